import { and, eq, inArray } from "drizzle-orm";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Db } from "#server/db/client";
import {
  account,
  aiUsage,
  client,
  conversation,
  documentClientLink,
  documentVersion,
  emailChange,
  message,
  presentation,
  project,
  projectDocument,
  projectMaterial,
  projectStageChange,
  session,
  storedFile,
  studio,
  studioInvitation,
  studioCub,
  studioMember,
  upgradeRequest,
  user,
} from "#server/db/schema";
import type { FileStorage } from "#server/storage/file-storage";

/** Columns that are credentials, never handed out even to their owner (hashes, tokens, storage paths). */
const SECRET_COLUMNS = new Set(["password", "token", "tokenHash", "accessToken", "refreshToken", "idToken", "storageKey"]);

function withoutSecrets<T extends Record<string, unknown>>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key))) as Partial<T>;
}

const clean = <T extends Record<string, unknown>>(rows: T[]) => rows.map(withoutSecrets);

/** "Planta baixa.png" → "arquivos/<id>-Planta baixa.png", with nothing that could climb out of the folder. */
function zipPath(id: string, name: string): string {
  return `arquivos/${id}-${name.replace(/[\\/]/g, "_").replace(/^\.+/, "_")}`;
}

/**
 * "Baixar meus dados" (R-PROFILE-5, LGPD art. 18): one ZIP with `dados.json` — the account, its
 * sign-in methods and sessions, its conversations, its studios — and, for each studio the person
 * owns, everything in it (clients, projects, documents with every version, presentations) plus
 * the uploaded files under `arquivos/`. Studios of other people appear as memberships only: their
 * data is their owners' to hand out.
 */
export async function exportUserData({ db, storage, userId, now = new Date() }: { db: Db; storage: FileStorage; userId: string; now?: Date }): Promise<ReadableStream<Uint8Array>> {
  const [me] = await db.select().from(user).where(eq(user.id, userId));
  if (!me) throw new Error("exportUserData: no such user");
  const files: { key: string; path: string; listed: { arquivoNoZip: string | null } }[] = [];
  const memberships = await db
    .select({ studioId: studioMember.studioId, role: studioMember.role, since: studioMember.createdAt, name: studio.name })
    .from(studioMember)
    .innerJoin(studio, eq(studio.id, studioMember.studioId))
    .where(eq(studioMember.userId, userId));

  const studios = [];
  for (const m of memberships) {
    if (m.role !== "owner") {
      studios.push({ id: m.studioId, nome: m.name, papel: m.role, desde: m.since, observacao: "Estúdio de outra pessoa: os dados dele são do proprietário." });
      continue;
    }
    const id = m.studioId;
    const documents = await db.select().from(projectDocument).where(eq(projectDocument.studioId, id));
    const versions = documents.length > 0 ? await db.select().from(documentVersion).where(inArray(documentVersion.documentId, documents.map((d) => d.id))) : [];
    const projects = await db.select().from(project).where(eq(project.studioId, id));
    const stages = projects.length > 0 ? await db.select().from(projectStageChange).where(inArray(projectStageChange.projectId, projects.map((p) => p.id))) : [];
    const stored = await db.select().from(storedFile).where(eq(storedFile.studioId, id));
    const fileList = stored.map((file) => {
      const listed = { ...withoutSecrets(file), arquivoNoZip: zipPath(file.id, file.originalName) as string | null };
      files.push({ key: file.storageKey, path: listed.arquivoNoZip!, listed });
      return listed;
    });
    const [own] = await db.select().from(studio).where(eq(studio.id, id));
    studios.push({
      id,
      nome: m.name,
      papel: m.role,
      desde: m.since,
      dados: {
        estudio: own,
        membros: await db.select({ userId: studioMember.userId, papel: studioMember.role, desde: studioMember.createdAt }).from(studioMember).where(eq(studioMember.studioId, id)),
        convites: clean(await db.select().from(studioInvitation).where(eq(studioInvitation.studioId, id))),
        clientes: await db.select().from(client).where(eq(client.studioId, id)),
        projetos: projects,
        mudancasDeEtapa: stages,
        documentos: documents.map((d) => ({ ...d, versoes: versions.filter((v) => v.documentId === d.id).sort((a, b) => a.number - b.number) })),
        linksDeCliente: clean(await db.select().from(documentClientLink).where(eq(documentClientLink.studioId, id))),
        apresentacoes: await db.select().from(presentation).where(eq(presentation.studioId, id)),
        arquivos: fileList,
        pedidosDePlano: await db.select().from(upgradeRequest).where(eq(upgradeRequest.studioId, id)),
        usoDeIa: await db.select().from(aiUsage).where(eq(aiUsage.studioId, id)),
        cubsDoEstudio: await db.select().from(studioCub).where(eq(studioCub.studioId, id)),
        especificacaoDeMateriais: await db.select().from(projectMaterial).where(eq(projectMaterial.studioId, id)),
      },
    });
  }

  const conversations = await db.select().from(conversation).where(eq(conversation.userId, userId));
  const messages = conversations.length > 0 ? await db.select().from(message).where(inArray(message.conversationId, conversations.map((c) => c.id))) : [];
  const data = {
    geradoEm: now.toISOString(),
    sobre: "Seus dados na Prancheta (LGPD, art. 18). Datas em UTC (ISO 8601). Senhas e chaves de acesso não são incluídas.",
    conta: { ...me, trocaDeEmailPendente: (await db.select({ novoEmail: emailChange.newEmail, expiraEm: emailChange.expiresAt }).from(emailChange).where(eq(emailChange.userId, userId)))[0] ?? null },
    metodosDeLogin: clean(await db.select().from(account).where(eq(account.userId, userId))),
    sessoes: clean(await db.select().from(session).where(and(eq(session.userId, userId)))),
    conversas: conversations.map((c) => ({ ...c, mensagens: messages.filter((msg) => msg.conversationId === c.id) })),
    estudios: studios,
  };
  return streamOf(
    zipChunks(
      (async function* () {
        for (const file of files) {
          const bytes = await storage.get(file.key);
          // Gone from the storage: listed with no file, rather than failing the whole export.
          if (!bytes) file.listed.arquivoNoZip = null;
          else yield { path: file.path, bytes, compress: false };
        }
        // Last, so it says truly which files made it into the archive.
        yield { path: "dados.json", bytes: strToU8(JSON.stringify(data, null, 2)), compress: true };
      })(),
      now,
    ),
  );
}

/** Bytes handed to the zip at a time; between slices the server's thread answers others. */
const SLICE = 256 * 1024;

/**
 * A ZIP written as it is read (fflate's streaming Zip): one file in memory at a time, images
 * stored as they are (already compressed), the JSON deflated, and the event loop let go between
 * slices, so a studio with hundreds of photos neither fills the memory nor stalls other requests.
 */
async function* zipChunks(entries: AsyncIterable<{ path: string; bytes: Uint8Array; compress: boolean }>, mtime: Date): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  for await (const entry of entries) {
    const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
    file.mtime = mtime;
    zip.add(file);
    let offset = 0;
    do {
      const end = Math.min(offset + SLICE, entry.bytes.byteLength);
      file.push(entry.bytes.subarray(offset, end), end === entry.bytes.byteLength);
      offset = end;
      if (failure) throw failure;
      while (out.length > 0) yield out.shift()!;
      await new Promise((resolve) => setImmediate(resolve));
    } while (offset < entry.bytes.byteLength);
  }
  zip.end();
  if (failure) throw failure;
  while (out.length > 0) yield out.shift()!;
}

function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
