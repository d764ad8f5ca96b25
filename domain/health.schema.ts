import { z } from "./zod";

/** What `GET /api/health` returns: the process is up, and which database it runs on. */
export const healthSchema = z
  .object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) })
  .meta({ id: "Saude", description: "O servidor está no ar; `database` diz qual banco ele usa." });
export type Health = z.infer<typeof healthSchema>;
