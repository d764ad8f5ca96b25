import type { Rule } from "eslint";

/** Types of service-signature.js for its test (the rule itself is checked JavaScript). */
declare const serviceSignature: { rules: Record<"one-service-signature", Rule.RuleModule> };
export default serviceSignature;
