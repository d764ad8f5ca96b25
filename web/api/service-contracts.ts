/**
 * Contracts in the browser (R-CONTRACT-1…4, decision 099): the project's contract and RRT number,
 * "Gerar contrato" and the studio's clause library, through the typed client over
 * domain/contracts/service-contracts.ts (decision 088). The contract's content is a document: it is
 * read, saved, versioned and exported through the documents' own calls (#web/lib/documents/api).
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { contractClausesApi, projectContractApi } from "#domain/contracts/service-contracts";
import type { ContractClauseInput } from "#domain/service-contract/contract.schema";
import type { ContractPaymentTermsInput } from "#domain/service-contract/payment-terms";
import { call } from "#web/lib/api";
import { DOCUMENTS_KEY } from "#web/lib/documents/api";

const CONTRACTS_KEY = ["contracts"] as const;
const CLAUSES_KEY = ["contract-clauses"] as const;

export const contractQueries = {
  all: CONTRACTS_KEY,
  /** `GET /api/projects/{id}/contract`: the document id, the accepted proposal and the RRT number. */
  project: (projectId: string) =>
    queryOptions({ queryKey: [...CONTRACTS_KEY, "project", projectId] as const, queryFn: () => call(projectContractApi.get, { params: { id: projectId } }) }),
  /** `GET /api/contract-clauses`: the studio's clause library. */
  clauses: () => queryOptions({ queryKey: CLAUSES_KEY, queryFn: () => call(contractClausesApi.list, {}) }),
};

export function useProjectContract(projectId: string) {
  return useQuery(contractQueries.project(projectId));
}

/** `POST /api/projects/{id}/contract`: a new contract, or a new version of it. */
export function useGenerateContract(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(projectContractApi.generate, { params: { id: projectId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}

/**
 * `PUT /api/projects/{id}/contract/payment-terms` (R-PAY-6, R-PAY-9): fine, interest and reminders;
 * the server writes a new version of the contract whose clause states them, so the document is read again.
 */
export function useSetContractPaymentTerms(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContractPaymentTermsInput) => call(projectContractApi.setPaymentTerms, { params: { id: projectId }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY });
      void queryClient.invalidateQueries({ queryKey: DOCUMENTS_KEY });
    },
  });
}

/** `PUT /api/projects/{id}/rrt`: the project's RRT number, or null to clear it. */
export function useSetProjectRrt(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rrtNumber: string | null) => call(projectContractApi.setRrt, { params: { id: projectId }, body: { rrtNumber } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: contractQueries.project(projectId).queryKey }),
  });
}

export function useContractClauses() {
  return useQuery(contractQueries.clauses());
}

function useClauseMutation<T>(fn: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries({ queryKey: CLAUSES_KEY }) });
}

export const useCreateClause = () => useClauseMutation((body: ContractClauseInput) => call(contractClausesApi.create, { body }));
export const useUpdateClause = () => useClauseMutation(({ id, ...body }: ContractClauseInput & { id: string }) => call(contractClausesApi.update, { params: { id }, body }));
export const useDeleteClause = () => useClauseMutation((id: string) => call(contractClausesApi.remove, { params: { id } }));
