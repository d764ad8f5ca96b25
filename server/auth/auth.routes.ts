import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import {
  passwordRecoverySchema,
  passwordResetDoneSchema,
  passwordResetRequestedSchema,
  RESET_PASSWORD_PAGE,
  resetPasswordSchema,
  signInResponseSchema,
  signInSchema,
  signOutResponseSchema,
  signUpResponseSchema,
  signUpSchema,
  socialSignInResponseSchema,
  socialSignInSchema,
} from "#domain/auth.schema";
import { z } from "#domain/zod";
import type { Config } from "#server/config";
import type { Db } from "#server/db/client";
import { AppError, errorBody, fieldErrors, validationError } from "#server/lib/errors";
import type { Logger } from "#server/lib/logger";
import { apiRoute, apiRouter } from "#server/lib/openapi";
import { clientIp, ipLimitKey, rateLimitByIp, takeHit } from "#server/lib/rate-limit";
import { resetTokenEmail, TERMS_ACCEPTED_HEADER, type Auth } from "./auth";
import { translateAuthError } from "./auth-errors";
import {
  DEVICE_FAILURES_MAX,
  knownDevicesIpKey,
  SIGN_IN_FAILURES_MAX,
  SIGN_IN_WINDOW_SECONDS,
  signInThrottle,
  type DeviceCookies,
  type SignInOutcome,
} from "./sign-in-throttle";

/** What a password-reset request answers, whether or not the e-mail has an account. */
export const RESET_REQUESTED_MESSAGE = "Se este e-mail estiver cadastrado, enviaremos um link para redefinir a senha.";
/** Longest `code` / `state` from Google we pass on; anything longer is not Google's. */
const CALLBACK_PARAM_MAX = 2048;
/** Google's authorization codes ("4/0Ab…"); Better Auth's states are [A-Za-z0-9_-]. */
const GOOGLE_CODE = new RegExp(`^[A-Za-z0-9._~/+=-]{1,${CALLBACK_PARAM_MAX}}$`);
const OAUTH_STATE = new RegExp(`^[A-Za-z0-9_-]{1,${CALLBACK_PARAM_MAX}}$`);
/** Where a Google sign-in goes back to (the path after `/api/auth`). */
const GOOGLE_CALLBACK_PATH = "/callback/google";
const DEFAULT_AFTER_SOCIAL_SIGN_IN = "/dashboard";

/** Re-sends the request to Better Auth with only the fields we validated. */
function withBody(c: Context, body: object, extraHeaders: Record<string, string> = {}): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete("content-length");
  // Only this router may say the terms were accepted.
  headers.delete(TERMS_ACCEPTED_HEADER);
  headers.set("content-type", "application/json");
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Request(c.req.url, { method: "POST", headers, body: JSON.stringify(body) });
}

/** A GET to Better Auth at `url`, with the browser's headers (its cookies) minus our own. */
function getRequest(c: Context, url: URL): Request {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(TERMS_ACCEPTED_HEADER);
  headers.delete("content-length");
  headers.delete("content-type");
  return new Request(url, { method: "GET", headers });
}

/** A request passed to Better Auth as it came, minus the header only this router may set. */
async function asReceived(c: Context): Promise<Request> {
  const headers = new Headers(c.req.raw.headers);
  headers.delete(TERMS_ACCEPTED_HEADER);
  const hasBody = c.req.method !== "GET" && c.req.method !== "HEAD";
  return new Request(c.req.url, { method: c.req.method, headers, body: hasBody ? await c.req.arrayBuffer() : undefined });
}

/**
 * The session token lives in an HttpOnly cookie; Better Auth also echoes it in JSON bodies,
 * where page scripts could read it. We drop it there.
 */
async function withoutSessionToken(response: Response): Promise<Response> {
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, response);
  }
  if (body && typeof body === "object") {
    const record = body as { token?: unknown; session?: { token?: unknown } | null };
    delete record.token;
    if (record.session && typeof record.session === "object") delete record.session.token;
  }
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status: response.status, headers });
}

/**
 * A successful sign-in's answer, plus the device cookie that makes this browser known to the
 * account (R-AUTH-8, decision 064).
 */
async function remembered(c: Context, devices: DeviceCookies, email: string, response: Response, replaced?: string): Promise<Response> {
  const cookie = await devices.remember(getCookie(c, devices.name), email, replaced);
  if (!cookie) return response;
  const headers = new Headers(response.headers);
  headers.append("set-cookie", cookie);
  return new Response(response.body, { status: response.status, headers });
}

/**
 * Better Auth's answer as it came (its cookies with it), as the handler's declared type: the
 * route declares the body's shape, and server/openapi.test.ts checks real answers against it.
 */
function passOn<T>(response: Response): T {
  return response as unknown as T;
}

const TAG = "Autenticação";
const RATE_LIMITED = "Tentativas demais deste endereço IP; aguarde (veja `Retry-After`).";

/**
 * Better Auth mounted under /api/auth, with our rules in front: only the endpoints the product
 * uses are reachable (the rest — user updates, session listing, account linking… — answer our
 * JSON 404 until a feature needs them, with its own validation), pt-BR validation (422), the
 * terms check, a per-IP rate limit on every attempt, and Better Auth's English errors translated.
 */
export function authRoutes(deps: { auth: Auth; db: Db; config: Config; logger: Logger; devices: DeviceCookies }) {
  const { auth, db, config, logger, devices } = deps;

  const forward = async (request: Request): Promise<Response> => {
    const response = await auth.handler(request);
    const isJson = response.headers.get("content-type")?.includes("json") ?? false;
    if (response.status < 400) return isJson ? withoutSessionToken(response) : response;
    const body = isJson ? ((await response.json().catch(() => ({}))) as { code?: string; message?: string }) : {};
    const t = translateAuthError(response.status, body.code);
    if (t.status >= 500) logger.error({ authError: body, status: response.status }, "erro inesperado na autenticação");
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("content-type", "application/json; charset=UTF-8");
    return new Response(JSON.stringify(errorBody(t.code, t.message, t.fields)), { status: t.status, headers });
  };

  const perIp = {
    db,
    scope: "auth",
    max: config.authRateLimit.max,
    windowSeconds: config.authRateLimit.windowSeconds,
    trustProxy: config.trustProxy,
  };
  const limit = rateLimitByIp(perIp);

  const throttle = signInThrottle(db);

  const app = apiRouter()
    .openapi(
      apiRoute({
        method: "post",
        path: "/sign-up/email",
        tag: TAG,
        summary: "Cria uma conta e abre a sessão",
        description: "`acceptTerms` precisa ser true (sem isso: 422 `terms_not_accepted`). Devolve o cookie da sessão.",
        middleware: [limit],
        body: { schema: signUpSchema },
        responses: { 200: { schema: signUpResponseSchema, description: "Conta criada; os cookies da sessão e do dispositivo vêm em `Set-Cookie`." } },
        errors: { 409: "Já existe uma conta com este e-mail.", 429: RATE_LIMITED },
      }),
      async (c) => {
        const { name, email, password } = c.req.valid("json");
        const response = await forward(withBody(c, { name, email, password }, { [TERMS_ACCEPTED_HEADER]: "1" }));
        // Sign-up signs in (R-AUTH-3): this browser is the account's first known device.
        return passOn(response.ok ? await remembered(c, devices, email, response) : response);
      },
      // Terms left unchecked, and nothing else wrong, is its own code: the form says it in a toast.
      (result) => {
        if (result.success) return;
        const fields = fieldErrors(result.error.issues);
        const onlyTerms = Object.keys(fields).length === 1 && fields.acceptTerms;
        if (onlyTerms) throw new AppError("terms_not_accepted", 422, fields.acceptTerms!, fields);
        throw validationError(fields);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/sign-in/email",
        tag: TAG,
        summary: "Entra com e-mail e senha",
        description:
          `Um navegador que já entrou nesta conta guarda um cookie de dispositivo assinado e conta as próprias falhas (${DEVICE_FAILURES_MAX} em ${SIGN_IN_WINDOW_SECONDS / 60} minutos). ` +
          `Os demais contam juntos por e-mail (${SIGN_IN_FAILURES_MAX} em ${SIGN_IN_WINDOW_SECONDS / 60} minutos, de qualquer IP). Acima do seu limite, 429 até o fim da janela, só para quem passou dele.`,
        // The per-IP limit is taken in the handler, once the e-mail tells a known device apart.
        body: { schema: signInSchema },
        responses: { 200: { schema: signInResponseSchema, description: "Sessão aberta; os cookies da sessão e do dispositivo vêm em `Set-Cookie`." } },
        errors: { 401: "E-mail ou senha incorretos.", 429: "Tentativas demais (deste dispositivo ou, sem ele, deste IP ou para este e-mail): veja `Retry-After`." },
      }),
      async (c) => {
        const { email, password } = c.req.valid("json");
        const cookie = getCookie(c, devices.name);
        // The per-IP limit, with the account's known devices counted apart from the address's
        // strangers: strangers behind the owner's address (an office, a carrier's NAT) cannot keep
        // the owner out through it, and a known browser is still paced (R-AUTH-8).
        const device = await devices.deviceFor(cookie, email);
        await takeHit(db, device ? knownDevicesIpKey(email, clientIp(c, config.trustProxy)) : ipLimitKey(c, perIp), perIp);
        // Per account (whatever the IP), before the password is checked; the same for unknown
        // e-mails. This account's device cookie counts apart from strangers (R-AUTH-8).
        const attempt = await throttle.take(email, device);
        let outcome: SignInOutcome = "other";
        try {
          const response = await forward(withBody(c, { email, password }));
          outcome = response.ok ? "success" : response.status === 401 ? "wrong-credentials" : "other";
          return passOn(outcome === "success" ? await remembered(c, devices, email, response, device) : response);
        } finally {
          await attempt.settle(outcome);
        }
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/request-password-reset",
        tag: TAG,
        summary: "Pede o e-mail de redefinição de senha",
        description: "A mesma resposta para e-mails sem conta. O link vale 1 hora, uma vez, e substitui os anteriores.",
        middleware: [limit],
        body: { schema: passwordRecoverySchema },
        responses: { 200: { schema: passwordResetRequestedSchema, description: "Pedido recebido (mensagem em português)." } },
        errors: { 429: RATE_LIMITED },
      }),
      async (c) => {
        const { email } = c.req.valid("json");
        // The reset link always lands on our own page; the client cannot choose another target.
        const response = await forward(withBody(c, { email, redirectTo: RESET_PASSWORD_PAGE }));
        if (!response.ok) return passOn(response);
        // Better Auth's English sentence, in pt-BR; the same body for unknown e-mails.
        return c.json({ status: true as const, message: RESET_REQUESTED_MESSAGE }, 200);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/reset-password",
        tag: TAG,
        summary: "Define a nova senha com o token do link",
        middleware: [limit],
        body: { schema: resetPasswordSchema },
        responses: { 200: { schema: passwordResetDoneSchema, description: "Senha trocada; as outras sessões e links são encerrados. Este navegador passa a ser um dispositivo conhecido da conta (cookie em `Set-Cookie`)." } },
        errors: { 400: "Link inválido, expirado ou já usado.", 429: RATE_LIMITED },
      }),
      async (c) => {
        const { token, newPassword } = c.req.valid("json");
        // Looked up before the reset spends the link. The browser that completes it proved the
        // e-mail and chose the password: it becomes a known device, so strangers who keep the
        // account's strangers' counter full cannot keep the owner out right after (R-AUTH-8).
        // The new password revokes every earlier device cookie of the account; this browser's
        // earlier entry (read before the reset) makes way for the new one.
        const email = await resetTokenEmail(db, token);
        const before = email ? await devices.deviceFor(getCookie(c, devices.name), email) : undefined;
        const response = await forward(withBody(c, { token, newPassword }));
        return passOn(response.ok && email ? await remembered(c, devices, email, response, before) : response);
      },
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/sign-out",
        tag: TAG,
        summary: "Sai (encerra a sessão)",
        description: "Sem corpo (ou `{}`). Sempre permitido, sem limite de tentativas.",
        responses: { 200: { schema: signOutResponseSchema, description: "Sessão encerrada; o cookie é apagado." } },
      }),
      // Not limited: signing out must always work. Whatever the client sent (nothing, or `{}`),
      // Better Auth gets an empty JSON body: it refuses a POST without a content type.
      async (c) => passOn(await forward(withBody(c, {}))),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/reset-password/{token}",
        tag: TAG,
        summary: "O link do e-mail de redefinição",
        description: `Redireciona para \`${RESET_PASSWORD_PAGE}?token=…\` (ou \`?error=INVALID_TOKEN\`).`,
        params: { schema: z.object({ token: z.string().meta({ description: "O token do link." }) }) },
        responses: { 302: { description: "Para a página de nova senha." } },
      }),
      async (c) => forward(await asReceived(c)),
    );

  // Google: starting the flow, and the provider's callback — only when configured (otherwise
  // these paths answer the API's JSON 404 like any other unknown route).
  if (config.google) {
    const failedUrl = `${config.baseUrl}/login?error=google`;
    const origin = new URL(config.baseUrl).origin;

    /**
     * Where Better Auth sends the browser after the callback: the validated return path on
     * success; its own error redirects (`/login?error=<code>&error_description=<text>`, or
     * anything off-site) become one fixed URL, which the login page turns into a pt-BR toast.
     */
    const safeLocation = (response: Response): Response => {
      const location = response.headers.get("location");
      if (!location) return response;
      const target = new URL(location, config.baseUrl);
      const ok = target.origin === origin && target.pathname !== "/login" && !target.pathname.startsWith("/api/");
      if (ok) return response;
      const headers = new Headers(response.headers);
      headers.set("location", failedUrl);
      return new Response(null, { status: response.status, headers });
    };

    /**
     * Google's answer, checked before anything reaches Better Auth or a `Location`: an `error`
     * (the user refused, Google failed) goes to the fixed URL without echoing it; `code` and
     * `state` must look like Google's and Better Auth's (bounded, no CR/LF); nothing else passes.
     */
    const checkedCallback = (params: Record<string, unknown>): URLSearchParams | undefined => {
      const { code, state, error } = params;
      if (error !== undefined) return undefined;
      if (typeof code !== "string" || !GOOGLE_CODE.test(code)) return undefined;
      if (typeof state !== "string" || !OAUTH_STATE.test(state)) return undefined;
      return new URLSearchParams({ code, state });
    };

    app
      .openapi(
        apiRoute({
          method: "post",
          path: "/sign-in/social",
          tag: TAG,
          summary: "Começa o login com Google",
          description: "Só quando o Google está configurado (senão 404). `callbackURL`: um caminho deste site.",
          middleware: [limit],
          body: { schema: socialSignInSchema },
          responses: { 200: { schema: socialSignInResponseSchema, description: "O endereço do consentimento do Google, para onde mandar o navegador." } },
          errors: { 429: RATE_LIMITED },
        }),
        async (c) => {
          const { provider, callbackURL } = c.req.valid("json");
          // Rebuilt: no ID-token sign-in, no error/new-user URLs or extra data of the client's choosing.
          return passOn(
            await forward(withBody(c, { provider, callbackURL: callbackURL ?? DEFAULT_AFTER_SOCIAL_SIGN_IN, disableRedirect: true })),
          );
        },
      )
      // Only GET: Google answers with a redirect (a POSTed `form_post` answer is other providers'
      // way, and a cross-site POST would be refused by sameOrigin anyway). The query is read
      // here, not declared for validation: anything wrong is the fixed redirect, never a 422.
      .openapi(
        apiRoute({
          method: "get",
          path: GOOGLE_CALLBACK_PATH,
          tag: TAG,
          summary: "Volta do Google (uso do próprio Google)",
          description: "Com `code` e `state` válidos, abre a sessão e redireciona para o caminho pedido; qualquer outra coisa vai para `/login?error=google`.",
          responses: { 302: { description: "Para o caminho pedido, ou para `/login?error=google`." } },
        }),
        async (c): Promise<Response> => {
          const params = checkedCallback(c.req.query());
          if (!params) return c.redirect(failedUrl, 302);
          const url = new URL(c.req.url);
          url.search = params.toString();
          return safeLocation(await forward(getRequest(c, url)));
        },
      );
  }

  return app;
}
