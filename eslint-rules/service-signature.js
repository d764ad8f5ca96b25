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

/**
 * Files not converted yet, each still holding positional services: other changes are under way in
 * them (decision 087, Consequences). A file leaves the list when it is converted; the rule's test
 * fails for a listed file that no longer needs to be here.
 */
const NOT_YET_CONVERTED = [
  // Projects: being edited by another change.
  "server/features/projects/project-materials.service.ts",
  // Presentations: being edited by another change.
  "server/features/documents/presentations/presentations.service.ts",
  // The briefing and the needs programme read and write through these (appendVersion,
  // latestContent, loadDocument; the client's briefing link): being edited by another change.
  "server/features/documents/documents.service.ts",
  "server/features/documents/client-link.service.ts",
];

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
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
  },
  create(context) {
    const file = context.filename.replaceAll("\\", "/");
    if (!SERVICE_FILE.test(file)) return {};
    // The option replaces the list (the rule's test lints the listed files with an empty one).
    const allow = context.options[0]?.allow ?? NOT_YET_CONVERTED;
    if (allow.some((allowed) => file.endsWith(`/${allowed}`) || file === allowed)) return {};
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

export default { rules: { "one-service-signature": oneServiceSignature }, NOT_YET_CONVERTED };
