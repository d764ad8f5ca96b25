// @ts-check
/**
 * `prancheta/one-service-signature`: a feature service takes one object (decision 087),
 * `fn({ db, scope, …input })`, with its collaborators (AI engine, mailer, clock, storage, signal)
 * in the same object — never `fn(db, scope, id)` nor `fn(deps, scope, input)` nor
 * `fn({ db }, { scope, input })`.
 *
 * Checked on the exported functions of `server/features/**\/*.service.ts` (declarations and
 * `const x = (…) => …` / `function (…)`) that are services: `async` ones, and any whose parameter
 * is named `db`, `tx` or `deps`. Such a function has no parameter or exactly one, destructured
 * (an object pattern, defaults allowed). A synchronous helper exported beside the services
 * (`eventJobKey(id)`, `hashToken(token)`, `parseContent(kind, content)`) is not a service and keeps
 * its parameters.
 */

const SERVICE_FILE = /(^|\/)server\/features\/.+\.service\.ts$/;
const SERVICE_PARAM_NAMES = new Set(["db", "tx", "deps"]);

/** The parameter's own node, under a default (`x = 1`) or a TS parameter property. @param {any} param */
const unwrap = (param) => (param.type === "AssignmentPattern" ? param.left : param.type === "TSParameterProperty" ? param.parameter : param);

/** @param {any} fn */
function isService(fn) {
  return fn.async || fn.params.some((/** @type {any} */ p) => {
    const node = unwrap(p);
    return node.type === "Identifier" && SERVICE_PARAM_NAMES.has(node.name);
  });
}

/** @param {any} fn */
const hasOneObject = (fn) => fn.params.length === 0 || (fn.params.length === 1 && unwrap(fn.params[0]).type === "ObjectPattern");

/** @type {import("eslint").Rule.RuleModule} */
const oneServiceSignature = {
  meta: {
    type: "suggestion",
    schema: [],
  },
  create(context) {
    const file = context.filename.replaceAll("\\", "/");
    if (!SERVICE_FILE.test(file)) return {};
    /** @param {any} fn @param {string} name @param {any} node */
    const check = (fn, name, node) => {
      if (!isService(fn) || hasOneObject(fn)) return;
      context.report({
        node,
        message: `O serviço ${name} recebe um objeto só: ${name}({ db, scope, … }), com os colaboradores (engine, mailer, now…) no mesmo objeto (decisão 087).`,
      });
    };
    return {
      /** @param {any} node */
      ExportNamedDeclaration(node) {
        const declaration = node.declaration;
        if (!declaration) return;
        if (declaration.type === "FunctionDeclaration") check(declaration, declaration.id?.name ?? "default", declaration.id ?? declaration);
        if (declaration.type === "VariableDeclaration") {
          for (const d of declaration.declarations) {
            const init = d.init;
            if (init && (init.type === "ArrowFunctionExpression" || init.type === "FunctionExpression")) check(init, d.id.type === "Identifier" ? d.id.name : "?", d.id);
          }
        }
      },
      /** @param {any} node */
      ExportDefaultDeclaration(node) {
        const declaration = node.declaration;
        if (declaration.type === "FunctionDeclaration" || declaration.type === "ArrowFunctionExpression" || declaration.type === "FunctionExpression") check(declaration, "default", declaration);
      },
    };
  },
};

export default { rules: { "one-service-signature": oneServiceSignature } };
