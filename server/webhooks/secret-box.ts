import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { resolveAuthSecret } from "#server/auth/secret";
import type { Config } from "#server/config";
import { WEBHOOK_SECRET_PREFIX } from "#domain/webhooks";

/**
 * The webhooks' signing secrets at rest (R-HOOK-1, decision 101). A secret must be read back to
 * sign, so it cannot be hashed: it is encrypted with AES-256-GCM under a key derived (HKDF-SHA256)
 * from WEBHOOKS_SECRET_KEY, or from the server's AUTH_SECRET when that is unset. A database copy
 * without the environment cannot sign as Prancheta.
 */
export interface SecretBox {
  seal(secret: string): string;
  open(sealed: string): string;
}

export function secretBox(material: string): SecretBox {
  const key = Buffer.from(hkdfSync("sha256", material, "prancheta", "webhooks:segredos:v1", 32));
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const data = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split(".");
      if (version !== "v1" || !iv || !tag || !data) throw new Error("segredo de webhook em formato desconhecido");
      const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
      decipher.setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
    },
  };
}

/** The box of this server: WEBHOOKS_SECRET_KEY, or the auth secret (the same in every process of an install). */
export function webhookSecretBox(config: Pick<Config, "authSecret" | "dataDir" | "webhooks">): SecretBox {
  // Resolved at first use: an app that never touches a webhook never reads (or makes) the auth secret's file.
  let box: SecretBox | undefined;
  const get = () => (box ??= secretBox(config.webhooks.secretKey ?? resolveAuthSecret(config)));
  return { seal: (secret) => get().seal(secret), open: (sealed) => get().open(sealed) };
}

/** A new endpoint secret: the prefix and 32 random bytes. */
export const newWebhookSecret = () => `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64url")}`;
