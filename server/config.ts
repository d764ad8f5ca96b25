import { z } from "#domain/zod";
import type { InvoiceSettings } from "#server/payments/gateway";

/**
 * The only reader of process.env. Every setting has a safe local default so that
 * `npm install && npm start` works with no .env; production insists where it must.
 */
const optionalString = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number({ error: "deve ser um número de porta (0 a 65535)" }).int("deve ser um número inteiro").min(0, "deve ser de 0 a 65535").max(65535, "deve ser de 0 a 65535").default(3000),
    HOST: z.string().default("0.0.0.0"),
    BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://app.exemplo.com.br" }).optional()),
    DATA_DIR: z.string().default("./data"),
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "deve começar com postgres:// ou postgresql://")
        .optional(),
    ),
    AUTH_SECRET: optionalString.pipe(z.string().min(32, "deve ter pelo menos 32 caracteres").optional()),
    SMTP_URL: optionalString.pipe(z.string().regex(/^smtps?:\/\//, "deve começar com smtp:// ou smtps://").optional()),
    MAIL_FROM: z.string().default("Prancheta <nao-responda@prancheta.app.br>"),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    // "test-fast": a cheap password hash for the test suites only (server/auth/passwords.ts).
    AUTH_PASSWORD_HASH: z.enum(["scrypt", "test-fast"], { error: "deve ser scrypt ou test-fast" }).default("scrypt"),
    AUTH_RATE_LIMIT_MAX: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").default(60),
    PUBLIC_FORM_RATE_LIMIT_MAX: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").default(300),
    TRUST_PROXY: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    AI_BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://api.openai.com/v1" }).optional()),
    AI_API_KEY: optionalString,
    AI_MODEL: z.string().trim().min(1, "não pode ser vazio").default("gpt-3.5-turbo"),
    // The model the browser asks AI_BROWSER_BASE_URL for with a user's own key; not AI_MODEL,
    // which names a model on our primary (an Ollama, OpenRouter or gateway name there is
    // meaningless to OpenAI).
    AI_BROWSER_MODEL: z.string().trim().min(1, "não pode ser vazio").default("gpt-3.5-turbo"),
    AI_BROWSER_BASE_URL: optionalString.pipe(
      z
        .url({ error: "deve ser uma URL completa, ex.: https://api.openai.com/v1" })
        .refine((v) => !/[?#]/.test(v), "não pode ter parâmetros (?…) nem fragmento (#…): a URL é pública")
        .refine((v) => {
          const url = new URL(v);
          return !url.username && !url.password;
        }, "não pode conter usuário ou senha: a URL é pública")
        .optional(),
    ),
    HF_BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://api-inference.huggingface.co" }).optional()),
    HF_TOKEN: optionalString,
    HF_MODELS: z
      .string()
      .default("mistralai/Mistral-7B-Instruct-v0.2,HuggingFaceH4/zephyr-7b-beta,google/gemma-2-2b-it,microsoft/Phi-3-mini-4k-instruct")
      .transform((v) => v.split(",").map((m) => m.trim()).filter(Boolean)),
    AI_TIMEOUT_SECONDS: z.coerce.number({ error: "deve ser um número" }).positive("deve ser maior que zero").default(30),
    HF_TIMEOUT_SECONDS: z.coerce.number({ error: "deve ser um número" }).positive("deve ser maior que zero").default(20),
    AI_COOLDOWN_SECONDS: z.coerce.number({ error: "deve ser um número" }).min(0, "não pode ser negativo").default(30),
    AI_RATE_LIMIT_MAX: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").default(20),
    // Editor saves (documents, custom tabs) per person per minute: autosave sends at most one per
    // 1.2 s of typing (~50), so 120 leaves room for two tabs while a script of large bodies stops.
    SAVE_RATE_LIMIT_MAX: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").default(120),
    // Outbound webhooks (R-HOOK-4…R-HOOK-6, decision 101): private addresses allowed only on a
    // self-hosted install that means it (and in tests); days of failures before an endpoint is
    // disabled; the key the signing secrets are encrypted under (AUTH_SECRET's when unset).
    WEBHOOKS_ALLOW_PRIVATE: z
      .enum(["true", "false", "1", "0"])
      .default("false")
      .transform((v) => v === "true" || v === "1"),
    WEBHOOKS_DISABLE_AFTER_DAYS: z.coerce.number({ error: "deve ser um número" }).positive("deve ser maior que zero").default(3),
    WEBHOOKS_SECRET_KEY: optionalString.pipe(z.string().min(32, "deve ter pelo menos 32 caracteres").optional()),
    // The public API (R-API-3): requests per token per minute.
    API_RATE_LIMIT_MAX: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").min(1, "deve ser pelo menos 1").default(120),
    // The image generator (R-IMG-2): an OpenAI-compatible POST {IMAGE_BASE_URL}/images/generations.
    IMAGE_BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://api.openai.com/v1" }).optional()),
    IMAGE_API_KEY: optionalString,
    // gpt-image-1: OpenAI's current image model, which always answers base64 (dall-e-3 also works).
    IMAGE_MODEL: z.string().trim().min(1, "não pode ser vazio").default("gpt-image-1"),
    IMAGE_SIZE: z
      .string()
      .trim()
      .regex(/^(\d{2,4}x\d{2,4}|auto)$/, "deve ser LARGURAxALTURA, ex.: 1024x1024")
      .default("1024x1024"),
    IMAGE_TIMEOUT_MS: z.coerce.number({ error: "deve ser um número" }).int("deve ser um número inteiro").positive("deve ser maior que zero").default(30_000),
    // Who grants plans on /dashboard/admin (R-STUDIO-4): comma-separated sign-in e-mails.
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((v) => v.split(",").map((m) => m.trim().toLowerCase()).filter(Boolean)),
    // Uploads in an S3-compatible bucket (AWS S3, MinIO, R2…) instead of DATA_DIR/uploads, so that
    // every app process serves every file; S3_ENDPOINT unset means AWS S3 itself.
    S3_ENDPOINT: optionalString.pipe(
      z
        .url({ protocol: /^https?$/, error: "deve ser uma URL http(s) completa, ex.: https://s3.sa-east-1.amazonaws.com" })
        .refine((v) => {
          const url = new URL(v);
          return !url.username && !url.password;
        }, "não pode conter usuário ou senha: use S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY")
        .optional(),
    ),
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "deve ser um nome de bucket S3: 3 a 63 letras minúsculas, números, pontos ou hifens")
        .optional(),
    ),
    S3_REGION: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    // Payments through Asaas (decision 091); unset, upgrades stay requests an admin grants.
    PAYMENTS_API_KEY: optionalString,
    PAYMENTS_WEBHOOK_TOKEN: optionalString.pipe(
      z
        .string()
        .min(32, "deve ter de 32 a 255 caracteres (gere um com: openssl rand -hex 32)")
        .max(255, "deve ter de 32 a 255 caracteres")
        .regex(/^\S+$/, "não pode conter espaços")
        .optional(),
    ),
    PAYMENTS_BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://api-sandbox.asaas.com/v3" }).optional()),
    // NFS-e for each paid subscription charge (decision 096): the city's service code and name as
    // the city hall lists them, and the ISS rate in percent; unset, no invoice is asked of Asaas.
    PAYMENTS_NFSE_SERVICE_CODE: optionalString.pipe(z.string().max(40, "deve ter no máximo 40 caracteres").optional()),
    PAYMENTS_NFSE_SERVICE_NAME: optionalString.pipe(z.string().max(250, "deve ter no máximo 250 caracteres").optional()),
    PAYMENTS_NFSE_ISS: optionalString.pipe(
      z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, "deve ser a alíquota do ISS em porcentagem, ex.: 2 ou 2.5")
        .optional(),
    ),
    // The key that encrypts the studios' own gateway API keys at rest (decision 100); unset, a
    // studio cannot connect its Asaas account (503). 32 bytes as 64 hexadecimal characters.
    CREDENTIALS_KEY: optionalString.pipe(z.string().regex(/^[0-9a-fA-F]{64}$/, "deve ter 64 caracteres hexadecimais (gere com: openssl rand -hex 32)").optional()),
    // Where the studios' own Asaas accounts are called; unset, by the key's prefix ($aact_hmlg_ → sandbox, else production).
    STUDIO_PAYMENTS_BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://api-sandbox.asaas.com/v3" }).optional()),
    SIGNATURE_PROVIDER_BASE_URL: optionalString.pipe(z.url({ error: "deve ser uma URL completa, ex.: https://sandbox.api.zapsign.com.br" }).optional()),
    // Who may read GET /metrics (Prometheus, as a bearer token); unset, the route does not exist.
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "deve ter pelo menos 16 caracteres (gere um com: openssl rand -hex 32)").optional()),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST_DIR: z.string().default("./dist/web"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message: "é obrigatório em produção (gere um com: openssl rand -hex 32)",
      });
    }
    if (env.AUTH_PASSWORD_HASH === "test-fast" && env.NODE_ENV !== "test") {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_PASSWORD_HASH"],
        message: "test-fast só vale com NODE_ENV=test: fora dos testes as senhas usam sempre o scrypt completo",
      });
    }
    if (env.NODE_ENV === "production" && !env.SMTP_URL) {
      // Without it, password-reset links would be written to production logs.
      ctx.addIssue({
        code: "custom",
        path: ["SMTP_URL"],
        message: "é obrigatório em produção (os e-mails de redefinição de senha precisam ser enviados)",
      });
    }
    if (env.AI_BROWSER_BASE_URL) {
      // The users' own keys go to this address: https only (plain http just for a provider on
      // this machine during development and tests), and never our own origin.
      const url = new URL(env.AI_BROWSER_BASE_URL);
      const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
      if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback && env.NODE_ENV !== "production")) {
        ctx.addIssue({ code: "custom", path: ["AI_BROWSER_BASE_URL"], message: "deve usar https:// (as chaves dos usuários passam por ela)" });
      }
      if (env.BASE_URL && new URL(env.BASE_URL).origin === url.origin) {
        ctx.addIssue({ code: "custom", path: ["AI_BROWSER_BASE_URL"], message: "não pode ser o endereço do próprio Prancheta: as chaves dos usuários não devem chegar ao nosso servidor" });
      }
    }
    // The studios' Asaas accounts pointed somewhere, but their stored keys could not be opened:
    // every charge and NFS-e would fail (R-PAY-12). Refused rather than left to fail later.
    if (env.STUDIO_PAYMENTS_BASE_URL && !env.CREDENTIALS_KEY) {
      ctx.addIssue({ code: "custom", path: ["CREDENTIALS_KEY"], message: "é obrigatório com STUDIO_PAYMENTS_BASE_URL: sem ela as chaves do Asaas dos estúdios não podem ser abertas e nenhuma cobrança nem nota fiscal é gerada (gere com: openssl rand -hex 32)" });
    }
    // Half a payments configuration would take money without hearing back (or the reverse): refused.
    const paymentsNamed = (["PAYMENTS_API_KEY", "PAYMENTS_WEBHOOK_TOKEN", "PAYMENTS_BASE_URL"] as const).filter((k) => env[k] !== undefined);
    if (paymentsNamed.length > 0) {
      for (const key of ["PAYMENTS_API_KEY", "PAYMENTS_WEBHOOK_TOKEN"] as const) {
        if (env[key] === undefined) {
          ctx.addIssue({ code: "custom", path: [key], message: `é obrigatório para os pagamentos (definidas: ${paymentsNamed.join(", ")})` });
        }
      }
      if (env.PAYMENTS_API_KEY && env.PAYMENTS_WEBHOOK_TOKEN && env.PAYMENTS_API_KEY === env.PAYMENTS_WEBHOOK_TOKEN) {
        ctx.addIssue({ code: "custom", path: ["PAYMENTS_WEBHOOK_TOKEN"], message: "não pode ser a chave de API (o Asaas recusa e o token viaja em cada webhook)" });
      }
    }
    const nfseNamed = (["PAYMENTS_NFSE_SERVICE_CODE", "PAYMENTS_NFSE_SERVICE_NAME", "PAYMENTS_NFSE_ISS"] as const).filter((k) => env[k] !== undefined);
    if (nfseNamed.length > 0) {
      for (const key of ["PAYMENTS_NFSE_SERVICE_CODE", "PAYMENTS_NFSE_SERVICE_NAME", "PAYMENTS_NFSE_ISS"] as const) {
        if (!env[key]) ctx.addIssue({ code: "custom", path: [key], message: `é obrigatório para a nota fiscal (definidas: ${nfseNamed.join(", ")})` });
      }
      if (!env.PAYMENTS_API_KEY) ctx.addIssue({ code: "custom", path: ["PAYMENTS_API_KEY"], message: "é obrigatório para a nota fiscal (ela é pedida ao Asaas)" });
    }
    if (env.PAYMENTS_BASE_URL) {
      const url = new URL(env.PAYMENTS_BASE_URL);
      const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
      if (url.protocol !== "https:" && !(url.protocol === "http:" && loopback && env.NODE_ENV !== "production")) {
        ctx.addIssue({ code: "custom", path: ["PAYMENTS_BASE_URL"], message: "deve usar https:// (a chave de API viaja em cada requisição)" });
      }
    }
    // Half an S3 configuration would quietly keep uploads on one process's disk: refused.
    const s3Named = (["S3_ENDPOINT", "S3_BUCKET", "S3_REGION", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const).filter((k) => env[k] !== undefined);
    if (s3Named.length > 0) {
      for (const key of ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
        if (env[key] === undefined) {
          ctx.addIssue({ code: "custom", path: [key], message: `é obrigatório para o armazenamento S3 (definidas: ${s3Named.join(", ")})` });
        }
      }
      // AWS signs for the bucket's own region and refuses any other: a guessed default would only
      // fail at the first upload (a compatible server at S3_ENDPOINT takes us-east-1).
      if (env.S3_ENDPOINT === undefined && env.S3_REGION === undefined) {
        ctx.addIssue({ code: "custom", path: ["S3_REGION"], message: "é obrigatório no AWS S3 (sem S3_ENDPOINT): a região do bucket, ex.: sa-east-1" });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: ["GOOGLE_CLIENT_SECRET"],
        message: "GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos",
      });
    }
  });

const DEFAULT_AI_BASE_URL = "https://api.openai.com/v1";
const DEFAULT_HF_BASE_URL = "https://api-inference.huggingface.co";

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  baseUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  google: { clientId: string; clientSecret: string } | undefined;
  /** How passwords are hashed: "scrypt" always, except the test suites' "test-fast" (NODE_ENV=test only). */
  passwordHash: "scrypt" | "test-fast";
  authRateLimit: { max: number; windowSeconds: number };
  /** Requests per IP per 10 minutes to the client's briefing page (R-DOC-3). */
  publicFormRateLimit: { max: number; windowSeconds: number };
  /** Editor saves (documents, custom tabs) per person (SAVE_RATE_LIMIT_MAX a minute). */
  saveRateLimit: { max: number; windowSeconds: number };
  /** The public API's requests per token (API_RATE_LIMIT_MAX a minute, R-API-3). */
  apiRateLimit: { max: number; windowSeconds: number };
  trustProxy: boolean;
  /** Lower-cased sign-in e-mails of the team members who grant plans. */
  adminEmails: string[];
  logLevel: string;
  /** The bearer token GET /metrics asks for; without one the route answers 404. */
  metricsToken: string | undefined;
  webDistDir: string;
  ai: AiConfig;
  images: ImageConfig;
  /** Where uploads go when S3_BUCKET is set; local disk (DATA_DIR/uploads) when undefined. */
  s3: S3Config | undefined;
  /** The payment gateway when PAYMENTS_API_KEY is set; undefined: upgrades are requests an admin grants. */
  payments: PaymentsConfig | undefined;
  /** The studios' own gateway accounts (decision 100): the key encrypting their API keys, and where Asaas is. */
  studioPayments: { credentialsKey: Buffer | undefined; baseUrl: string | undefined };
  /** Where the studios' ZapSign accounts are called (decision 109); undefined: production. */
  signatureProvider: { baseUrl: string | undefined };
  webhooks: WebhooksConfig;
}

/** Outbound webhooks (decision 101). */
export interface WebhooksConfig {
  /** WEBHOOKS_ALLOW_PRIVATE: plain http and private, loopback and link-local addresses allowed (self-hosted, tests). */
  allowPrivate: boolean;
  /** WEBHOOKS_DISABLE_AFTER_DAYS: an endpoint failing this long is disabled and its owner told. */
  disableAfterMs: number;
  /** WEBHOOKS_SECRET_KEY; undefined: the signing secrets are encrypted under the auth secret. */
  secretKey: string | undefined;
}

/** Asaas (decision 091): where its API is, our key, and the token its webhooks carry. */
export interface PaymentsConfig {
  provider: "asaas";
  baseUrl: string;
  apiKey: string;
  webhookToken: string;
  /** NFS-e per paid subscription charge (decision 096); undefined: none is asked for. */
  invoices: InvoiceSettings | undefined;
}

export const DEFAULT_PAYMENTS_BASE_URL = "https://api.asaas.com/v3";

/** An S3-compatible bucket for uploads (decision 051); path-style requests, as MinIO wants. */
export interface S3Config {
  /** Undefined: AWS S3 for `region`. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The image generator (R-IMG-2). */
export interface ImageConfig {
  /** When IMAGE_API_KEY or IMAGE_BASE_URL is set; otherwise generating answers 503 (no fake image). */
  provider: { baseUrl: string; apiKey: string } | undefined;
  model: string;
  size: string;
  /** The whole call, the download of a `url` answer included (the spec's section 9: up to 30 s). */
  timeoutMs: number;
}

export interface AiConfig {
  /** The OpenAI-compatible primary provider; when AI_API_KEY or AI_BASE_URL is set. */
  primary: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** The HF-style fallback; only when HF_TOKEN is set. */
  fallback: { baseUrl: string; token: string; models: string[]; timeoutMs: number } | undefined;
  cooldownMs: number;
  /**
   * Where the browser calls a provider with the user's own key (AI_BROWSER_BASE_URL, by default
   * OpenAI's), and the model it asks for (AI_BROWSER_MODEL, by default gpt-3.5-turbo; never
   * AI_MODEL). Public: no key here.
   */
  browserBaseUrl: string;
  browserModel: string;
  /** AI requests per user per minute. */
  rateLimitMax: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join(".") || "ambiente"}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    baseUrl: (e.BASE_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ""),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET }
        : undefined,
    passwordHash: e.AUTH_PASSWORD_HASH,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    publicFormRateLimit: { max: e.PUBLIC_FORM_RATE_LIMIT_MAX, windowSeconds: 10 * 60 },
    saveRateLimit: { max: e.SAVE_RATE_LIMIT_MAX, windowSeconds: 60 },
    apiRateLimit: { max: e.API_RATE_LIMIT_MAX, windowSeconds: 60 },
    trustProxy: e.TRUST_PROXY,
    adminEmails: e.ADMIN_EMAILS,
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    webDistDir: e.WEB_DIST_DIR,
    ai: {
      // A key, or an explicit base URL (a local Ollama or vLLM needs no key).
      primary: e.AI_API_KEY || e.AI_BASE_URL
        ? {
            baseUrl: (e.AI_BASE_URL ?? DEFAULT_AI_BASE_URL).replace(/\/+$/, ""),
            apiKey: e.AI_API_KEY ?? "",
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
      fallback: e.HF_TOKEN
        ? {
            baseUrl: (e.HF_BASE_URL ?? DEFAULT_HF_BASE_URL).replace(/\/+$/, ""),
            token: e.HF_TOKEN,
            models: e.HF_MODELS,
            timeoutMs: e.HF_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
      cooldownMs: e.AI_COOLDOWN_SECONDS * 1000,
      // Not AI_BASE_URL: that may be a gateway of ours, and users' keys must not reach it.
      browserBaseUrl: (e.AI_BROWSER_BASE_URL ?? DEFAULT_AI_BASE_URL).replace(/\/+$/, ""),
      browserModel: e.AI_BROWSER_MODEL,
      rateLimitMax: e.AI_RATE_LIMIT_MAX,
    },
    images: {
      provider: e.IMAGE_API_KEY || e.IMAGE_BASE_URL
        ? { baseUrl: (e.IMAGE_BASE_URL ?? DEFAULT_AI_BASE_URL).replace(/\/+$/, ""), apiKey: e.IMAGE_API_KEY ?? "" }
        : undefined,
      model: e.IMAGE_MODEL,
      size: e.IMAGE_SIZE,
      timeoutMs: e.IMAGE_TIMEOUT_MS,
    },
    s3:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ""),
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? "us-east-1",
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    payments:
      e.PAYMENTS_API_KEY && e.PAYMENTS_WEBHOOK_TOKEN
        ? {
            provider: "asaas",
            baseUrl: (e.PAYMENTS_BASE_URL ?? DEFAULT_PAYMENTS_BASE_URL).replace(/\/+$/, ""),
            apiKey: e.PAYMENTS_API_KEY,
            webhookToken: e.PAYMENTS_WEBHOOK_TOKEN,
            invoices:
              e.PAYMENTS_NFSE_SERVICE_CODE && e.PAYMENTS_NFSE_SERVICE_NAME && e.PAYMENTS_NFSE_ISS
                ? { serviceCode: e.PAYMENTS_NFSE_SERVICE_CODE, serviceName: e.PAYMENTS_NFSE_SERVICE_NAME, issPercent: Number(e.PAYMENTS_NFSE_ISS) }
                : undefined,
          }
        : undefined,
    webhooks: { allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE, disableAfterMs: e.WEBHOOKS_DISABLE_AFTER_DAYS * 24 * 60 * 60_000, secretKey: e.WEBHOOKS_SECRET_KEY },
    studioPayments: {
      credentialsKey: e.CREDENTIALS_KEY ? Buffer.from(e.CREDENTIALS_KEY, "hex") : undefined,
      baseUrl: e.STUDIO_PAYMENTS_BASE_URL?.replace(/\/+$/, ""),
    },
    signatureProvider: { baseUrl: e.SIGNATURE_PROVIDER_BASE_URL?.replace(/\/+$/, "") },
  };
}
