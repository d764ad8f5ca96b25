/**
 * Proposals in the browser (R-PROP-1…3, decision 094): the project's proposal and its state, its
 * generation from the saved fees and "Marcar como enviada", through the typed client over
 * domain/contracts/proposals.ts (decision 088). The proposal's content is a document: it is read,
 * saved, versioned and exported through the documents' own calls (#web/lib/documents/api).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { projectProposalApi, proposalStateApi } from "#domain/contracts/proposals";
import type { ProposalTransitionInput } from "#domain/proposals/proposal.schema";
import { call } from "#web/lib/api";
import { DOCUMENTS_KEY } from "#web/lib/documents/api";

const PROPOSALS_KEY = ["proposals"] as const;

export const proposalQueries = {
  all: PROPOSALS_KEY,
  /** `GET /api/projects/{id}/proposal`: the document id and the state, or nulls. */
  project: (projectId: string) =>
    queryOptions({ queryKey: [...PROPOSALS_KEY, "project", projectId] as const, queryFn: () => call(projectProposalApi.get, { params: { id: projectId } }) }),
};

export function useProjectProposal(projectId: string) {
  return useQuery(proposalQueries.project(projectId));
}

/** `POST /api/projects/{id}/proposal`: a new proposal, or a new version of it, from the saved fees. */
export function useGenerateProposal(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(projectProposalApi.generate, { params: { id: projectId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PROPOSALS_KEY });
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}

/** `POST /api/documents/{id}/proposal-state`: "Marcar como enviada". */
export function useProposalTransition(projectId: string, documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProposalTransitionInput) => call(proposalStateApi.transition, { params: { id: documentId }, body }),
    onSuccess: (status) => {
      queryClient.setQueryData(proposalQueries.project(projectId).queryKey, { documentId, status });
    },
  });
}
