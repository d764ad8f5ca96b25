/**
 * The client portal in the browser (R-PORTAL-1…4, decision 095): the studio's portal of a project
 * and the client's view by token, through the typed client over domain/contracts/portal.ts
 * (decision 088). One query definition each; the mutations write the answered portal in place.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { portalApi, providerSignatureApi, publicPortalApi } from "#domain/contracts/portal";
import type { PortalDecisionInput, PortalDeliveryInput, PortalSharing, PortalSignatureInput, ProjectPortal } from "#domain/portal.schema";
import type { ProviderSignatureSend } from "#domain/provider-signature.schema";
import { call, hrefOf } from "#web/lib/api";

const PORTAL_KEY = ["portal"] as const;

export const portalQueries = {
  all: PORTAL_KEY,
  /** `GET /api/projects/{id}/portal`: the studio's side. */
  project: (id: string) => queryOptions({ queryKey: [...PORTAL_KEY, "project", id] as const, queryFn: () => call(portalApi.get, { params: { id } }) }),
  /** `GET /api/public/portal/{token}`: the client's side. */
  public: (token: string) => queryOptions({ queryKey: [...PORTAL_KEY, "public", token] as const, queryFn: () => call(publicPortalApi.get, { params: { token } }), retry: false }),
  /** `GET /api/public/portal/{token}/documents/{documentId}`. */
  publicDocument: (token: string, documentId: string) =>
    queryOptions({
      queryKey: [...PORTAL_KEY, "public", token, "document", documentId] as const,
      queryFn: () => call(publicPortalApi.document, { params: { token, documentId } }),
      retry: false,
    }),
};

/** Where the PDFs open: the shared document's (inline) and a signed one's (download). */
export const portalLinks = {
  documentPdf: (token: string, documentId: string) => hrefOf(publicPortalApi.documentPdf, { params: { token, documentId } }),
  signedPdf: (id: string, signatureId: string) => hrefOf(portalApi.signedPdf, { params: { id, signatureId } }),
};

export function useProjectPortal(id: string) {
  return useQuery(portalQueries.project(id));
}

export function usePublicPortal(token: string) {
  return useQuery(portalQueries.public(token));
}

export function usePublicPortalDocument(token: string, documentId: string | null) {
  return useQuery({ ...portalQueries.publicDocument(token, documentId ?? ""), enabled: documentId !== null });
}

function useWritesPortal(id: string) {
  const queryClient = useQueryClient();
  return (portal: ProjectPortal) => queryClient.setQueryData(portalQueries.project(id).queryKey, portal);
}

/** `POST /api/projects/{id}/portal/link`: the answer holds the address, shown once. */
export function useCreatePortalLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(portalApi.createLink, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalQueries.project(id).queryKey }),
  });
}

export function useRevokePortalLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(portalApi.revokeLink, { params: { id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalQueries.project(id).queryKey }),
  });
}

export function useSharePortalDocuments(id: string) {
  const write = useWritesPortal(id);
  return useMutation({ mutationFn: (body: PortalSharing) => call(portalApi.share, { params: { id }, body }), onSuccess: write });
}

export function useDeliverStage(id: string) {
  const write = useWritesPortal(id);
  return useMutation({ mutationFn: (body: PortalDeliveryInput) => call(portalApi.deliver, { params: { id }, body }), onSuccess: write });
}

/**
 * `POST /api/projects/{id}/portal/documents/{documentId}/provider-signature`: the contract sent to
 * ZapSign (R-CONTRACT-7); with gaps and no `confirmGaps`, a 409 `document_has_gaps` (R-PORTAL-6). The
 * portal is read again (the sending, and the contract now shared for signature).
 */
export function useSendForProviderSignature(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ documentId, ...body }: { documentId: string } & ProviderSignatureSend) => call(providerSignatureApi.send, { params: { id, documentId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: portalQueries.project(id).queryKey }),
  });
}

/** The client's decision on a delivered stage; the portal is read again. */
export function useDecideDelivery(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ deliveryId, body }: { deliveryId: string; body: PortalDecisionInput }) => call(publicPortalApi.decide, { params: { token, deliveryId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalQueries.public(token).queryKey }),
  });
}

/** The client's signature; the portal and the document are read again. */
export function useSignDocument(token: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PortalSignatureInput) => call(publicPortalApi.sign, { params: { token, documentId }, body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: portalQueries.public(token).queryKey }),
  });
}
