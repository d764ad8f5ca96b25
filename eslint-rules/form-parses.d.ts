import type { Rule } from "eslint";

/** Types of form-parses.js for its test (the rule itself is checked JavaScript). */
export declare const NOT_FORMS: Record<string, Record<string, string>>;
declare const formParses: { rules: Record<"one-form-pattern", Rule.RuleModule> };
export default formParses;
