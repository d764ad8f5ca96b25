import { meSchema, type Me } from "#domain/account";
import type { StudioRef } from "#domain/studios.schema";

/** A studio of the signed-in user, as the session lists it. */
export function studioRef(name: string, role: StudioRef["role"] = "owner", id: string = crypto.randomUUID()): StudioRef {
  return { id, name, role };
}

/**
 * The signed-in user as `GET /api/session` answers it, checked by the contract: Maria, owner of
 * her personal studio on the trial plan, not on the Prancheta team. `overrides` change any field;
 * a given `studio` is added to `studios` when missing there.
 */
export function aMe(overrides: Partial<Me> = {}): Me {
  const studio = overrides.studio ?? studioRef("Estúdio Clara", "owner", "7d0c3f5e-8a4b-4c1d-9e2f-1a2b3c4d5e6f");
  const studios = overrides.studios ?? [studio];
  return meSchema.parse({
    id: "u1",
    name: "Maria Clara Souza",
    email: "maria@example.com",
    company: "Estúdio Clara",
    plan: "esboco",
    trialEndsAt: "2025-06-20T15:00:00.000Z",
    planGrantedAt: null,
    isAdmin: false,
    usage: {
      texts: { used: 3, limit: 10 },
      images: { used: 0, limit: 0 },
      projects: { used: 0, limit: 1 },
      seats: { used: 1, limit: 1 },
      renewsAt: null,
    },
    ...overrides,
    studio,
    studios: studios.some((s) => s.id === studio.id) ? studios : [studio, ...studios],
  });
}
