import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAi, type FakeOpenAi } from "#test-support/fake-openai";
import { createTestContext, signUp, TestClient, type TestContext } from "#server/test/harness";

/**
 * What one chat question costs the database before its first token (issue 20, "Streaming at
 * scale": each statement is a round trip, and 50 streams at once queue behind them). Before:
 * 12 (Better Auth's session and user reads, the studio scope, the rate limit, the plan read and
 * the quota upsert, and a transaction of six for the exchange); then 3 for a new conversation;
 * now 2 (decision 102).
 */
const statements: string[] = [];
let recording = false;
let ctx: TestContext;
let openai: FakeOpenAi;

beforeAll(async () => {
  openai = await startFakeOpenAi();
  ctx = await createTestContext(
    { AI_BASE_URL: openai.url, AI_API_KEY: "sk-servidor-chave-de-teste-0001", AI_COOLDOWN_SECONDS: "0", AI_TIMEOUT_SECONDS: "30" },
    { onQuery: (query) => recording && statements.push(query) },
  );
});
afterAll(async () => {
  await ctx?.close();
  await openai?.close();
});

/** Each statement by what it does, or its own text when it is none of these (the failure then shows it). */
function kindOf(query: string): string {
  const q = query.replace(/\s+/g, " ").trim().toLowerCase();
  if (/^(begin|commit)\b/.test(q)) return q.split(" ")[0]!;
  if (/from "session" left join "studio_member"/.test(q)) return "sessão e estúdio";
  if (q.startsWith("insert into rate_limit")) return "limite de uso";
  if (/^with hit as \( insert into rate_limit .* insert into ai_usage .* insert into conversation .* insert into message .* insert into message/.test(q)) return "limite de uso, cota do plano e troca";
  if (/^with hit as \( insert into rate_limit .* insert into ai_usage/.test(q)) return "limite de uso e cota do plano";
  if (/^with account as .* insert into ai_usage/.test(q)) return "cota do plano";
  if (/^with .*insert into message .* select role, content from message/.test(q)) return "troca (pergunta, resposta, histórico)";
  if (/^update "conversation" set "updated_at"/.test(q)) return "trava da conversa";
  return q.slice(0, 160);
}

/** Sends the question and returns the statements sent before the first token, then drains the stream. */
async function statementsBeforeFirstToken(client: TestClient, body: Record<string, unknown>): Promise<{ kinds: string[]; conversationId: string }> {
  statements.length = 0;
  recording = true;
  const res = await client.post("/api/chat", body);
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let seen = "";
  let before: string[] | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    seen += decoder.decode(value, { stream: true });
    if (!before && seen.includes("event: token")) {
      before = [...statements];
      recording = false;
    }
  }
  recording = false;
  expect(before, seen).toBeDefined();
  const conversationId = /"conversationId":"([^"]+)"/.exec(seen)![1]!;
  return { kinds: before!.map(kindOf), conversationId };
}

describe("the database statements of POST /api/chat before the first token", () => {
  it("a new conversation's question: 2 (session and studio; rate limit, quota and the exchange)", async () => {
    const client = new TestClient(ctx);
    await signUp(client);
    // The session's first request picks its studio (sign-up leaves none): once per session.
    expect((await client.get("/api/me")).status).toBe(200);
    const { kinds } = await statementsBeforeFirstToken(client, { message: "Qual a largura mínima de uma rampa?" });
    // No read of the session by Better Auth nor of the user: the request reads the session by its
    // token with the studio membership in one statement (decision 089).
    // The exchange is stored by the quota's own statement, only when the question goes on (decision 102).
    expect(kinds).toEqual(["sessão e estúdio", "limite de uso, cota do plano e troca"]);
  });

  it("a follow-up: the conversation locked, then the exchange in one statement", async () => {
    const client = new TestClient(ctx);
    await signUp(client);
    const first = await statementsBeforeFirstToken(client, { message: "Qual a largura mínima de uma rampa?" });
    const { kinds } = await statementsBeforeFirstToken(client, { message: "E a inclinação?", conversationId: first.conversationId });
    // begin/commit are the driver's (PostgreSQL's pool sends them, PGlite's transaction does not log them).
    expect(kinds.filter((k) => k !== "begin" && k !== "commit")).toEqual([
      "sessão e estúdio",
      "limite de uso e cota do plano",
      "trava da conversa",
      "troca (pergunta, resposta, histórico)",
    ]);
  });
});
