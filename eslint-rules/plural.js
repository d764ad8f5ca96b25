// @ts-check
/**
 * `prancheta/one-plural`: a count of words is written with `plural(n, one, many)` of
 * domain/addressing.ts (R-CLIENT-3: "1 referências" cannot be written), not by hand. It flags the
 * three shapes a hand-written count takes:
 * - `${n} ${n === 1 ? "dia" : "dias"}` — the choice right after the number it counts;
 * - `n === 1 ? "1 dia" : `${n} dias`` — a branch that writes the number itself;
 * - `${n} dia${n === 1 ? "" : "s"}` — a suffix glued to the word;
 * - in JSX, {n} não {n === 1 ? "lida" : "lidas"}.
 * A choice that is not a count of words (a pronoun, "ficou/ficaram", a layout) is not one of these.
 */

/** @param {any} node */
const isOne = (node) => node?.type === "Literal" && node.value === 1;

/** The counted expression of `x === 1` / `x !== 1` / `1 === x`, or null. @param {any} test */
function countedOf(test) {
  if (test?.type !== "BinaryExpression" || !["===", "!==", "==", "!="].includes(test.operator)) return null;
  if (isOne(test.right)) return test.left;
  if (isOne(test.left)) return test.right;
  return null;
}

/** The text a branch starts with, when it is a string or a template literal. @param {any} node @param {(n: any) => string} text */
function startOf(node, text) {
  if (node.type === "Literal" && typeof node.value === "string") return { literal: node.value, expression: null };
  if (node.type === "TemplateLiteral") {
    const head = node.quasis[0].value.cooked ?? "";
    return { literal: head, expression: head === "" && node.expressions.length > 0 ? text(node.expressions[0]) : null };
  }
  return null;
}

/** @param {any} node */
const isString = (node) => (node.type === "Literal" && typeof node.value === "string") || node.type === "TemplateLiteral";

/** @type {import("eslint").Rule.RuleModule} */
const onePlural = {
  meta: { type: "suggestion", schema: [] },
  create(context) {
    const source = context.sourceCode;
    /** @param {any} n */
    const text = (n) => source.getText(n).replace(/\s+/g, "");
    const message = 'Contagem escrita à mão: use plural(n, "um", "vários") de #domain/addressing.';
    return {
      /** @param {any} node */
      ConditionalExpression(node) {
        const counted = countedOf(node.test);
        if (!counted || !isString(node.consequent) || !isString(node.alternate)) return;
        const n = text(counted);
        // A branch that writes the number: "1 dia" / `${n} dias`.
        for (const branch of [node.consequent, node.alternate]) {
          const start = startOf(branch, text);
          if (!start) continue;
          if (/^1 \p{L}/u.test(start.literal) || start.expression === n) return context.report({ node, message });
        }
        // The choice right after the number, in JSX: {n} não {n === 1 ? "lida" : "lidas"}.
        const parent = node.parent;
        if (parent?.type === "JSXExpressionContainer") {
          const siblings = parent.parent?.children ?? [];
          const i = siblings.indexOf(parent);
          const between = siblings[i - 1];
          const number = siblings[i - 2];
          if (between?.type === "JSXText" && /^ [\p{L} ]*$/u.test(between.value) && number?.type === "JSXExpressionContainer" && text(number.expression) === n) context.report({ node, message });
          return;
        }
        // The choice right after the number, inside a template: `${n} ${n === 1 ? … }` or `${n} dia${n === 1 ? "" : "s"}`.
        if (parent?.type !== "TemplateLiteral") return;
        const i = parent.expressions.indexOf(node);
        const before = parent.quasis[i]?.value.cooked ?? "";
        const previous = i > 0 ? text(parent.expressions[i - 1]) : null;
        // The number as written before the choice: `n`, `fmt(n)`, `n.toLocaleString(…)`.
        const countedBefore = previous !== null && !previous.startsWith("plural(") && (previous === n || previous.startsWith(`${n}.`) || previous.includes(`(${n})`) || previous.includes(`(${n},`));
        // Only words between them ("${n} não ${…}", "${n} minuto${…}"), no punctuation.
        if (countedBefore && /^ [\p{L} ]*$/u.test(before)) context.report({ node, message });
      },
    };
  },
};

export default { rules: { "one-plural": onePlural } };
