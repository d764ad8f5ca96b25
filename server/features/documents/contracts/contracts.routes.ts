import { contractClausesApi, projectContractApi } from "#domain/contracts/service-contracts";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { clauseNotFound, createClause, deleteClause, listClauses, updateClause } from "./clauses.service";
import { contractProjectNotFound, generateContract, getProjectContract, setProjectRrt } from "./contracts.service";
import { setContractPaymentTerms } from "./payment-terms.service";

/** Mounted at /api/projects: a project's contract and RRT number (R-CONTRACT-1, R-CONTRACT-4), domain/contracts/service-contracts.ts. */
export function projectContractRoutes({ auth, db, clock }: { auth: Auth; db: Db; clock: () => Date }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: contractProjectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(projectContractApi.get, onRecord), async (c) => c.json(await getProjectContract({ db, scope: c.get("scope"), projectId: c.req.valid("param").id }), 200))
    .openapi(implement(projectContractApi.generate, onRecord), async (c) =>
      c.json(await generateContract({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, now: clock() }), 200),
    )
    .openapi(implement(projectContractApi.setPaymentTerms, onRecord), async (c) =>
      c.json(await setContractPaymentTerms({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(projectContractApi.setRrt, onRecord), async (c) =>
      c.json(await setProjectRrt({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    );
}

/** Mounted at /api/contract-clauses: the studio's clause library (R-CONTRACT-3). */
export function contractClausesRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: clauseNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(contractClausesApi.list, { signedIn }), async (c) => c.json(await listClauses({ db, scope: c.get("scope") }), 200))
    .openapi(implement(contractClausesApi.create, { signedIn }), async (c) => c.json(await createClause({ db, scope: c.get("scope"), input: c.req.valid("json") }), 201))
    .openapi(implement(contractClausesApi.update, onRecord), async (c) =>
      c.json(await updateClause({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(contractClausesApi.remove, onRecord), async (c) => {
      await deleteClause({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
