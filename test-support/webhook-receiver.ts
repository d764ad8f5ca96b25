import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
  path: string;
}

/**
 * A system that receives the studio's webhooks, speaking plain HTTP on loopback (the tests run
 * with WEBHOOKS_ALLOW_PRIVATE=1). It answers the statuses queued in `answers` in turn (200 when
 * empty) and keeps every request as it came, raw body included, to verify the signature.
 */
export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  answers: { status: number; body: string }[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(path = "/webhooks/prancheta"): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const answers: { status: number; body: string }[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), path: req.url ?? "/" });
      const answer = answers.shift() ?? { status: 200, body: '{"recebido":true}' };
      res.writeHead(answer.status, { "content-type": "application/json" });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    received,
    answers,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
