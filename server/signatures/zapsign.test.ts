import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeZapSign, type FakeZapSign } from "#test-support/fake-zapsign";
import { SignatureProviderError } from "./provider";
import { createZapSignProvider } from "./zapsign";

// SignatureProvider over the fake ZapSign (decision 109): the adapter speaks ZapSign's protocol and
// answers in our words.

const TOKEN = "zs-token-do-estudio-0001";
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n");
let fake: FakeZapSign;
let hook: Server;
let hookUrl = "";
const received: { authorization: string | undefined; body: unknown }[] = [];

beforeAll(async () => {
  fake = await startFakeZapSign({ apiToken: TOKEN });
  hook = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as unknown });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
});

afterAll(async () => {
  await fake.close();
  await new Promise((resolve) => hook.close(resolve));
});

async function refusal(promise: Promise<unknown>): Promise<SignatureProviderError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(SignatureProviderError);
  return error as SignatureProviderError;
}

describe("ZapSign", () => {
  const provider = () => createZapSignProvider({ baseUrl: fake.url, apiToken: TOKEN });
  const signer = { name: "Maria Cliente", email: "maria@example.com", cpf: "52998224725" };

  it("sends a PDF with its signer and answers the sign URL; the signed webhook carries our header, and the document is read back signed with its file", async () => {
    await provider().registerSignedWebhook({ url: hookUrl, authorization: "Bearer segredo-nosso" });
    const sent = await provider().sendDocument({ name: "Contrato v1", pdf: PDF, externalId: "ext-1", signer });
    expect(sent.signUrl).toContain(fake.url);
    const doc = fake.documents.find((d) => d.token === sent.documentToken)!;
    expect(doc.pdf.equals(PDF)).toBe(true);
    expect(doc.signers[0]).toMatchObject({ name: "Maria Cliente", email: "maria@example.com", cpf: "52998224725" });
    await fake.sign(sent.documentToken, new Date("2026-12-03T15:00:00Z"));
    expect(received.at(-1)!.authorization).toBe("Bearer segredo-nosso");
    expect(provider().parseSignedEvent(received.at(-1)!.body)).toEqual({ documentToken: sent.documentToken, complete: true });
    const read = await provider().getDocument({ documentToken: sent.documentToken });
    expect(read).toMatchObject({ documentToken: sent.documentToken, externalId: "ext-1", complete: true, signerName: "Maria Cliente", signedAt: "2026-12-03T15:00:00.000Z" });
    // Another account's token cannot read it.
    fake.addAccount("token-de-outra-conta");
    expect((await refusal(createZapSignProvider({ baseUrl: fake.url, apiToken: "token-de-outra-conta" }).getDocument({ documentToken: sent.documentToken }))).kind).toBe("not_found");
    const file = Buffer.from(await (await fetch(read.signedFileUrl!)).arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("reads ZapSign's refusals: a wrong token, a bad field, an outage", async () => {
    expect((await refusal(createZapSignProvider({ baseUrl: fake.url, apiToken: "outro" }).sendDocument({ name: "x", pdf: PDF, externalId: "e", signer }))).kind).toBe("unauthorized");
    const bad = await refusal(provider().sendDocument({ name: "x", pdf: PDF, externalId: "e", signer: { ...signer, email: "nao-e-email" } }));
    expect(bad.kind).toBe("invalid_request");
    expect(bad.details[0]!.field).toBe("signers");
    fake.failNext(503, { detail: "Serviço indisponível." });
    expect((await refusal(provider().sendDocument({ name: "x", pdf: PDF, externalId: "e", signer }))).kind).toBe("unavailable");
  });

  it("ignores other events", () => {
    expect(provider().parseSignedEvent({ event_type: "doc_created", token: "t" })).toBeNull();
    expect(provider().parseSignedEvent("x")).toBeNull();
  });
});
