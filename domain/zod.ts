import { z } from "zod";
import { zodPtBrError } from "./zod-pt-br";

/**
 * The one import of zod for schemas, on both sides: importing `z` from here installs the pt-BR
 * messages first, so no schema can reach a user with zod's English or European Portuguese
 * wording, whichever module (server route or lazy web form) happens to load first.
 */
z.config({
  localeError: zodPtBrError,
  // In the browser, no compiled parsers: zod would first probe `new Function("")`, which our CSP
  // (`script-src 'self'`, decision 028) refuses, and a refused probe is still a reported
  // violation on every page. Set here, before any schema exists: each object schema reads it
  // once, when it is built. The server, under no CSP, keeps zod's faster compiled parsers.
  jitless: typeof window !== "undefined",
});

export { z };
export type { ZodType } from "zod";
