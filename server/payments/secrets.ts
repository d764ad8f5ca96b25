import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * Secrets kept at rest (decision 100): a studio's own gateway API key, encrypted with AES-256-GCM
 * under the server's CREDENTIALS_KEY (32 bytes). Stored as `v1.iv.tag.ciphertext` (base64url);
 * the studio's id is the additional data, so a ciphertext copied to another studio's row does not
 * open. Nothing here logs or returns the plain text except `openSecret`, for the gateway call.
 */
export function sealSecret(key: Buffer, plain: string, owner: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(owner, "utf8"));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function openSecret(key: Buffer, sealed: string, owner: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !iv || !tag || data === undefined) throw new Error("segredo cifrado em formato desconhecido");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(owner, "utf8"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}
