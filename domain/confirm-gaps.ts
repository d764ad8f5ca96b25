import { z } from "./zod";

/**
 * R-PORTAL-6: a document that still has "[completar: …]" or blank sections reaches the client only
 * when the studio confirms it, as its export does (R-DOC-5). One field for every request that
 * shows a document to the client: sharing, a stage delivery, sending for signature.
 */
export const confirmGapsField = z
  .boolean({ error: "Diga se confirma o envio com trechos a completar." })
  .optional()
  .default(false)
  .meta({ description: "Compartilhar mesmo com trechos \"[completar: …]\" ou seções em branco (sem isto, um 409 `document_has_gaps`)." });
