import { projectProposalApi, proposalStateApi } from "#domain/contracts/proposals";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { generateProposal, getProjectProposal, getProposalStatus, projectNotFound, proposalNotFound, transitionProposal } from "./proposals.service";

/**
 * Mounted at /api/projects: a project's proposal (R-PROP-1, decision 094), domain/contracts/proposals.ts.
 * `clock` is the app's (tests give a fixed one: the validity and expirada depend on the day).
 */
export function projectProposalRoutes({ auth, db, clock }: { auth: Auth; db: Db; clock: () => Date }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: projectNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(projectProposalApi.get, onRecord), async (c) =>
      c.json(await getProjectProposal({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, now: clock() }), 200),
    )
    .openapi(implement(projectProposalApi.generate, onRecord), async (c) =>
      c.json(await generateProposal({ db, scope: c.get("scope"), projectId: c.req.valid("param").id, now: clock() }), 200),
    );
}

/** Mounted at /api/documents: a proposal's state and the studio's transition (R-PROP-3). */
export function proposalStateRoutes({ auth, db, clock }: { auth: Auth; db: Db; clock: () => Date }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: proposalNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(proposalStateApi.get, onRecord), async (c) =>
      c.json(await getProposalStatus({ db, scope: c.get("scope"), documentId: c.req.valid("param").id, now: clock() }), 200),
    )
    .openapi(implement(proposalStateApi.transition, onRecord), async (c) =>
      c.json(await transitionProposal({ db, scope: c.get("scope"), documentId: c.req.valid("param").id, input: c.req.valid("json"), now: clock() }), 200),
    );
}
