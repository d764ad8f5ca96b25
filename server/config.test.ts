import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

/** The problems loadConfig reports for `env` (none: an empty list). */
function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    return (err as ConfigError).problems;
  }
}

describe("config", () => {
  it("has safe local defaults with no environment at all", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      baseUrl: "http://localhost:3000",
      dataDir: "./data",
      databaseUrl: undefined,
      smtpUrl: undefined,
      google: undefined,
      authRateLimit: { max: 10, windowSeconds: 60 },
      trustProxy: false,
    });
  });

  it("stops a production start without AUTH_SECRET with a clear message", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(ConfigError);
    try {
      loadConfig({ NODE_ENV: "production" });
    } catch (err) {
      expect((err as Error).message).toContain("AUTH_SECRET: é obrigatório em produção");
    }
    const complete = { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://mail.exemplo.com.br" };
    expect(loadConfig(complete).env).toBe("production");
  });

  it("hashes passwords with the full scrypt unless a test suite asks for the cheap one", () => {
    expect(loadConfig({}).passwordHash).toBe("scrypt");
    expect(loadConfig({ NODE_ENV: "test", AUTH_PASSWORD_HASH: "test-fast" }).passwordHash).toBe("test-fast");
    for (const env of [{ AUTH_PASSWORD_HASH: "test-fast" }, { NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://s", AUTH_PASSWORD_HASH: "test-fast" }]) {
      expect(() => loadConfig(env)).toThrow("AUTH_PASSWORD_HASH: test-fast só vale com NODE_ENV=test");
    }
  });

  it("wants SMTP in production, so reset links never land in logs", () => {
    expect(() => loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) })).toThrow(
      "SMTP_URL: é obrigatório em produção",
    );
  });

  it("names every bad value", () => {
    try {
      loadConfig({ PORT: "abc", DATABASE_URL: "mysql://x", BASE_URL: "localhost" });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems.join("\n");
      expect(problems).toContain("PORT: deve ser um número de porta (0 a 65535)");
      expect(problems).toContain("DATABASE_URL: deve começar com postgres:// ou postgresql://");
      expect(problems).toContain("BASE_URL: deve ser uma URL completa");
    }
  });

  it("wants both Google credentials or neither", () => {
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: "só-id" })).toThrow(
      "GOOGLE_CLIENT_SECRET: GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET devem ser definidos juntos",
    );
  });

  it("treats empty strings as unset and trims a trailing slash from BASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: "", BASE_URL: "https://app.exemplo.com.br/" });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.baseUrl).toBe("https://app.exemplo.com.br");
  });

  it("sends users' own keys to OpenAI unless AI_BROWSER_BASE_URL says otherwise, never to AI_BASE_URL", () => {
    expect(loadConfig({}).ai.browserBaseUrl).toBe("https://api.openai.com/v1");
    const gateway = loadConfig({ AI_BASE_URL: "https://llm.interno.prancheta.app.br/v1", AI_API_KEY: "k" });
    expect(gateway.ai.browserBaseUrl).toBe("https://api.openai.com/v1");
    expect(loadConfig({ AI_BROWSER_BASE_URL: "https://openrouter.ai/api/v1/" }).ai.browserBaseUrl).toBe("https://openrouter.ai/api/v1");
  });

  it("asks the browser's provider for AI_BROWSER_MODEL (gpt-3.5-turbo by default), never the server's AI_MODEL", () => {
    expect(loadConfig({}).ai.browserModel).toBe("gpt-3.5-turbo");
    // A server on Ollama: its model name means nothing to OpenAI, where users' keys go.
    const ollama = loadConfig({ AI_BASE_URL: "http://localhost:11434/v1", AI_MODEL: "llama3" });
    expect(ollama.ai.primary?.model).toBe("llama3");
    expect(ollama.ai.browserModel).toBe("gpt-3.5-turbo");
    const both = loadConfig({ AI_MODEL: "llama3", AI_BROWSER_MODEL: " gpt-4o-mini " });
    expect(both.ai.browserModel).toBe("gpt-4o-mini");
    expect(() => loadConfig({ AI_BROWSER_MODEL: "  " })).toThrow("AI_BROWSER_MODEL: não pode ser vazio");
    expect(() => loadConfig({ AI_MODEL: "" })).toThrow("AI_MODEL: não pode ser vazio");
  });

  it("keeps AI_BROWSER_BASE_URL public-safe: https, no credentials or query, not our own origin", () => {
    expect(problems({ AI_BROWSER_BASE_URL: "http://api.exemplo.com/v1" })[0]).toMatch(/^AI_BROWSER_BASE_URL: deve usar https/);
    expect(problems({ AI_BROWSER_BASE_URL: "https://user:senha@api.exemplo.com/v1" })[0]).toMatch(/usuário ou senha/);
    expect(problems({ AI_BROWSER_BASE_URL: "https://api.exemplo.com/v1?token=x" })[0]).toMatch(/parâmetros/);
    expect(problems({ BASE_URL: "https://app.exemplo.com", AI_BROWSER_BASE_URL: "https://app.exemplo.com/v1" })[0]).toMatch(/próprio Prancheta/);
    // A provider on this machine, in development and tests only.
    expect(problems({ AI_BROWSER_BASE_URL: "http://127.0.0.1:11434/v1" })).toEqual([]);
    expect(problems({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32), SMTP_URL: "smtp://s", AI_BROWSER_BASE_URL: "http://127.0.0.1:11434/v1" })).toHaveLength(1);
  });

  it("configures the image generator only with IMAGE_API_KEY or IMAGE_BASE_URL (R-IMG-2)", () => {
    const none = loadConfig({}).images;
    expect(none).toEqual({ provider: undefined, model: "gpt-image-1", size: "1024x1024", timeoutMs: 30_000 });
    expect(loadConfig({ IMAGE_API_KEY: "sk-img" }).images.provider).toEqual({ baseUrl: "https://api.openai.com/v1", apiKey: "sk-img" });
    const local = loadConfig({ IMAGE_BASE_URL: "http://127.0.0.1:9000/v1/", IMAGE_MODEL: "dall-e-3", IMAGE_SIZE: "1792x1024", IMAGE_TIMEOUT_MS: "500" }).images;
    expect(local).toEqual({ provider: { baseUrl: "http://127.0.0.1:9000/v1", apiKey: "" }, model: "dall-e-3", size: "1792x1024", timeoutMs: 500 });
    // The text provider's key is not the image provider's: no image service unless it is named.
    expect(loadConfig({ AI_API_KEY: "sk-text" }).images.provider).toBeUndefined();
    expect(() => loadConfig({ IMAGE_SIZE: "grande", IMAGE_TIMEOUT_MS: "0", IMAGE_BASE_URL: "api" })).toThrow(/IMAGE_BASE_URL[\s\S]*IMAGE_SIZE: deve ser LARGURAxALTURA[\s\S]*IMAGE_TIMEOUT_MS: deve ser maior que zero/);
  });

  it("has no payment gateway unless PAYMENTS_API_KEY and PAYMENTS_WEBHOOK_TOKEN are set together (decision 091)", () => {
    expect(loadConfig({}).payments).toBeUndefined();
    const token = "token-do-webhook-com-mais-de-32-caracteres";
    expect(loadConfig({ PAYMENTS_API_KEY: "$aact_chave_secreta", PAYMENTS_WEBHOOK_TOKEN: token }).payments).toEqual({
      provider: "asaas",
      baseUrl: "https://api.asaas.com/v3",
      apiKey: "$aact_chave_secreta",
      webhookToken: token,
    });
    expect(loadConfig({ PAYMENTS_API_KEY: "k", PAYMENTS_WEBHOOK_TOKEN: token, PAYMENTS_BASE_URL: "https://api-sandbox.asaas.com/v3/" }).payments?.baseUrl).toBe("https://api-sandbox.asaas.com/v3");
    // The fake on loopback, outside production only.
    expect(loadConfig({ PAYMENTS_API_KEY: "k", PAYMENTS_WEBHOOK_TOKEN: token, PAYMENTS_BASE_URL: "http://127.0.0.1:4010/v3" }).payments?.baseUrl).toBe("http://127.0.0.1:4010/v3");
    const partial = problems({ PAYMENTS_API_KEY: "$aact_chave_secreta" });
    expect(partial).toEqual(["PAYMENTS_WEBHOOK_TOKEN: é obrigatório para os pagamentos (definidas: PAYMENTS_API_KEY)"]);
    expect(partial.join("\n")).not.toContain("$aact_chave_secreta");
    expect(problems({ PAYMENTS_API_KEY: "k", PAYMENTS_WEBHOOK_TOKEN: "curto" })).toEqual(["PAYMENTS_WEBHOOK_TOKEN: deve ter de 32 a 255 caracteres (gere um com: openssl rand -hex 32)"]);
    expect(problems({ PAYMENTS_API_KEY: "k", PAYMENTS_WEBHOOK_TOKEN: "com espaço no meio do token que é longo" })).toEqual(["PAYMENTS_WEBHOOK_TOKEN: não pode conter espaços"]);
    expect(problems({ PAYMENTS_API_KEY: token, PAYMENTS_WEBHOOK_TOKEN: token })).toEqual(["PAYMENTS_WEBHOOK_TOKEN: não pode ser a chave de API (o Asaas recusa e o token viaja em cada webhook)"]);
    expect(problems({ PAYMENTS_API_KEY: "k", PAYMENTS_WEBHOOK_TOKEN: token, PAYMENTS_BASE_URL: "http://api.asaas.com/v3" })).toEqual(["PAYMENTS_BASE_URL: deve usar https:// (a chave de API viaja em cada requisição)"]);
  });

  it("refuses the studios' Asaas address without the CREDENTIALS_KEY that opens their keys (R-PAY-12)", () => {
    expect(problems({ STUDIO_PAYMENTS_BASE_URL: "https://api-sandbox.asaas.com/v3" })).toEqual([
      "CREDENTIALS_KEY: é obrigatório com STUDIO_PAYMENTS_BASE_URL: sem ela as chaves do Asaas dos estúdios não podem ser abertas e nenhuma cobrança nem nota fiscal é gerada (gere com: openssl rand -hex 32)",
    ]);
    expect(loadConfig({ STUDIO_PAYMENTS_BASE_URL: "https://api-sandbox.asaas.com/v3", CREDENTIALS_KEY: "1e".repeat(32) }).studioPayments.baseUrl).toBe("https://api-sandbox.asaas.com/v3");
  });

  it("asks for NFS-e only with the service code, its name and the ISS rate together (decision 096)", () => {
    const token = "token-do-webhook-com-mais-de-32-caracteres";
    const base = { PAYMENTS_API_KEY: "k", PAYMENTS_WEBHOOK_TOKEN: token };
    expect(loadConfig(base).payments?.invoices).toBeUndefined();
    expect(loadConfig({ ...base, PAYMENTS_NFSE_SERVICE_CODE: "01.07", PAYMENTS_NFSE_SERVICE_NAME: "Suporte em TI", PAYMENTS_NFSE_ISS: "2.5" }).payments?.invoices).toEqual({
      serviceCode: "01.07",
      serviceName: "Suporte em TI",
      issPercent: 2.5,
    });
    expect(problems({ ...base, PAYMENTS_NFSE_SERVICE_CODE: "01.07" })).toEqual([
      "PAYMENTS_NFSE_SERVICE_NAME: é obrigatório para a nota fiscal (definidas: PAYMENTS_NFSE_SERVICE_CODE)",
      "PAYMENTS_NFSE_ISS: é obrigatório para a nota fiscal (definidas: PAYMENTS_NFSE_SERVICE_CODE)",
    ]);
    expect(problems({ ...base, PAYMENTS_NFSE_SERVICE_CODE: "01.07", PAYMENTS_NFSE_SERVICE_NAME: "Suporte em TI", PAYMENTS_NFSE_ISS: "2,5%" })).toEqual(["PAYMENTS_NFSE_ISS: deve ser a alíquota do ISS em porcentagem, ex.: 2 ou 2.5"]);
    expect(problems({ PAYMENTS_NFSE_SERVICE_CODE: "01.07", PAYMENTS_NFSE_SERVICE_NAME: "Suporte em TI", PAYMENTS_NFSE_ISS: "2" })).toEqual(["PAYMENTS_API_KEY: é obrigatório para a nota fiscal (ela é pedida ao Asaas)"]);
  });

  it("keeps uploads on local disk unless S3_BUCKET is set, and refuses half an S3 configuration", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    const keys = { S3_ACCESS_KEY_ID: "AKIAEXEMPLO", S3_SECRET_ACCESS_KEY: "segredo-s3-nao-mostrar" };
    expect(loadConfig({ S3_BUCKET: "prancheta-arquivos", S3_REGION: "sa-east-1", ...keys }).s3).toEqual({
      endpoint: undefined,
      bucket: "prancheta-arquivos",
      region: "sa-east-1",
      accessKeyId: "AKIAEXEMPLO",
      secretAccessKey: "segredo-s3-nao-mostrar",
    });
    const minio = loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000/", S3_BUCKET: "prancheta", S3_REGION: "sa-east-1", ...keys }).s3;
    expect(minio).toMatchObject({ endpoint: "http://127.0.0.1:9000", region: "sa-east-1" });
    expect(problems({ S3_BUCKET: "prancheta" })).toEqual([
      "S3_ACCESS_KEY_ID: é obrigatório para o armazenamento S3 (definidas: S3_BUCKET)",
      "S3_SECRET_ACCESS_KEY: é obrigatório para o armazenamento S3 (definidas: S3_BUCKET)",
      "S3_REGION: é obrigatório no AWS S3 (sem S3_ENDPOINT): a região do bucket, ex.: sa-east-1",
    ]);
    // A compatible server (MinIO, the fake) takes the default region.
    expect(loadConfig({ S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "prancheta", ...keys }).s3?.region).toBe("us-east-1");
    // The secret's value is never echoed back: only the variables' names.
    const partial = problems({ S3_ENDPOINT: "https://s3.exemplo.com.br", ...keys });
    expect(partial).toEqual(["S3_BUCKET: é obrigatório para o armazenamento S3 (definidas: S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)"]);
    expect(partial.join("\n")).not.toContain("segredo-s3-nao-mostrar");
    expect(problems({ S3_BUCKET: "", S3_ENDPOINT: " " })).toEqual([]);
    const bad = problems({ S3_ENDPOINT: "ftp://s3.exemplo.com.br", S3_BUCKET: "Meu_Bucket", ...keys });
    expect(bad[0]).toMatch(/^S3_ENDPOINT: deve ser uma URL http\(s\) completa/);
    expect(bad[1]).toMatch(/^S3_BUCKET: deve ser um nome de bucket S3/);
    expect(problems({ S3_ENDPOINT: "https://chave:segredo@s3.exemplo.com.br", S3_BUCKET: "prancheta", ...keys })[0]).toMatch(/^S3_ENDPOINT: não pode conter usuário ou senha/);
  });
});
