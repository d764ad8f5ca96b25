import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";
import { fieldErrors, validationError } from "./errors";

/** zValidator whose failures become our 422 with pt-BR field errors (messages live in domain schemas). */
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) throw validationError(fieldErrors(result.error.issues));
  });
}
