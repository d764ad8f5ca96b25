import { randomUUID } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { searchKey } from "#domain/clients";
import { openDatabase } from "#server/db/client";
import { client, project, projectStageChange, studio, studioMember, user } from "#server/db/schema";
import { clientKeys } from "#server/features/clients/clients.service";
import { cookieFrom, sseEvents, TransportError, userIp, virtualClient, type LoadRequest, type LoadResponse, type VirtualClient } from "./load-client";

/**
 * The mixed workload of bench/load.ts and bench/chaos.ts: closed-loop virtual users (each sends
 * its next request as soon as the last one ended, no think time), each signed in as its own
 * account on a Premium studio (unlimited text generations), from its own loopback IP.
 *
 * The app's limits stay as in production (AUTH_RATE_LIMIT_MAX 10 per IP per minute,
 * AI_RATE_LIMIT_MAX 20 per user per minute); a user with no closed-loop pause would pass both
 * within seconds, so each user paces those two (a sign-in per 7.5 s from its IP, a chat per
 * 3.75 s: 8 and 16 a minute) and, when one comes too soon, reads a project instead. Those swaps
 * are counted and printed.
 */

export const PASSWORD = "senha-segura-1";
const SIGN_IN_BUDGET = 8;
const CHAT_BUDGET = 16;
const WINDOW_MS = 60_000;
const REQUEST_TIMEOUT_MS = 15_000;
/**
 * A user whose request failed waits this long before the next one, as a person (or the web app's
 * retry) would; without it a user spins on instant 502s and the error count says how fast the
 * loop spins rather than how many requests people would have lost.
 */
const AFTER_ERROR_MS = 250;
const CHAT_TIMEOUT_MS = 30_000;
const CLIENTS_PER_ACCOUNT = 20;
const PROJECTS_PER_ACCOUNT = 3;
/** A conversation is continued this many times, then a new one starts (its prompt stays short). */
const MESSAGES_PER_CONVERSATION = 5;

const FIRST = ["João", "José", "Maria", "Ana", "Luíza", "Júlia", "Antônio", "Sebastião", "Conceição", "Inês", "Fábio", "Mônica", "Márcio", "Cecília"];
const LAST = ["Silva", "Souza", "Araújo", "Gonçalves", "Magalhães", "Simões", "Brandão", "Falcão", "Guimarães", "Lima", "Costa", "Ribeiro"];
const SEARCHES = ["mar", "jo", "ana si", "sebas", "gonçalves", "inês", "fabio", "cec", "lima", "zzz"];
const QUESTIONS = ["Qual a largura mínima de uma rampa acessível?", "Altura do guarda-corpo?", "Pé-direito mínimo de um dormitório?"];

export type Action = "entrar" | "buscar clientes" | "listar projetos" | "ler projeto" | "alterar projeto" | "criar cliente" | "chat";
/** Weights of the mix, per 100 iterations. */
const MIX: [Action, number][] = [
  ["entrar", 5],
  ["buscar clientes", 25],
  ["listar projetos", 12],
  ["ler projeto", 20],
  ["alterar projeto", 15],
  ["criar cliente", 5],
  ["chat", 18],
];

export interface Account {
  index: number;
  email: string;
  ip: string;
  cookie: string;
  projectIds: string[];
}

/**
 * Per-key pacing the virtual users keep to, shared by every run of one bench: at most one hit
 * per `60 s / max`, so never more than max + 1 in any minute (under the app's limit, however its
 * fixed window falls) and, unlike a burst budget, spread evenly over a run.
 */
export class Budgets {
  private readonly last = new Map<string, number>();
  take(key: string, max: number, now = Date.now()): boolean {
    const previous = this.last.get(key);
    if (previous !== undefined && now - previous < WINDOW_MS / max) return false;
    this.last.set(key, now);
    return true;
  }
}

export interface Sample {
  action: Action;
  start: number;
  end: number;
  /** Why it failed, worded the same for the same failure (they are counted by this text). */
  error?: string;
}

const pick = <T>(list: readonly T[]) => list[Math.floor(Math.random() * list.length)]!;

function pickAction(): Action {
  let r = Math.random() * MIX.reduce((sum, [, w]) => sum + w, 0);
  for (const [action, weight] of MIX) {
    r -= weight;
    if (r < 0) return action;
  }
  return "ler projeto";
}

/** An HTTP answer that is not what the route promises, worded for counting. */
class Failure extends Error {}

function check(action: string, res: LoadResponse, ok: number[]): LoadResponse {
  if (ok.includes(res.status)) return res;
  let detail = res.text.slice(0, 120);
  try {
    const body = JSON.parse(res.text) as { error?: { code?: string; message?: string } };
    if (body.error) detail = `${body.error.code}: ${body.error.message}`;
  } catch {
    // not JSON (nginx's own pages): the start of the text
    detail = detail.replace(/\s+/g, " ");
  }
  throw new Failure(`${action} → HTTP ${res.status} ${detail}`);
}

export interface Target {
  /** Where requests go: the proxy, or one process directly. */
  url: string;
  /** BASE_URL of the app: the Origin its auth and CSRF checks accept. */
  origin: string;
}

async function signUp(http: VirtualClient, target: Target, email: string): Promise<string> {
  const res = await http.send({
    method: "POST",
    url: `${target.url}/api/auth/sign-up/email`,
    headers: { origin: target.origin },
    body: { name: "Bench", email, password: PASSWORD, acceptTerms: true },
    timeoutMs: 60_000,
  });
  check("entrar", res, [200]);
  return cookieFrom(res);
}

/** Runs `work` over `items` with at most `concurrency` at once. */
async function inPool<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

/**
 * Signs up `count` accounts (each from its user's IP, which counts one hit of that IP's sign-in
 * limit), then, in the database, moves their studios to Premium and gives each a few clients and
 * projects (written as the routes write them, as bench/clients-search.ts does: thousands of
 * creation requests would only lengthen the preparation).
 */
export async function prepareAccounts(options: { target: Target; databaseUrl: string; count: number; budgets: Budgets }): Promise<Account[]> {
  const { target, databaseUrl, count, budgets } = options;
  const run = Math.random().toString(36).slice(2, 8);
  const accounts: Account[] = Array.from({ length: count }, (_, index) => ({
    index,
    email: `carga-${run}-${index}@exemplo.com.br`,
    ip: userIp(index),
    cookie: "",
    projectIds: [],
  }));
  await inPool(accounts, 8, async (account) => {
    const http = virtualClient(account.ip);
    try {
      budgets.take(`ip:${account.ip}`, SIGN_IN_BUDGET);
      account.cookie = await signUp(http, target, account.email);
    } finally {
      http.close();
    }
  });

  const database = await openDatabase({ databaseUrl });
  try {
    const db = database.db;
    const owners = await db
      .select({ email: user.email, userId: user.id, studioId: studioMember.studioId })
      .from(studioMember)
      .innerJoin(user, eq(user.id, studioMember.userId))
      .where(and(inArray(user.email, accounts.map((a) => a.email)), eq(studioMember.role, "owner")));
    if (owners.length !== count) throw new Error(`${owners.length} estúdios encontrados para ${count} contas`);
    await db.update(studio).set({ plan: "premium" }).where(inArray(studio.id, owners.map((o) => o.studioId)));

    const clients: (typeof client.$inferInsert)[] = [];
    const projects: (typeof project.$inferInsert)[] = [];
    const history: (typeof projectStageChange.$inferInsert)[] = [];
    const byEmail = new Map(accounts.map((a) => [a.email, a]));
    const at = new Date();
    for (const { email, userId, studioId } of owners) {
      const clientIds: string[] = [];
      for (let i = 0; i < CLIENTS_PER_ACCOUNT; i++) {
        const name = `${pick(FIRST)} ${pick(LAST)} ${pick(LAST)}`;
        const id = randomUUID();
        clientIds.push(id);
        clients.push({ id, studioId, createdBy: userId, updatedBy: userId, name, email: null, ...clientKeys({ name, email: null }), createdAt: at, updatedAt: at });
      }
      for (let i = 0; i < PROJECTS_PER_ACCOUNT; i++) {
        const id = randomUUID();
        const name = `Residência ${i + 1}`;
        byEmail.get(email)!.projectIds.push(id);
        projects.push({ id, studioId, createdBy: userId, updatedBy: userId, clientId: clientIds[i]!, name, searchKey: searchKey(name), type: "residencial", standard: "normal", stage: "levantamento", status: "em-andamento", createdAt: at, updatedAt: at });
        history.push({ id: randomUUID(), projectId: id, stage: "levantamento", previous: null, changedBy: userId, at });
      }
    }
    for (let i = 0; i < clients.length; i += 500) await db.insert(client).values(clients.slice(i, i + 500));
    for (let i = 0; i < projects.length; i += 500) await db.insert(project).values(projects.slice(i, i + 500));
    for (let i = 0; i < history.length; i += 500) await db.insert(projectStageChange).values(history.slice(i, i + 500));
  } finally {
    await database.close();
  }
  return accounts;
}

export interface RunResult {
  samples: Sample[];
  /** Iterations that read a project instead, because the user was at its budget for this action. */
  swapped: Map<Action, number>;
  startedAt: number;
  endedAt: number;
}

/**
 * `vus` closed-loop users (accounts[0..vus)) against `target` until `until()` says stop (checked
 * between requests; a request in flight finishes or times out).
 */
export async function runLoad(options: { target: Target; accounts: Account[]; vus: number; budgets: Budgets; until: () => boolean }): Promise<RunResult> {
  const { target, accounts, vus, budgets, until } = options;
  if (accounts.length < vus) throw new Error(`${vus} usuários pedidos, ${accounts.length} preparados`);
  const samples: Sample[] = [];
  const swapped = new Map<Action, number>();
  const startedAt = performance.now();

  await Promise.all(
    accounts.slice(0, vus).map(async (account) => {
      const http = virtualClient(account.ip);
      let conversationId: string | undefined;
      let messages = 0;
      const headers = () => ({ origin: target.origin, cookie: account.cookie });
      const send = (req: Omit<LoadRequest, "headers" | "timeoutMs"> & { timeoutMs?: number }) =>
        http.send({ timeoutMs: REQUEST_TIMEOUT_MS, ...req, headers: headers() });

      const perform: Record<Action, () => Promise<void>> = {
        entrar: async () => {
          const res = await send({ method: "POST", url: `${target.url}/api/auth/sign-in/email`, body: { email: account.email, password: PASSWORD } });
          check("entrar", res, [200]);
          account.cookie = cookieFrom(res);
        },
        "buscar clientes": async () => {
          check("buscar clientes", await send({ method: "GET", url: `${target.url}/api/clients?search=${encodeURIComponent(pick(SEARCHES))}` }), [200]);
        },
        "listar projetos": async () => {
          check("listar projetos", await send({ method: "GET", url: `${target.url}/api/projects` }), [200]);
        },
        "ler projeto": async () => {
          check("ler projeto", await send({ method: "GET", url: `${target.url}/api/projects/${pick(account.projectIds)}` }), [200]);
        },
        "alterar projeto": async () => {
          const body = { builtArea: Math.round(80 + Math.random() * 400) };
          check("alterar projeto", await send({ method: "PATCH", url: `${target.url}/api/projects/${pick(account.projectIds)}`, body }), [200]);
        },
        "criar cliente": async () => {
          check("criar cliente", await send({ method: "POST", url: `${target.url}/api/clients`, body: { name: `${pick(FIRST)} ${pick(LAST)}` } }), [201]);
        },
        chat: async () => {
          if (messages++ % MESSAGES_PER_CONVERSATION === 0) conversationId = undefined;
          const res = await send({ method: "POST", url: `${target.url}/api/chat`, body: { message: pick(QUESTIONS), conversationId }, timeoutMs: CHAT_TIMEOUT_MS });
          check("chat", res, [200]);
          const events = sseEvents(res.text);
          const failed = events.find((e) => e.event === "error" || e.event === "notice");
          if (failed) throw new Failure(`chat → evento ${failed.event}: ${failed.data.slice(0, 160)}`);
          if (!events.some((e) => e.event === "done")) throw new Failure(`chat → fluxo terminou sem done (eventos: ${events.map((e) => e.event).join(", ") || "nenhum"})`);
          const meta = events.find((e) => e.event === "meta");
          if (meta) conversationId = (JSON.parse(meta.data) as { conversationId: string }).conversationId;
        },
      };

      try {
        while (!until()) {
          let action = pickAction();
          const budget = action === "entrar" ? budgets.take(`ip:${account.ip}`, SIGN_IN_BUDGET) : action === "chat" ? budgets.take(`user:${account.email}`, CHAT_BUDGET) : true;
          if (!budget) {
            swapped.set(action, (swapped.get(action) ?? 0) + 1);
            action = "ler projeto";
          }
          const start = performance.now();
          try {
            await perform[action]();
            samples.push({ action, start, end: performance.now() });
          } catch (err) {
            const error = err instanceof Failure ? err.message : err instanceof TransportError ? `${action} → sem resposta HTTP: ${err.code}` : `${action} → ${String(err)}`;
            // A chat that broke mid-conversation starts a new one.
            if (action === "chat") conversationId = undefined;
            samples.push({ action, start, end: performance.now(), error });
            await new Promise((resolve) => setTimeout(resolve, AFTER_ERROR_MS));
          }
        }
      } finally {
        http.close();
      }
    }),
  );
  return { samples, swapped, startedAt, endedAt: performance.now() };
}

export interface Figures {
  requests: number;
  perSecond: number;
  p50: number;
  p99: number;
  errors: Map<string, number>;
}

/** Figures of the samples that ended within [from, to) (performance.now() times). */
export function figures(samples: Sample[], from: number, to: number): Figures {
  const within = samples.filter((s) => s.end >= from && s.end < to);
  const durations = within.map((s) => s.end - s.start);
  const errors = new Map<string, number>();
  for (const s of within) if (s.error) errors.set(s.error, (errors.get(s.error) ?? 0) + 1);
  return {
    requests: within.length,
    perSecond: within.length / ((to - from) / 1000),
    p50: durations.length ? percentile(durations, 50) : 0,
    p99: durations.length ? percentile(durations, 99) : 0,
    errors,
  };
}

export const errorCount = (f: Figures) => [...f.errors.values()].reduce((a, b) => a + b, 0);

/** A plain-text table, columns padded to their widest cell (numbers right-aligned). */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ");
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export const fmtMs = (v: number) => (v >= 100 ? v.toFixed(0) : v.toFixed(1));

/** Per-action figures of a run, one line each. */
export function actionTable(samples: Sample[]): string {
  const actions = MIX.map(([a]) => a);
  const rows = actions.map((action) => {
    const of = samples.filter((s) => s.action === action);
    const durations = of.map((s) => s.end - s.start);
    return [action, String(of.length), durations.length ? fmtMs(percentile(durations, 50)) : "-", durations.length ? fmtMs(percentile(durations, 99)) : "-", String(of.filter((s) => s.error).length)];
  });
  return table(["ação", "requisições", "p50 ms", "p99 ms", "erros"], rows);
}
