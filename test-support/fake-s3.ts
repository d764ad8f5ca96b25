import { createHash, createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { crc32 } from "node:zlib";

/**
 * A fake S3 on loopback speaking the real REST protocol, path-style (`/{bucket}/{key}`), as the
 * AWS SDK, MinIO's client or curl with SigV4 send it (issue 20: uploads in object storage).
 *
 * What it does as S3 does:
 * - checks every request's SigV4 `Authorization` header: an access key it does not know is
 *   403 InvalidAccessKeyId, a signature made with another secret is 403 SignatureDoesNotMatch,
 *   no header is 403 AccessDenied; a body whose SHA-256 is not `x-amz-content-sha256` is 400;
 * - PUT/GET/HEAD/DELETE object, HEAD/PUT (create) bucket; objects in memory with their
 *   Content-Type and `x-amz-meta-*`; DELETE of a missing key is 204;
 * - errors as S3's XML (`<Error><Code>NoSuchBucket</Code>…`), 404 NoSuchBucket / NoSuchKey;
 *   HEAD answers carry the status only (no body), as S3's do;
 * - uploads in `aws-chunked` encoding (`STREAMING-…` payloads, the SDK's default for streams
 *   with a checksum trailer) are decoded and checked against `x-amz-decoded-content-length`;
 *   `x-amz-checksum-crc32/sha1/sha256` (header or trailer) are verified (400 BadDigest).
 * What it does not: virtual-host style, listing, multipart uploads, ranges, versions, presigned
 * URLs, chunk signatures and the request-time skew check (no clock in tests).
 */

export interface FakeS3Object {
  bytes: Uint8Array;
  contentType: string;
  metadata: Record<string, string>;
}

export interface FakeS3Request {
  method: string;
  path: string;
  headers: IncomingMessage["headers"];
  status: number;
  /** S3's error code when it failed, e.g. "NoSuchKey". */
  code?: string;
}

export interface FakeS3 {
  /** The endpoint, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  port: number;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket made at start. */
  bucket: string;
  /** The S3_* variables for loadConfig / createTestContext, pointing at this fake. */
  env(overrides?: Record<string, string>): Record<string, string>;
  object(bucket: string, key: string): FakeS3Object | undefined;
  keys(bucket: string): string[];
  createBucket(name: string): void;
  /** Removes the bucket and its objects (what `aws s3 rb --force` does). */
  deleteBucket(name: string): void;
  requests: FakeS3Request[];
  close(): Promise<void>;
}

export const FAKE_S3_ACCESS_KEY_ID = "AKIAPRANCHETATESTE01";
export const FAKE_S3_SECRET_ACCESS_KEY = "segredo-do-fake-s3-0000000000000000000000";

const MAX_BODY_BYTES = 64 * 1024 * 1024;
/** Query parameters that make a request another S3 operation (multipart, tags, ACLs, versions). */
const SUBRESOURCES = ["uploads", "uploadId", "partNumber", "tagging", "acl", "versionId", "retention", "legal-hold", "attributes"];

/** RFC 3986 encoding, as SigV4 canonicalises query names and values. */
const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
const sha256Hex = (data: string | Uint8Array) => createHash("sha256").update(data).digest("hex");
const hmac = (key: string | Buffer, data: string) => createHmac("sha256", key).update(data).digest();
const xmlEscape = (value: string) => value.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly extra: Record<string, string> = {},
  ) {
    super(message);
  }
}

function readRaw(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) chunks.push(chunk);
    });
    req.on("end", () => (size > MAX_BODY_BYTES ? reject(new S3Failure(400, "EntityTooLarge", "Your proposed upload exceeds the maximum allowed size")) : resolve(Buffer.concat(chunks))));
    req.on("error", reject);
  });
}

/** `AWS4-HMAC-SHA256 Credential=AKID/date/region/s3/aws4_request, SignedHeaders=a;b, Signature=hex`. */
function parseAuthorization(header: string | undefined) {
  if (!header) throw new S3Failure(403, "AccessDenied", "Access Denied");
  const match = /^AWS4-HMAC-SHA256 (.+)$/.exec(header);
  const fields = new Map((match?.[1] ?? "").split(",").map((part) => {
    const [name, ...rest] = part.trim().split("=");
    return [name ?? "", rest.join("=")] as const;
  }));
  const credential = fields.get("Credential")?.split("/");
  const signedHeaders = fields.get("SignedHeaders")?.split(";");
  const signature = fields.get("Signature");
  if (!match || credential?.length !== 5 || !signedHeaders?.length || !signature) {
    throw new S3Failure(400, "AuthorizationHeaderMalformed", "The authorization header is malformed.");
  }
  const [accessKeyId, date, region, service, terminator] = credential as [string, string, string, string, string];
  return { accessKeyId, scope: { date, region, service, terminator }, signedHeaders, signature };
}

function canonicalQuery(rawQuery: string): string {
  if (!rawQuery) return "";
  return rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const [name, ...rest] = pair.split("=");
      return [uriEncode(decodeURIComponent(name ?? "")), uriEncode(decodeURIComponent(rest.join("=")))] as const;
    })
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join("&");
}

/** The SigV4 check S3 makes; throws S3's error when the key is unknown or the signature wrong. */
function verifySignature(req: IncomingMessage, keys: { accessKeyId: string; secretAccessKey: string }) {
  const auth = parseAuthorization(req.headers.authorization);
  if (auth.accessKeyId !== keys.accessKeyId) {
    throw new S3Failure(403, "InvalidAccessKeyId", "The AWS Access Key Id you provided does not exist in our records.", { AWSAccessKeyId: auth.accessKeyId });
  }
  const payloadHash = req.headers["x-amz-content-sha256"];
  if (typeof payloadHash !== "string") throw new S3Failure(400, "InvalidRequest", "Missing required header for this request: x-amz-content-sha256");
  const amzDate = req.headers["x-amz-date"];
  if (typeof amzDate !== "string") throw new S3Failure(403, "AccessDenied", "AWS authentication requires a valid Date or x-amz-date header");
  const [rawPath = "/", rawQuery = ""] = (req.url ?? "/").split("?", 2);
  const canonicalHeaders = auth.signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(",") : (value ?? "");
      return `${name}:${text.trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const canonicalRequest = [req.method, rawPath, canonicalQuery(rawQuery), canonicalHeaders, auth.signedHeaders.join(";"), payloadHash].join("\n");
  const { date, region, service, terminator } = auth.scope;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, `${date}/${region}/${service}/${terminator}`, sha256Hex(canonicalRequest)].join("\n");
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${keys.secretAccessKey}`, date), region), service), terminator);
  const expected = Buffer.from(createHmac("sha256", signingKey).update(stringToSign).digest("hex"));
  const given = Buffer.from(auth.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    throw new S3Failure(403, "SignatureDoesNotMatch", "The request signature we calculated does not match the signature you provided. Check your key and signing method.", {
      AWSAccessKeyId: auth.accessKeyId,
    });
  }
  return payloadHash;
}

/**
 * `aws-chunked`: `<hex size>[;chunk-signature=…]\r\n<bytes>\r\n` … `0[;…]\r\n`, then trailer
 * lines (`x-amz-checksum-crc32:…`) and an empty line.
 */
function decodeAwsChunked(raw: Buffer): { bytes: Buffer; trailers: Record<string, string> } {
  const parts: Buffer[] = [];
  let at = 0;
  const malformed = () => new S3Failure(400, "IncompleteBody", "The request body terminated unexpectedly");
  for (;;) {
    const lineEnd = raw.indexOf("\r\n", at);
    if (lineEnd < 0) throw malformed();
    const size = Number.parseInt(raw.subarray(at, lineEnd).toString("latin1").split(";")[0] ?? "", 16);
    if (!Number.isFinite(size) || size < 0) throw malformed();
    at = lineEnd + 2;
    if (size === 0) break;
    if (at + size + 2 > raw.length) throw malformed();
    parts.push(raw.subarray(at, at + size));
    at += size + 2;
  }
  const trailers: Record<string, string> = {};
  for (const line of raw.subarray(at).toString("latin1").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) trailers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { bytes: Buffer.concat(parts), trailers };
}

function verifyChecksums(bytes: Buffer, headers: Record<string, string | string[] | undefined>) {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(bytes));
  const computed: Record<string, () => string> = {
    "x-amz-checksum-crc32": () => crc.toString("base64"),
    "x-amz-checksum-sha1": () => createHash("sha1").update(bytes).digest("base64"),
    "x-amz-checksum-sha256": () => createHash("sha256").update(bytes).digest("base64"),
  };
  // CRC32C and CRC64NVME are accepted unchecked: node:crypto has neither.
  for (const [name, compute] of Object.entries(computed)) {
    const given = headers[name];
    if (typeof given === "string" && given !== compute()) {
      throw new S3Failure(400, "BadDigest", `The ${name.slice("x-amz-checksum-".length).toUpperCase()} you specified did not match the calculated checksum.`);
    }
  }
}

/** The object's bytes from the body, as S3 reads each kind of payload the SDK may send. */
function payloadOf(req: IncomingMessage, raw: Buffer, payloadHash: string): Buffer {
  if (payloadHash.startsWith("STREAMING-")) {
    const { bytes, trailers } = decodeAwsChunked(raw);
    const declared = Number(req.headers["x-amz-decoded-content-length"]);
    if (!Number.isFinite(declared) || declared !== bytes.length) {
      throw new S3Failure(400, "IncompleteBody", "You did not provide the number of bytes specified by the x-amz-decoded-content-length header");
    }
    verifyChecksums(bytes, { ...req.headers, ...trailers });
    return bytes;
  }
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(raw)) {
    throw new S3Failure(400, "XAmzContentSHA256Mismatch", "The provided 'x-amz-content-sha256' header does not match what was computed.");
  }
  verifyChecksums(raw, req.headers);
  return raw;
}

export async function startFakeS3(options: { port?: number; bucket?: string; accessKeyId?: string; secretAccessKey?: string } = {}): Promise<FakeS3> {
  const keys = { accessKeyId: options.accessKeyId ?? FAKE_S3_ACCESS_KEY_ID, secretAccessKey: options.secretAccessKey ?? FAKE_S3_SECRET_ACCESS_KEY };
  const initialBucket = options.bucket ?? "prancheta-teste";
  const buckets = new Map<string, Map<string, FakeS3Object & { etag: string; lastModified: Date }>>([[initialBucket, new Map()]]);
  const requests: FakeS3Request[] = [];

  function send(req: IncomingMessage, res: ServerResponse, status: number, headers: Record<string, string | number>, body?: Uint8Array | string) {
    const requestId = randomUUID().replace(/-/g, "").slice(0, 16).toUpperCase();
    res.writeHead(status, { "x-amz-request-id": requestId, server: "FakeS3", ...headers });
    res.end(req.method === "HEAD" ? undefined : body);
  }

  function sendError(req: IncomingMessage, res: ServerResponse, failure: S3Failure, resource: string) {
    const extra = Object.entries(failure.extra)
      .map(([name, value]) => `<${name}>${xmlEscape(value)}</${name}>`)
      .join("");
    const xml = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${failure.code}</Code><Message>${xmlEscape(failure.message)}</Message>${extra}<Resource>${xmlEscape(resource)}</Resource></Error>`;
    // A HEAD answer is the status alone: the SDK can only name it NotFound / Forbidden.
    send(req, res, failure.status, req.method === "HEAD" ? {} : { "content-type": "application/xml", "content-length": Buffer.byteLength(xml) }, xml);
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string, raw: Buffer): Promise<number> {
    const payloadHash = verifySignature(req, keys);
    const [, bucketName = "", ...keyParts] = path.split("/");
    const key = keyParts.join("/");
    if (!bucketName) throw new S3Failure(501, "NotImplemented", "ListBuckets is not implemented by this fake");
    const bucket = buckets.get(bucketName);
    if (!key) {
      if (req.method === "PUT") {
        if (bucket) throw new S3Failure(409, "BucketAlreadyOwnedByYou", "Your previous request to create the named bucket succeeded and you already own it.", { BucketName: bucketName });
        buckets.set(bucketName, new Map());
        send(req, res, 200, { location: `/${bucketName}`, "content-length": 0 });
        return 200;
      }
      if (!bucket) throw new S3Failure(404, "NoSuchBucket", "The specified bucket does not exist", { BucketName: bucketName });
      if (req.method === "HEAD") {
        send(req, res, 200, { "x-amz-bucket-region": "us-east-1" });
        return 200;
      }
      throw new S3Failure(501, "NotImplemented", `${req.method} on a bucket is not implemented by this fake`);
    }
    if (!bucket) throw new S3Failure(404, "NoSuchBucket", "The specified bucket does not exist", { BucketName: bucketName });
    const query = new URLSearchParams((req.url ?? "").split("?")[1] ?? "");
    if (SUBRESOURCES.some((name) => query.has(name))) throw new S3Failure(501, "NotImplemented", "This operation is not implemented by this fake");
    switch (req.method) {
      case "PUT": {
        const bytes = payloadOf(req, raw, payloadHash);
        const metadata = Object.fromEntries(
          Object.entries(req.headers)
            .filter(([name, value]) => name.startsWith("x-amz-meta-") && typeof value === "string")
            .map(([name, value]) => [name.slice("x-amz-meta-".length), value as string]),
        );
        const etag = `"${createHash("md5").update(bytes).digest("hex")}"`;
        bucket.set(key, { bytes: new Uint8Array(bytes), contentType: req.headers["content-type"] ?? "binary/octet-stream", metadata, etag, lastModified: new Date() });
        send(req, res, 200, { etag, "content-length": 0 });
        return 200;
      }
      case "GET":
      case "HEAD": {
        const object = bucket.get(key);
        if (!object) throw new S3Failure(404, "NoSuchKey", "The specified key does not exist.", { Key: key });
        const metadata = Object.fromEntries(Object.entries(object.metadata).map(([name, value]) => [`x-amz-meta-${name}`, value]));
        send(req, res, 200, {
          "content-type": object.contentType,
          "content-length": object.bytes.byteLength,
          etag: object.etag,
          "last-modified": object.lastModified.toUTCString(),
          "accept-ranges": "bytes",
          ...metadata,
        }, object.bytes);
        return 200;
      }
      case "DELETE":
        bucket.delete(key);
        send(req, res, 204, {});
        return 204;
      default:
        throw new S3Failure(405, "MethodNotAllowed", "The specified method is not allowed against this resource.", { Method: req.method ?? "" });
    }
  }

  const server: Server = createServer((req, res) => {
    const rawPath = (req.url ?? "/").split("?")[0] ?? "/";
    const record: FakeS3Request = { method: req.method ?? "", path: rawPath, headers: req.headers, status: 0 };
    requests.push(record);
    void (async () => {
      const raw = await readRaw(req);
      let path: string;
      try {
        path = decodeURIComponent(rawPath);
      } catch {
        throw new S3Failure(400, "InvalidURI", "Couldn't parse the specified URI.");
      }
      record.path = path;
      record.status = await handle(req, res, path, raw);
    })().catch((err: unknown) => {
      const failure = err instanceof S3Failure ? err : new S3Failure(500, "InternalError", "We encountered an internal error. Please try again.");
      record.status = failure.status;
      record.code = failure.code;
      if (res.headersSent) res.destroy();
      else sendError(req, res, failure, record.path);
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    port,
    ...keys,
    bucket: initialBucket,
    env: (overrides = {}) => ({
      S3_ENDPOINT: url,
      S3_BUCKET: initialBucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      ...overrides,
    }),
    object(bucketName, key) {
      const object = buckets.get(bucketName)?.get(key);
      return object && { bytes: object.bytes, contentType: object.contentType, metadata: object.metadata };
    },
    keys: (bucketName) => [...(buckets.get(bucketName)?.keys() ?? [])].sort(),
    createBucket(name) {
      if (!buckets.has(name)) buckets.set(name, new Map());
    },
    deleteBucket(name) {
      buckets.delete(name);
    },
    requests,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
