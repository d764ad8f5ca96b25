import { useMutation } from "@tanstack/react-query";
import { clientLinkEmailSentSchema } from "#domain/client-briefing.schema";
import { request } from "#web/lib/api";
import { clientLinkPath } from "./client-link-key";

/** `POST /api/documents/:id/client-link/email` (R-DOC-8): the app e-mails the link to the client. */
export function useEmailClientLink(documentId: string) {
  return useMutation({
    mutationFn: (url: string) => request(clientLinkEmailSentSchema, "POST", `${clientLinkPath(documentId)}/email`, { url }),
  });
}
