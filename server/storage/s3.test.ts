import { Readable } from "node:stream";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "#server/config";
import { startFakeS3, type FakeS3 } from "#test-support/fake-s3";
import { StorageError } from "./file-storage";
import { openStorage } from "./open-storage";
import { s3Storage } from "./s3";

let fake: FakeS3;
beforeAll(async () => {
  fake = await startFakeS3();
});
afterAll(() => fake?.close());

const s3Config = (overrides: Record<string, string> = {}) => loadConfig(fake.env(overrides)).s3!;

/** An S3 error reaches the caller as a StorageError with this message, and never the secret. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => expect.unreachable("deveria ter falhado"),
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(StorageError);
  const message = (err as StorageError).message;
  expect(message).not.toContain(fake.secretAccessKey);
  return message;
}

describe("S3 storage (against the fake S3 on loopback)", () => {
  it("round-trips the bytes, replaces them whole, deletes twice and reads a missing key as null", async () => {
    const storage = s3Storage(s3Config());
    await storage.check();
    expect(await storage.get("3f1c2d")).toBeNull();
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    await storage.put("3f1c2d", bytes);
    expect(await storage.get("3f1c2d")).toEqual(bytes);
    expect(fake.keys(fake.bucket)).toEqual(["3f1c2d"]);
    // No checksum headers (WHEN_REQUIRED): what every S3-compatible server takes.
    const put = fake.requests.find((r) => r.method === "PUT" && r.path.endsWith("/3f1c2d"));
    expect(Object.keys(put!.headers).filter((h) => h.startsWith("x-amz-checksum") || h === "x-amz-sdk-checksum-algorithm")).toEqual([]);
    expect(put!.headers["x-amz-content-sha256"]).toMatch(/^[0-9a-f]{64}$/);
    await storage.put("3f1c2d", new Uint8Array([1, 2]));
    expect(await storage.get("3f1c2d")).toEqual(new Uint8Array([1, 2]));
    await storage.delete("3f1c2d");
    await storage.delete("3f1c2d");
    expect(await storage.get("3f1c2d")).toBeNull();
    expect(fake.keys(fake.bucket)).toEqual([]);
  });

  it("refuses a key that is not a generated id before any request leaves", async () => {
    const storage = s3Storage(s3Config());
    const before = fake.requests.length;
    for (const key of ["../segredo", "a/b", "", ".tmp", "A".repeat(3), "x".repeat(200)]) {
      await expect(storage.put(key, new Uint8Array([1])), key).rejects.toThrow(/Chave de armazenamento inválida/);
      await expect(storage.get(key), key).rejects.toThrow(/Chave de armazenamento inválida/);
      await expect(storage.delete(key), key).rejects.toThrow(/Chave de armazenamento inválida/);
    }
    expect(fake.requests.length).toBe(before);
  });

  it("names a missing bucket, at the start check and on every operation", async () => {
    const storage = s3Storage(s3Config({ S3_BUCKET: "bucket-que-nao-existe" }));
    const expected = `Bucket S3 não encontrado: bucket-que-nao-existe em ${fake.url}`;
    expect(await refusal(storage.check())).toBe(expected);
    expect(await refusal(storage.put("abc", new Uint8Array([1])))).toBe(expected);
    expect(await refusal(storage.get("abc"))).toBe(expected);
    expect(await refusal(storage.delete("abc"))).toBe(expected);
    expect(fake.requests.filter((r) => r.path.startsWith("/bucket-que-nao-existe")).map((r) => r.code ?? r.status)).toEqual(["NoSuchBucket", "NoSuchBucket", "NoSuchBucket", "NoSuchBucket"]);
  });

  it("says the credentials were refused: an unknown access key, or a secret that does not sign", async () => {
    for (const [overrides, code] of [
      [{ S3_ACCESS_KEY_ID: "AKIAOUTRACHAVE000000" }, "InvalidAccessKeyId"],
      [{ S3_SECRET_ACCESS_KEY: "segredo-errado" }, "SignatureDoesNotMatch"],
    ] as const) {
      const storage = s3Storage(s3Config(overrides));
      // HEAD answers have no body: the check knows the status (403), not S3's code.
      expect(await refusal(storage.check())).toBe(`Credenciais S3 recusadas pelo bucket prancheta-teste em ${fake.url} (HTTP 403): confira S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e a permissão da chave no bucket`);
      expect(await refusal(storage.put("abc", new Uint8Array([1])))).toContain(`Credenciais S3 recusadas pelo bucket prancheta-teste em ${fake.url} (${code})`);
      expect(await refusal(storage.get("abc"))).toContain(`(${code})`);
      expect(await refusal(storage.delete("abc"))).toContain(`(${code})`);
    }
    expect(fake.keys(fake.bucket)).not.toContain("abc");
  });

  it("says when the S3 server cannot be reached", async () => {
    // Port 1 on loopback: nothing listens there, and no other test can take it (a port freed a
    // moment ago could be).
    const closed = 1;
    const storage = s3Storage(s3Config({ S3_ENDPOINT: `http://127.0.0.1:${closed}` }));
    expect(await refusal(storage.check())).toBe(`Armazenamento S3 inacessível ao verificar o bucket (bucket prancheta-teste em http://127.0.0.1:${closed}): ECONNREFUSED`);
  });

  it("is what openStorage gives when S3_BUCKET is set, checked first; local disk otherwise", async () => {
    const s3 = await openStorage(loadConfig(fake.env()));
    await s3.put("0a1b2c", new Uint8Array([7]));
    expect(fake.object(fake.bucket, "0a1b2c")?.bytes).toEqual(new Uint8Array([7]));
    await expect(openStorage(loadConfig(fake.env({ S3_BUCKET: "outro-bucket" })))).rejects.toThrow("Bucket S3 não encontrado: outro-bucket");
    const before = fake.requests.length;
    const local = await openStorage(loadConfig({ DATA_DIR: "/nao/usado" }));
    expect(local).not.toHaveProperty("check");
    expect(fake.requests.length).toBe(before);
  });
});

describe("the fake S3 speaks S3's protocol", () => {
  it("takes what the SDK sends by default: CRC32 headers, an aws-chunked stream with a checksum trailer, keys with / and spaces", async () => {
    // The SDK's defaults, not the app's WHEN_REQUIRED: bench and e2e clients may send these.
    const client = new S3Client({ endpoint: fake.url, region: "sa-east-1", forcePathStyle: true, credentials: { accessKeyId: fake.accessKeyId, secretAccessKey: fake.secretAccessKey } });
    try {
      await client.send(new PutObjectCommand({ Bucket: fake.bucket, Key: "pasta/logo 1.png", Body: new Uint8Array([1, 2, 3]), ContentType: "image/png", Metadata: { origem: "teste" } }));
      expect(fake.object(fake.bucket, "pasta/logo 1.png")).toEqual({ bytes: new Uint8Array([1, 2, 3]), contentType: "image/png", metadata: { origem: "teste" } });
      const text = "olá, mundo";
      await client.send(new PutObjectCommand({ Bucket: fake.bucket, Key: "fluxo", Body: Readable.from([Buffer.from("olá, "), Buffer.from("mundo")]), ContentLength: Buffer.byteLength(text) }));
      const got = await client.send(new GetObjectCommand({ Bucket: fake.bucket, Key: "fluxo" }));
      expect(await got.Body!.transformToString()).toBe(text);
      expect(got.ContentType).toBe("application/octet-stream");
      const [small, streamed] = fake.requests.filter((r) => r.method === "PUT").slice(-2);
      expect(small!.headers["x-amz-checksum-crc32"]).toBeTruthy();
      expect(streamed!.headers).toMatchObject({ "x-amz-content-sha256": "STREAMING-UNSIGNED-PAYLOAD-TRAILER", "x-amz-decoded-content-length": String(Buffer.byteLength(text)), "x-amz-trailer": "x-amz-checksum-crc32" });
      expect(streamed!.headers["content-encoding"]).toContain("aws-chunked");
    } finally {
      client.destroy();
    }
  });

  it("answers S3's XML errors: no signature, unknown key, missing bucket; HEAD with the status alone", async () => {
    const res = await fetch(`${fake.url}/${fake.bucket}/qualquer`);
    expect(res.status).toBe(403);
    expect(res.headers.get("content-type")).toBe("application/xml");
    expect(await res.text()).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n<Error><Code>AccessDenied<\/Code><Message>Access Denied<\/Message>/);
    const head = await fetch(`${fake.url}/${fake.bucket}`, { method: "HEAD" });
    expect(head.status).toBe(403);
    expect(await head.text()).toBe("");
  });
});
