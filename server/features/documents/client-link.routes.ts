import {
  clientLinkEmailSchema,
  clientLinkEmailSentSchema,
  clientLinkStatusSchema,
  createdClientLinkSchema,
  publicBriefingSavedSchema,
  publicBriefingSaveSchema,
  publicBriefingSchema,
} from "#domain/client-briefing.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import type { Db } from "#server/db/client";
import { z } from "#domain/zod";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import type { MiddlewareHandler } from "hono";
import { bodyCap } from "#server/lib/body-cap";
import { every } from "hono/combine";
import { bodyTooLarge } from "#server/lib/validate";
import { hit, rateLimitByIp, seconds } from "#server/lib/rate-limit";
import { RateLimitedError } from "#server/lib/errors";
import type { Mailer } from "#server/mail/mailer";
import {
  activeClientLink,
  type ClientLink,
  CLIENT_LINK_EMAILS,
  createClientLink,
  emailClientLink,
  linkNotFound,
  readPublicBriefing,
  revokeClientLink,
  savePublicBriefing,
  usableLink,
} from "./client-link.service";
import { DOCUMENTS_TAG } from "./documents.routes";
import { documentNotFound } from "./documents.service";

const PUBLIC_TAG = "Briefing do cliente";

/** Mounted at /api/documents: the architect's side of a briefing's client link. */
export function clientLinkRoutes({ auth, db, baseUrl, mailer }: { auth: Auth; db: Db; baseUrl: string; mailer: Mailer }) {
  const signedIn = requireUser({ auth, db });
  const params = idParams(documentNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/client-link",
        tag: DOCUMENTS_TAG,
        summary: "O link do briefing para o cliente, se houver um válido",
        signedIn,
        params,
        responses: { 200: { schema: clientLinkStatusSchema, description: "O link ativo (sem o endereço) ou null, e o cliente a quem enviá-lo." } },
        errors: { 422: "O documento não é um briefing." },
      }),
      async (c) => c.json(await activeClientLink({ db, scope: c.get("scope"), documentId: c.req.valid("param").id }), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/client-link",
        tag: DOCUMENTS_TAG,
        summary: "Cria o link para o cliente responder o briefing",
        description: "Vale 30 dias; um link anterior deste briefing deixa de funcionar. O endereço vem só nesta resposta.",
        signedIn,
        params,
        responses: { 201: { schema: createdClientLinkSchema, description: "O link criado." } },
        errors: { 422: "O documento não é um briefing." },
      }),
      async (c) => c.json(await createClientLink({ db, scope: c.get("scope"), documentId: c.req.valid("param").id, baseUrl }), 201),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/client-link/email",
        tag: DOCUMENTS_TAG,
        summary: "Envia o link ao cliente por e-mail, em nome do escritório",
        description: `O endereço enviado deve ser o do link ativo deste briefing (o servidor guarda só o hash do token); o e-mail vai para o e-mail cadastrado do cliente, com o nome do escritório como remetente. No máximo ${CLIENT_LINK_EMAILS.perBriefing} por briefing e ${CLIENT_LINK_EMAILS.perPerson} por pessoa a cada hora.`,
        signedIn,
        params,
        body: { schema: clientLinkEmailSchema },
        responses: { 200: { schema: clientLinkEmailSentSchema, description: "O e-mail foi entregue ao servidor de e-mail." } },
        errors: {
          422: "O documento não é um briefing, o endereço não é o do link ativo, ou o cliente não tem e-mail cadastrado.",
          429: "Muitos e-mails com o link em pouco tempo.",
          502: "O servidor de e-mail recusou ou não respondeu.",
        },
      }),
      async (c) =>
        c.json(
          await emailClientLink({ db, mailer, scope: c.get("scope"), documentId: c.req.valid("param").id, url: c.req.valid("json").url, baseUrl }),
          200,
        ),
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}/client-link",
        tag: DOCUMENTS_TAG,
        summary: "Revoga o link do cliente",
        signedIn,
        params,
        responses: { 204: { description: "O link deixou de funcionar." } },
        errors: { 422: "O documento não é um briefing." },
      }),
      async (c) => {
        await revokeClientLink({ db, scope: c.get("scope"), documentId: c.req.valid("param").id });
        return c.body(null, 204);
      },
    );
}

const tokenParams = {
  schema: z.object({ token: z.string().meta({ description: "O token do link (43 caracteres)." }) }),
  notFound: linkNotFound,
};

/** The largest client's save: 33 answers and 60 follow-ups of at most a few KB each. */
export const PUBLIC_BRIEFING_MAX_BYTES = 128 * 1024;

type LinkVariables = { Variables: { clientLink: ClientLink } };

/**
 * Mounted at /api/public/briefings: the client's side, without sign-in (R-DOC-3). Limited per IP
 * (every request) and per link (saves), so a leaked link cannot be used to flood the studio's
 * history; what the client sends is stored as plain text and never rendered as HTML.
 *
 * `saveBeforeBody` is what app.ts runs on `PUT /{token}` in front of anything that reads a body
 * (the API's 1 MB cap and jsonGuard included; decision 067): the IP's limit, the token looked up
 * by its hash (an unknown, revoked or expired one is its 404 while the body is still unread), the
 * link's own save limit, then this route's 128 KB cap instead of the API's 1 MB. The link found
 * is on the context, so the route does not look it up again.
 */
export function publicBriefingRoutes({ db, trustProxy, rateLimit }: { db: Db; trustProxy: boolean; rateLimit: { max: number; windowSeconds: number } }) {
  const byIp = rateLimitByIp({ db, scope: "briefing-publico", trustProxy, ...rateLimit });
  const linkFirst: MiddlewareHandler<LinkVariables> = async (c, next) => {
    const link = await usableLink(db, c.req.param("token") ?? "");
    // A day's worth of autosaves for one questionnaire is in the hundreds; thousands is abuse.
    const retryAfter = await hit(db, `briefing-link:${link.tokenHash}`, rateLimit.max * 2, 60 * 60);
    if (retryAfter) {
      throw new RateLimitedError(retryAfter, `Muitas respostas enviadas por este link em pouco tempo. Aguarde ${seconds(retryAfter)} e tente novamente.`);
    }
    c.set("clientLink", link);
    await next();
  };
  const ownCap = bodyCap(PUBLIC_BRIEFING_MAX_BYTES, () => { throw bodyTooLarge(PUBLIC_BRIEFING_MAX_BYTES); });
  const saveBeforeBody: MiddlewareHandler<LinkVariables> = every(byIp, linkFirst, ownCap);
  const routes = apiRouter<{ clientLink: ClientLink }>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/{token}",
        tag: PUBLIC_TAG,
        summary: "O questionário do briefing, pelo link do cliente",
        middleware: [byIp],
        params: tokenParams,
        responses: { 200: { schema: publicBriefingSchema, description: "O questionário com as respostas até agora e o nome do escritório." } },
        errors: { 429: "Muitas requisições deste endereço IP em pouco tempo." },
      }),
      async (c) => c.json(await readPublicBriefing({ db, token: c.req.valid("param").token }), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{token}",
        tag: PUBLIC_TAG,
        summary: "Salva respostas do cliente",
        description: "Só as respostas enviadas mudam; viram uma nova versão do briefing, escrita pelo cliente. Um link que não abre nada é um 404 antes de o corpo ser lido.",
        params: tokenParams,
        body: { schema: publicBriefingSaveSchema, maxBytes: PUBLIC_BRIEFING_MAX_BYTES },
        responses: { 200: { schema: publicBriefingSavedSchema, description: "A versão salva." } },
        errors: { 429: "Muitas requisições deste endereço IP, ou muitas respostas por este link em pouco tempo." },
      }),
      async (c) => {
        const link = c.get("clientLink");
        // saveBeforeBody not mounted: a wiring mistake, never a save without its checks.
        if (!link) throw new Error("publicBriefingRoutes: saveBeforeBody não montado");
        const { answers, followUpAnswers } = c.req.valid("json");
        return c.json(await savePublicBriefing({ db, link, answers, followUpAnswers }), 200);
      },
    );
  return { routes, saveBeforeBody };
}
