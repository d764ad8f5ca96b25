import { randomUUID } from "node:crypto";
import { and, asc, count, desc, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { DocumentKind } from "#domain/br-documents";
import { searchKey } from "#domain/clients";
import type { Client, ClientData, ClientDetail, ClientList } from "#domain/clients.schema";
import type { RecordRef } from "#domain/projects.schema";
import { authorOf, type StudioAccess, type StudioScope } from "#server/auth/studio-scope";
import type { Db, Tx } from "#server/db/client";
import { preparedPerDatabase } from "#server/db/prepared";
import { client, project } from "#server/db/schema";
import { authorRef, creator, creatorToken, editor, editorToken } from "#server/lib/authorship";
import { AppError } from "#server/lib/errors";
import { emitWebhookEvent } from "#server/webhooks/outbox";
import { plural } from "#domain/addressing";

type Row = typeof client.$inferSelect;

export const clientNotFound = () => new AppError("not_found", 404, "Cliente não encontrado.");

/** The stored search columns: the name's key (the list's order) and name + e-mail (what a search matches). */
export function clientKeys(data: { name: string; email: string | null }) {
  const nameKey = searchKey(data.name);
  // A newline never survives searchKey, so a search term cannot match across the two fields.
  return { nameKey, searchKey: data.email ? `${nameKey}\n${searchKey(data.email)}` : nameKey };
}

/** `%text%` for LIKE, with the user's own `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, "\\$&")}%`;
}

function documentKind(document: string | null): DocumentKind | null {
  if (!document) return null;
  return document.length === 11 ? "cpf" : "cnpj";
}

function toApi(row: Row, names: { creatorName: string | null; editorName: string | null; creatorTokenName: string | null; editorTokenName: string | null }): Client {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    document: row.document,
    documentType: documentKind(row.document),
    address: row.address,
    notes: row.notes,
    kind: row.kind,
    addressForm: row.addressForm,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: authorRef({ id: row.createdBy, name: names.creatorName }, { id: row.createdByApiToken, name: names.creatorTokenName }),
    updatedBy: authorRef({ id: row.updatedBy, name: names.editorName }, { id: row.updatedByApiToken, name: names.editorTokenName }),
  };
}

/** One of the studio's clients with who created and last changed it, or undefined. */
async function findClient(db: Db | Tx, studioId: string, id: string) {
  const [found] = await db
    .select({ row: client, creatorName: creator.name, editorName: editor.name, creatorTokenName: creatorToken.name, editorTokenName: editorToken.name })
    .from(client)
    .leftJoin(creator, eq(creator.id, client.createdBy))
    .leftJoin(editor, eq(editor.id, client.updatedBy))
    .leftJoin(creatorToken, eq(creatorToken.id, client.createdByApiToken))
    .leftJoin(editorToken, eq(editorToken.id, client.updatedByApiToken))
    .where(and(eq(client.id, id), eq(client.studioId, studioId)))
    .limit(1);
  return found && toApi(found.row, found);
}

/**
 * One page of the studio's clients in name order (accents and case folded), each with its
 * projects newest first. A search matches, accent- and case-insensitively, the name, the e-mail
 * or the name of one of the client's projects.
 */
export async function listClients({ db, scope, query }: {
  db: Db;
  scope: StudioAccess;
  query: { search: string; page: number; pageSize: number };
}): Promise<ClientList> {
  const { page, pageSize } = query;
  const term = searchKey(query.search);
  const { studioId } = scope;
  const statements = clientSearch(db);
  const shape = term ? statements.matching : statements.all;
  const pattern = term ? containsPattern(term) : undefined;
  const offset = (page - 1) * pageSize;
  const rows = await shape.page.execute({ studioId, pattern, limit: pageSize, offset });
  // A page that is not full is the last one: the total is the rows before it and its own, with
  // no count statement (decision 115). A full page, or an empty one past the first, is counted.
  const lastPage = rows.length < pageSize && (rows.length > 0 || offset === 0);
  const [total, projectRows] = await Promise.all([
    lastPage ? offset + rows.length : shape.count.execute({ studioId, pattern }).then(([counted]) => counted?.n ?? 0),
    rows.length === 0 ? [] : statements.projects.execute({ studioId, clientIds: rows.map((r) => r.id) }),
  ]);

  const projects = new Map<string, RecordRef[]>();
  for (const p of projectRows) {
    const list = projects.get(p.clientId) ?? [];
    list.push({ id: p.id, name: p.name });
    projects.set(p.clientId, list);
  }

  const items = rows.map((r) => ({ ...r, projects: projects.get(r.id) ?? [] }));
  return { items, total, page, pageSize };
}

/**
 * listClients' statements, prepared once per database under a name (decisions 112, 115): the page
 * and its count, for the whole list and for a search (the client's name or e-mail, or one of its
 * projects' names: the studio's projects are read once, a hashed subplan, not once per client),
 * and the page's projects. Two statements rather than `count(*) over ()`: the page alone stops
 * after its rows in name order (index), where a window count would carry every matching row
 * through the sort.
 */
const clientSearch = preparedPerDatabase((db) => {
  const studioId = sql.placeholder("studioId");
  const pattern = sql.placeholder("pattern");
  const ofStudio = eq(client.studioId, studioId);
  const byProject = db
    .select({ id: project.clientId })
    .from(project)
    .where(and(eq(project.studioId, studioId), like(project.searchKey, pattern)));
  const matching = and(ofStudio, or(like(client.searchKey, pattern), inArray(client.id, byProject)));
  const shape = (where: SQL | undefined, name: string) => ({
    page: db
      .select({ id: client.id, name: client.name, email: client.email, phone: client.phone })
      .from(client)
      .where(where)
      .orderBy(asc(client.nameKey), asc(client.id))
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare(`prancheta_clients_page${name}`),
    count: db.select({ n: count() }).from(client).where(where).prepare(`prancheta_clients_count${name}`),
  });
  return {
    all: shape(ofStudio, ""),
    matching: shape(matching, "_matching"),
    projects: db
      .select({ id: project.id, name: project.name, clientId: project.clientId })
      .from(project)
      .where(and(eq(project.studioId, studioId), sql`${project.clientId} = any(${sql.placeholder("clientIds")})`))
      .orderBy(desc(project.createdAt), desc(project.id))
      .prepare("prancheta_clients_projects"),
  };
});

export async function createClient({ db, scope, input }: { db: Db; scope: StudioAccess; input: ClientData }): Promise<Client> {
  const now = new Date();
  const id = randomUUID();
  const by = authorOf(scope);
  return db.transaction(async (tx) => {
    await tx.insert(client).values({
      id,
      studioId: scope.studioId,
      createdBy: by.userId,
      updatedBy: by.userId,
      createdByApiToken: by.apiTokenId,
      updatedByApiToken: by.apiTokenId,
      ...input,
      ...clientKeys(input),
      createdAt: now,
      updatedAt: now,
    });
    const created = (await findClient(tx, scope.studioId, id))!;
    // R-HOOK-2: in the insert's transaction (the outbox).
    await emitWebhookEvent(tx, { studioId: scope.studioId, type: "cliente.criado", data: { client: { id, name: created.name } }, now });
    return created;
  });
}

/**
 * One of the studio's clients with their projects (newest updated first); 404 for another studio's.
 * The projects are read here, from the projects table, rather than through the projects
 * feature: features do not import each other, and this feature already reads that table (the
 * list's project names, the delete guard). The shape is the domain's projectSummarySchema, the
 * same one `GET /api/projects` answers with, so the two cannot drift apart.
 */
export async function getClient({ db, scope, id }: { db: Db; scope: StudioAccess; id: string }): Promise<ClientDetail> {
  const row = await findClient(db, scope.studioId, id);
  if (!row) throw clientNotFound();
  const projects = await db
    .select({
      id: project.id,
      name: project.name,
      type: project.type,
      stage: project.stage,
      status: project.status,
      deadline: project.deadline,
      updatedAt: project.updatedAt,
    })
    .from(project)
    .where(and(eq(project.studioId, scope.studioId), eq(project.clientId, row.id)))
    .orderBy(desc(project.updatedAt), desc(project.id));
  return {
    ...row,
    projects: projects.map((p) => ({ ...p, client: { id: row.id, name: row.name }, updatedAt: p.updatedAt.toISOString() })),
  };
}

/** Changes the fields given; the search columns follow the name and e-mail. */
export async function updateClient({ db, scope, id, input }: { db: Db; scope: StudioScope; id: string; input: Partial<ClientData> }): Promise<Client> {
  const { studioId } = scope;
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(client)
      .where(and(eq(client.id, id), eq(client.studioId, studioId)))
      // Not FOR UPDATE: an edit need not wait for projects being created for this client.
      .for("no key update");
    if (!current) throw clientNotFound();
    const next = { ...current, ...input };
    await tx
      .update(client)
      .set({ ...input, ...clientKeys(next), updatedBy: scope.userId, updatedByApiToken: null, updatedAt: new Date() })
      .where(and(eq(client.id, id), eq(client.studioId, studioId)));
    return (await findClient(tx, studioId, id))!;
  });
}

function hasProjects(n: number): AppError {
  const them = plural(n, "projeto. Mova-o para outro cliente ou exclua-o", "projetos. Mova-os para outro cliente ou exclua-os");
  return new AppError("conflict", 409, `Este cliente tem ${them} antes de excluir o cliente.`);
}

/**
 * Deletes a client without projects. The row is locked first, so a project being created for
 * this client either commits before the count (→ 409) or finds the client gone (→ 422).
 */
export async function deleteClient({ db, scope, id }: { db: Db; scope: StudioScope; id: string }): Promise<void> {
  const { studioId } = scope;
  await db.transaction(async (tx) => {
    const [own] = await tx
      .select({ id: client.id })
      .from(client)
      .where(and(eq(client.id, id), eq(client.studioId, studioId)))
      .for("update");
    if (!own) throw clientNotFound();
    const [projects] = await tx.select({ n: count() }).from(project).where(eq(project.clientId, own.id));
    if (projects && projects.n > 0) throw hasProjects(projects.n);
    await tx.delete(client).where(and(eq(client.id, own.id), eq(client.studioId, studioId)));
  });
}
