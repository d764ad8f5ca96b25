// @ts-check
/**
 * `prancheta/one-form-pattern`: the web has one form pattern (decision 041), `useZodForm` in
 * `web/components/form`: the schema is the form's resolver, its messages land under the fields and
 * `applyServerErrors` places the 422's. A component that validates its own state with
 * `schema.safeParse(…)` and a `useState` of errors is a second pattern that drifts (other
 * messages, no focus, 422s lost), so a `.safeParse(` / `.safeParseAsync(` in web code is refused
 * outside `web/components/form/` and the tests.
 *
 * A parse that is not a form's (an API answer, a stream event, stored content shown read-only, a
 * value read from the address) is listed below, by file and by the schema it parses, with why: a
 * new parse in a listed file, or of another schema, is still refused, and an entry no code uses
 * any more fails the rule's test.
 */

/** @type {Record<string, Record<string, string>>} file → schema (as written before `.safeParse`) → why */
export const NOT_FORMS = {
  // The typed client: an answer is parsed by the contract's schema of the status answered (decision 088).
  "web/lib/api.ts": { schema: "an API answer" },
  // The tools' streamed run: each server-sent event is read by its schema.
  "web/api/tool-runs.ts": { toolRunEventSchema: "a stream event" },
  // A saved version's content, shown read-only in the history; unreadable content says so.
  "web/components/documents/sectioned-document-page.tsx": { schema: "a stored version, read-only" },
  "web/features/briefing/components/answers-preview.tsx": { briefingContentSchema: "stored answers, read-only" },
  "web/features/needs-program/components/programme-preview.tsx": { programmeContentSchema: "a stored programme, read-only" },
  // The fees form is a useZodForm form; this parse only draws the live totals from its values.
  "web/features/fees/fees-page.tsx": { feeFormSchema: "the live totals of a useZodForm form" },
  // The programme's number cells are read as typed and saved with the document (no submit).
  "web/features/needs-program/number-text.ts": { schema: "a document editor's cell" },
  // The link's token, read from the address (R-PROFILE-1), not typed by anyone.
  "web/features/email-confirmation/email-confirmation-page.tsx": { emailConfirmSchema: "the link's token" },
};

const WEB_CODE = /(^|\/)web\/.+\.(ts|tsx)$/;
const OUTSIDE = /(^|\/)web\/(components\/form|test)\/|\.test\.tsx?$/;
const PARSES = new Set(["safeParse", "safeParseAsync"]);

/** @param {string} file */
const listed = (file) => Object.entries(NOT_FORMS).find(([path]) => file === path || file.endsWith(`/${path}`))?.[1];

/** @type {import("eslint").Rule.RuleModule} */
const oneFormPattern = {
  meta: { type: "suggestion", schema: [] },
  create(context) {
    const file = context.filename.replaceAll("\\", "/");
    if (!WEB_CODE.test(file) || OUTSIDE.test(file)) return {};
    const allowed = listed(file) ?? {};
    return {
      /** @param {any} node */
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed || callee.property.type !== "Identifier" || !PARSES.has(callee.property.name)) return;
        const schema = context.sourceCode.getText(callee.object);
        if (Object.hasOwn(allowed, schema)) return;
        context.report({
          node,
          message: `Formulário com ${schema}.${callee.property.name}: valide com useZodForm de web/components/form (decisão 041), o esquema como resolver e applyServerErrors para os 422. Uma leitura que não é de formulário entra em NOT_FORMS (eslint-rules/form-parses.js), com o porquê.`,
        });
      },
    };
  },
};

export default { rules: { "one-form-pattern": oneFormPattern } };
