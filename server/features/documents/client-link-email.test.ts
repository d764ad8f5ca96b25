import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clientLinkEmailSentSchema, clientLinkStatusSchema, createdClientLinkSchema } from "#domain/client-briefing.schema";
import type { ClientInput } from "#domain/clients.schema";
import { documentSchema, type ProjectDocument } from "#domain/documents.schema";
import { studio } from "#server/db/schema";
import { createLogger } from "#server/lib/logger";
import { createMailer, type Mailer } from "#server/mail/mailer";
import { createTestContext, signedInUser, TEST_BASE_URL, type TestContext } from "#server/test/harness";
import { addClient, addProject, errorOf, read } from "#server/test/studio";
import { startSmtpCatcher, type SmtpCatcher } from "#test-support/smtp-catcher";

/** R-DOC-8: the app e-mails the briefing's link to the client, for the studio, through SMTP. */

const FROM = "Prancheta <nao-responda@prancheta.app.br>";
let ctx: TestContext;
let smtp: SmtpCatcher;
/** What the app and the mailers wrote to the log, one JSON line each. */
const logLines: string[] = [];
const logger = createLogger(
  "info",
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(chunk.toString());
      done();
    },
  }),
);
/** The app's mailer, switched per test: SMTP on the fake server, SMTP that is down, or the log. */
let current: Mailer;
const mailer: Mailer = { send: (m) => current.send(m), drain: () => current.drain(), deliver: (m) => current.deliver(m) };
let onSmtp: Mailer;

beforeAll(async () => {
  smtp = await startSmtpCatcher({ smtpPort: 0, httpPort: 0 });
  onSmtp = createMailer({ smtpUrl: `smtp://127.0.0.1:${smtp.smtpPort}`, from: FROM, logger });
  ctx = await createTestContext({}, { mailer, logger });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});
beforeEach(() => {
  current = onSmtp;
  smtp.messages.length = 0;
  logLines.length = 0;
});

type Architect = Awaited<ReturnType<typeof signedInUser>>;

async function briefingWithLink(clientInput: ClientInput = { name: "Marina Souza", email: "marina.souza@exemplo.com.br", phone: "(11) 98765-4321" }) {
  const architect = await signedInUser(ctx);
  await ctx.database.db.update(studio).set({ name: "Lima Arquitetura", publicEmail: "contato@lima.arq.br" }).where(eq(studio.id, architect.studioId));
  const client = await addClient(architect.client, clientInput);
  const project = await addProject(architect.client, { name: "Casa Jardins", clientId: client.id });
  const created = await architect.client.post(`/api/projects/${project.id}/documents`, { kind: "briefing" });
  expect(created.status).toBe(201);
  const doc: ProjectDocument = await read(documentSchema, created);
  const link = await read(createdClientLinkSchema, await architect.client.post(`/api/documents/${doc.id}/client-link`));
  return { architect, doc, url: link.url, token: link.url.split("/").at(-1)! };
}

const email = (architect: Architect, documentId: string, url: string) => architect.client.post(`/api/documents/${documentId}/client-link/email`, { url });

describe("e-mailing the link to the client (R-DOC-8)", () => {
  it("goes through SMTP to the client's e-mail, with the studio's name as sender and in the subject, replies to the studio", async () => {
    const { architect, doc, url, token } = await briefingWithLink();
    const status = await read(clientLinkStatusSchema, await architect.client.get(`/api/documents/${doc.id}/client-link`));
    expect(status.recipient).toEqual({ name: "Marina Souza", kind: null, addressForm: null, email: "marina.souza@exemplo.com.br", phone: "+5511987654321", projectName: "Casa Jardins", studioName: "Lima Arquitetura" });

    const res = await email(architect, doc.id, url);
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await read(clientLinkEmailSentSchema, res)).to).toBe("marina.souza@exemplo.com.br");

    expect(smtp.messages).toHaveLength(1);
    const mail = smtp.messages[0]!;
    expect(mail.to).toEqual(["marina.souza@exemplo.com.br"]);
    expect(mail.from).toBe("Lima Arquitetura via Prancheta <nao-responda@prancheta.app.br>");
    expect(mail.subject).toBe("Lima Arquitetura: briefing do projeto Casa Jardins");
    expect(mail.raw).toMatch(/^Reply-To: contato@lima\.arq\.br\r?$/m);
    expect(mail.text).toContain("Olá, Marina,\n\nLima Arquitetura preparou o briefing do projeto Casa Jardins: perguntas para entender o que é importante para você.");
    expect(mail.text).toContain(`Responder o briefing: ${TEST_BASE_URL}/briefing-cliente/${token}`);
    expect(mail.text).toMatch(/O link vale até \d{2}\/\d{2}\/\d{4}\./);
    expect(mail.html).toContain(`href="${TEST_BASE_URL}/briefing-cliente/${token}"`);
    // The token is a secret: the log says an e-mail went, never with it.
    expect(logLines.join("")).toContain("e-mail enviado");
    expect(logLines.join("")).not.toContain(token);
  });

  it("speaks to the client as stored: a woman addressed formally", async () => {
    const { architect, doc, url } = await briefingWithLink({ name: "Juliana Kowalski", email: "juliana@exemplo.com.br", kind: "pessoa_feminina", addressForm: "formal" });
    expect((await email(architect, doc.id, url)).status).toBe(200);
    expect(smtp.messages[0]!.text).toContain(
      "Prezada Sra. Juliana Kowalski,\n\nLima Arquitetura preparou o briefing do projeto Casa Jardins: perguntas para entender o que é importante para a senhora.",
    );
    expect(smtp.messages[0]!.text).toContain("enquanto a senhora escreve.");
  });

  it("writes the address with BASE_URL, whatever origin the browser sent", async () => {
    const { architect, doc, token } = await briefingWithLink();
    const res = await email(architect, doc.id, `https://outro.example/briefing-cliente/${token}`);
    expect(res.status).toBe(200);
    expect(smtp.messages[0]!.text).toContain(`${TEST_BASE_URL}/briefing-cliente/${token}`);
    expect(smtp.messages[0]!.text).not.toContain("outro.example");
  });

  it("only the briefing's active link: a cancelled one, another briefing's, or no link at all is a 422 on the field", async () => {
    const { architect, doc, url } = await briefingWithLink();
    const other = await briefingWithLink();
    expect((await architect.client.post(`/api/documents/${doc.id}/client-link`)).status).toBe(201);
    for (const sent of [url, other.url, `${TEST_BASE_URL}/briefing-cliente/${"a".repeat(43)}`]) {
      const res = await email(architect, doc.id, sent);
      expect(res.status).toBe(422);
      expect((await errorOf(res)).fields).toEqual({ url: "Este não é o link ativo deste briefing: gere um novo link e envie-o." });
    }
    const malformed = await email(architect, doc.id, "https://exemplo.com/qualquer");
    expect(malformed.status).toBe(422);
    expect((await errorOf(malformed)).fields).toEqual({ url: "Link inválido: envie o endereço gerado para este briefing." });
    // Another studio's briefing is not found, even with its own active link.
    expect((await email(architect, other.doc.id, other.url)).status).toBe(404);
    expect(smtp.messages).toEqual([]);
  });

  it("a client without an e-mail: 422 saying so and offering the other ways", async () => {
    const { architect, doc, url } = await briefingWithLink({ name: "Marina Souza", email: null, phone: null });
    const res = await email(architect, doc.id, url);
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe("Marina Souza não tem e-mail cadastrado. Cadastre o e-mail na ficha do cliente, ou envie o link pelo WhatsApp ou copiando-o.");
    expect(smtp.messages).toEqual([]);
  });

  it("at most 5 e-mails of a briefing's link an hour: the 6th is a 429 with Retry-After", async () => {
    const { architect, doc, url } = await briefingWithLink();
    for (let i = 0; i < 5; i++) expect((await email(architect, doc.id, url)).status).toBe(200);
    const res = await email(architect, doc.id, url);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(3000);
    expect((await errorOf(res)).message).toMatch(/^Muitos e-mails com o link enviados em pouco tempo\. Aguarde .+ e tente novamente, ou envie pelo WhatsApp\.$/);
    expect(smtp.messages).toHaveLength(5);
  });

  it("SMTP down: 502 in pt-BR, and the attempt does not count against the limit", async () => {
    const { architect, doc, url } = await briefingWithLink();
    // Nothing listens on port 1: the connection is refused.
    current = createMailer({ smtpUrl: "smtp://127.0.0.1:1", from: FROM, logger });
    const requestIds: (string | null)[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await email(architect, doc.id, url);
      expect(res.status).toBe(502);
      expect((await errorOf(res)).message).toBe("Não foi possível enviar o e-mail agora. Tente novamente em instantes, ou envie o link pelo WhatsApp ou copiando-o.");
      requestIds.push(res.headers.get("X-Request-Id"));
    }
    // The log says why for the team, apart from the user's message, under each request's id (decision 084).
    const failures = logLines.map((l) => JSON.parse(l) as { msg: string; requestId?: string; document?: string; err?: { message: string } }).filter((l) => l.msg === "falha ao enviar o link do briefing por e-mail");
    expect(failures.map((l) => l.requestId)).toEqual(requestIds);
    expect(failures.every((l) => l.document === doc.id && /ECONNREFUSED/.test(l.err?.message ?? ""))).toBe(true);
    current = onSmtp;
    expect((await email(architect, doc.id, url)).status).toBe(200);
    expect(smtp.messages).toHaveLength(1);
  });

  it("without SMTP the e-mail goes to the log without the token", async () => {
    const { architect, doc, token } = await briefingWithLink();
    current = createMailer({ smtpUrl: undefined, from: FROM, logger });
    const res = await email(architect, doc.id, `${TEST_BASE_URL}/briefing-cliente/${token}`);
    expect(res.status).toBe(200);
    const log = logLines.join("");
    expect(log).toContain("Olá, Marina,");
    expect(log).toContain(`Responder o briefing: ${TEST_BASE_URL}/briefing-cliente/[oculto]`);
    expect(log).not.toContain(token);
  });
});
