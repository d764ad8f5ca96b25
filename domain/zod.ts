import { z } from "zod";
import { zodPtBrError } from "./zod-pt-br";

/**
 * The one import of zod for schemas, on both sides: importing `z` from here installs the pt-BR
 * messages first, so no schema can reach a user with zod's English or European Portuguese
 * wording, whichever module (server route or lazy web form) happens to load first.
 */
z.config({ localeError: zodPtBrError });

export { z };
export type { ZodType } from "zod";
