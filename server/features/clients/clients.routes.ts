import { Hono } from "hono";
import { clientInputSchema, clientListQuerySchema, clientPatchSchema } from "#domain/clients.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { jsonBody, parseWith, queryParams } from "#server/lib/validate";
import { idParam } from "#server/lib/ids";
import { clientNotFound, createClient, deleteClient, getClient, listClients, updateClient } from "./clients.service";

export function clientsRoutes({ auth, db }: { auth: Auth; db: Db }) {
  // On each route rather than `.use()`: an unknown path under this prefix stays a 404, not a 401.
  const signedIn = requireUser(auth);
  return new Hono()
    .get("/", signedIn, async (c) => {
      const query = parseWith(clientListQuerySchema, queryParams(c));
      return c.json(await listClients({ db, userId: c.get("userId"), query }));
    })
    .post("/", signedIn, async (c) => {
      const input = await jsonBody(c, clientInputSchema);
      return c.json(await createClient({ db, userId: c.get("userId"), input }), 201);
    })
    .get("/:id", signedIn, async (c) => c.json(await getClient({ db, userId: c.get("userId"), id: idParam(c, clientNotFound) })))
    .patch("/:id", signedIn, async (c) => {
      const input = await jsonBody(c, clientPatchSchema);
      return c.json(await updateClient({ db, userId: c.get("userId"), id: idParam(c, clientNotFound), input }));
    })
    .delete("/:id", signedIn, async (c) => {
      await deleteClient({ db, userId: c.get("userId"), id: idParam(c, clientNotFound) });
      return c.body(null, 204);
    });
}
