import { z } from "./zod";

/** What `GET /api/health` returns: the process is up, and which database it runs on. */
export const healthSchema = z
  .object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) })
  .meta({ id: "Saude", description: "O servidor está no ar; `database` diz qual banco ele usa." });
export type Health = z.infer<typeof healthSchema>;

/** What `GET /api/ready` returns when this process can take requests (a 503 `unavailable` otherwise). */
export const readySchema = z
  .object({
    status: z.literal("pronto"),
    database: z.enum(["pglite", "postgres"]),
    migrations: z.number().int().meta({ description: "Quantas migrações o banco tem aplicadas (todas as do código)." }),
  })
  .meta({ id: "Prontidao", description: "O banco responde e tem todas as migrações do código aplicadas." });
export type Ready = z.infer<typeof readySchema>;
