import type { Rule } from "eslint";

/** Types of answer-casts.js for its test (the rule itself is checked JavaScript). */
declare const answerCasts: { rules: Record<"no-answer-casts", Rule.RuleModule> };
export default answerCasts;
