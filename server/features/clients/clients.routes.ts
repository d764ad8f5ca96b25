import { clientsApi } from "#domain/contracts/clients";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { apiRouter, implement } from "#server/lib/openapi";
import { clientNotFound, createClient, deleteClient, getClient, listClients, updateClient } from "./clients.service";

/** Mounted at /api/clients: implements domain/contracts/clients.ts (decision 088). */
export function clientsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  const signedIn = requireUser({ auth, db });
  const onRecord = { signedIn, notFound: clientNotFound };
  return apiRouter<AuthVariables>()
    .openapi(implement(clientsApi.list, { signedIn }), async (c) =>
      c.json(await listClients({ db, scope: c.get("scope"), query: c.req.valid("query") }), 200),
    )
    .openapi(implement(clientsApi.create, { signedIn }), async (c) =>
      c.json(await createClient({ db, scope: c.get("scope"), input: c.req.valid("json") }), 201),
    )
    .openapi(implement(clientsApi.get, onRecord), async (c) =>
      c.json(await getClient({ db, scope: c.get("scope"), id: c.req.valid("param").id }), 200),
    )
    .openapi(implement(clientsApi.update, onRecord), async (c) =>
      c.json(await updateClient({ db, scope: c.get("scope"), id: c.req.valid("param").id, input: c.req.valid("json") }), 200),
    )
    .openapi(implement(clientsApi.remove, onRecord), async (c) => {
      await deleteClient({ db, scope: c.get("scope"), id: c.req.valid("param").id });
      return c.body(null, 204);
    });
}
