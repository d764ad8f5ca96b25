import { DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { S3Config } from "#server/config";
import { assertStorageKey, StorageError, type FileStorage } from "./file-storage";

/**
 * Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…), so that every app process behind the
 * proxy serves every file (issue 20). A PUT is atomic in S3: a reader sees the old object, the
 * new one or none, never half, as the interface promises.
 */
export interface S3FileStorage extends FileStorage {
  /** HeadBucket: the bucket exists and our key may use it, or a StorageError says which is wrong. */
  check(): Promise<void>;
}

export function s3Storage(config: S3Config): S3FileStorage {
  const { bucket } = config;
  const client = new S3Client({
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    region: config.region,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Path-style (endpoint/bucket/key): MinIO and most S3-compatible servers have no per-bucket
    // host names; AWS S3 accepts it too.
    forcePathStyle: true,
    // Checksums only where S3 requires them: the SDK's newer default (CRC32 headers on every
    // upload, checksum mode on every read) is refused by several S3-compatible servers, and TLS
    // plus the SigV4 payload hash already protect the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // A bucket that stops answering must fail the request, not hold it forever (the SDK's
    // default has no request timeout). Three attempts, the SDK's default, for 5xx and throttling.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  });
  const where = config.endpoint ? `${bucket} em ${config.endpoint}` : bucket;

  /** An operator's reason (pt-BR) for a failed call; never the secret. Users get the API's 500. */
  function explain(err: unknown, action: string, headRequest = false): StorageError {
    if (err instanceof S3ServiceException) {
      const status = err.$metadata.httpStatusCode;
      // The SDK names a bodiless error (a HEAD's) "Unknown": the status says more then.
      const httpStatus = `HTTP ${status ?? "?"}`;
      const named = Boolean(err.name) && err.name !== "Unknown";
      const reason = named ? err.name : httpStatus;
      // A HEAD answer has no body, so there is no error code to read: only the status.
      if (err.name === "NoSuchBucket" || (headRequest && status === 404)) {
        return new StorageError(`Bucket S3 não encontrado: ${where}`, { cause: err });
      }
      if (["InvalidAccessKeyId", "SignatureDoesNotMatch", "AccessDenied", "InvalidToken", "ExpiredToken"].includes(err.name) || status === 403) {
        return new StorageError(`Credenciais S3 recusadas pelo bucket ${where} (${reason}): confira S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY e a permissão da chave no bucket`, { cause: err });
      }
      return new StorageError(`Falha do armazenamento S3 ao ${action} (bucket ${where}): ${named ? `${err.name}, ${httpStatus}` : httpStatus}`, { cause: err });
    }
    const code = (err as { code?: unknown } | undefined)?.code;
    const reason = typeof code === "string" ? code : err instanceof Error ? err.message : String(err);
    return new StorageError(`Armazenamento S3 inacessível ao ${action} (bucket ${where}): ${reason}`, { cause: err });
  }

  return {
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: bucket }));
      } catch (err) {
        throw explain(err, "verificar o bucket", true);
      }
    },
    async put(key, bytes) {
      assertStorageKey(key);
      try {
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentLength: bytes.byteLength }));
      } catch (err) {
        throw explain(err, "gravar um arquivo");
      }
    },
    async get(key) {
      assertStorageKey(key);
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!res.Body) return null;
        return new Uint8Array(await res.Body.transformToByteArray());
      } catch (err) {
        if (err instanceof S3ServiceException && err.name === "NoSuchKey") return null;
        throw explain(err, "ler um arquivo");
      }
    },
    async delete(key) {
      assertStorageKey(key);
      try {
        // S3 answers 204 for a key that is not there: nothing to treat specially.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        throw explain(err, "apagar um arquivo");
      }
    },
  };
}
