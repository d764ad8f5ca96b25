import { meSchema, type Me } from "#domain/account";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
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

/**
 * A project's document as `GET /api/documents/{id}` answers it, checked by the schema: project
 * "Casa Araucária" of Juliana e Rafael Kowalski, version `version` written by Ana.
 */
export function aProjectDocument({ id, kind, version, content, project = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b" }: { id: string; kind: ProjectDocument["kind"]; version: number; content: unknown; project?: string }): ProjectDocument {
  return documentSchema.parse({
    id,
    kind,
    project: { id: project, name: "Casa Araucária" },
    client: { id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f", name: "Juliana e Rafael Kowalski" },
    version,
    lastVersion: { number: version, author: { source: "usuario", user: { id: "u1", name: "Ana" }, provider: null, model: null }, restoredFrom: null, createdAt: "2026-12-03T15:00:00.000Z" },
    createdAt: "2026-12-03T15:00:00.000Z",
    updatedAt: "2026-12-03T15:00:00.000Z",
    createdBy: { id: "u1", name: "Ana" },
    updatedBy: { id: "u1", name: "Ana" },
    content,
  });
}
