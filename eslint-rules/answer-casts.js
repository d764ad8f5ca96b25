// @ts-check
/**
 * `prancheta/no-answer-casts`: a server test reads an API answer through the contract, never by
 * casting its JSON (decision 088). A route with a contract is called with
 * `TestClient.call`/`answer` (the answer parsed by the route's schema); a request sent raw (bad
 * input on purpose, Better Auth's /api/auth/*, /metrics, the health probes) is read with
 * `read(schema, res)` or `errorOf(res)` of server/test/studio.ts, which check the schema.
 *
 * Flagged, on the JSON a `Response` gives (`x.json()`, awaited or not, through `.then`/`.catch`):
 * - a cast of it: `(await res.json()) as Me`, `r.json() as Promise<Me[]>`, `<Me>(await res.json())`;
 * - a typed variable taking it as it comes: `const me: Me = await res.json()` (the same cast, silent).
 * Even `as unknown` is flagged, to keep one shape to grep for; `const body: unknown = await res.json()`
 * claims nothing and stays allowed (a test of the JSON itself, e.g. the OpenAPI document's).
 */

/** Is `node` a call of `.json()` on something, maybe awaited or continued with `.then`/`.catch`? @param {any} node @returns {boolean} */
function isJsonOfAnswer(node) {
  if (!node) return false;
  if (node.type === "AwaitExpression" || node.type === "ChainExpression" || node.type === "TSNonNullExpression") return isJsonOfAnswer(node.expression ?? node.argument);
  if (node.type !== "CallExpression") return false;
  const callee = node.callee.type === "ChainExpression" ? node.callee.expression : node.callee;
  if (callee.type !== "MemberExpression" || callee.property.type !== "Identifier") return false;
  if (callee.property.name === "json" && node.arguments.length === 0) return true;
  if (callee.property.name === "then" || callee.property.name === "catch" || callee.property.name === "finally") {
    if (isJsonOfAnswer(callee.object)) return true;
    // `.then((r) => r.json())` hands on the answer's JSON too.
    const [handler] = node.arguments;
    return callee.property.name === "then" && (handler?.type === "ArrowFunctionExpression" || handler?.type === "FunctionExpression") && isJsonOfAnswer(handler.body);
  }
  return false;
}

/** @param {any} typeNode */
const isUnknown = (typeNode) => typeNode?.type === "TSUnknownKeyword";

const MESSAGE =
  "Não faça cast da resposta da API: chame a rota pelo contrato (TestClient.call/answer) ou leia com read(schema, res) / errorOf(res) de #server/test/studio (decisão 088).";

/** @type {import("eslint").Rule.RuleModule} */
const noAnswerCasts = {
  meta: { type: "problem", schema: [] },
  create(context) {
    return {
      /** @param {any} node */
      "TSAsExpression, TSTypeAssertion"(node) {
        if (isJsonOfAnswer(node.expression)) context.report({ node, message: MESSAGE });
      },
      /** @param {any} node */
      VariableDeclarator(node) {
        const annotation = node.id.typeAnnotation?.typeAnnotation;
        if (annotation && !isUnknown(annotation) && isJsonOfAnswer(node.init)) context.report({ node, message: MESSAGE });
      },
    };
  },
};

export default { rules: { "no-answer-casts": noAnswerCasts } };
