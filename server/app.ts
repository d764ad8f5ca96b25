import { join } from "node:path";
import { OpenAPIHono } from "@hono/zod-openapi";
import { compress } from "hono/compress";
import { createAuth, type Auth } from "./auth/auth";
import { authRoutes } from "./auth/auth.routes";
import { deviceCookies } from "./auth/sign-in-throttle";
import type { Config } from "./config";
import type { DatabaseKind, Db } from "./db/client";
import { healthSchema, readySchema } from "#domain/health.schema";
import { checkReadiness } from "./db/readiness";
import { createMetrics } from "./metrics/metrics";
import { metricsHandler } from "./metrics/metrics.routes";
import { meRoutes, publicConfigRoutes, sessionRoutes } from "./features/account/account.routes";
import { plansRoutes } from "./features/plans/plans.routes";
import { billingRoutes, paymentsRoutes } from "./features/payments/payments.routes";
import { portalNotFound, usablePortalLink } from "./features/documents/portal/portal.service";
import { providerSignatureRoutes, signatureAccountRoutes, signatureWebhookRoutes } from "./features/documents/portal/provider-signature.routes";
import { cashRoutes, chargeAccountRoutes, projectChargesRoutes, publicPortalChargesRoutes, studioChargesWebhookRoutes } from "./features/studio-charges/studio-charges.routes";
import { createAsaasGateway } from "./payments/asaas";
import type { PaymentGateway } from "./payments/gateway";
import { clientsRoutes } from "./features/clients/clients.routes";
import { projectsRoutes } from "./features/projects/projects.routes";
import { hourlyCostRoutes, projectFeesRoutes } from "./features/fees/fees.routes";
import { projectProposalRoutes, proposalStateRoutes } from "./features/documents/proposals/proposals.routes";
import { contractClausesRoutes, projectContractRoutes } from "./features/documents/contracts/contracts.routes";
import { clientLinkRoutes, publicBriefingRoutes } from "./features/documents/client-link.routes";
import { followUpRoutes, programmeGenerationRoutes } from "./features/documents/generation.routes";
import { documentsRoutes, projectDocumentsRoutes } from "./features/documents/documents.routes";
import { projectReferencesRoutes, referenceItemRoutes, savedReferencesRoutes } from "./features/documents/references/references.routes";
import { chatRouters } from "./features/chat/chat.routes";
import { writtenGenerationRoutes } from "./features/documents/written-generation.routes";
import { aiRoutes } from "./features/ai/ai.routes";
import { studioRoutes } from "./features/studios/studio.routes";
import { invitationsRoutes } from "./features/studios/invitations.routes";
import { adminRoutes } from "./features/admin/admin.routes";
import { filesRoutes } from "./features/files/files.routes";
import { accountSecurityRoutes } from "./features/account/account-security.routes";
import { projectMaterialsRoutes } from "./features/projects/project-materials.routes";
import { ifcRoutes } from "./features/documents/ifc/ifc.routes";
import { budgetCubRoutes } from "./features/documents/budget-cub.routes";
import { presentationsRoutes } from "./features/documents/presentations/presentations.routes";
import { profileRoutes } from "./features/profile/profile.routes";
import { customTabsRoutes } from "./features/custom-tabs/custom-tabs.routes";
import { remindersRoutes } from "./features/reminders/reminders.routes";
import { clientMessagesRoutes } from "./features/messages/messages.routes";
import { suggestionsRoutes } from "./features/suggestions/suggestions.routes";
import { notificationsRoutes } from "./features/notifications/notifications.routes";
import { calendarRoutes } from "./features/calendar/calendar.routes";
import { toolRunsRoutes } from "./features/tools/tool-runs.routes";
import { topographyDrawingRoutes } from "./features/tools/topography-drawing.routes";
import { toolRunExportRoutes } from "./features/tools/tool-run-export.routes";
import { imagesRoutes } from "./features/images/images.routes";
import { apiTokensRoutes } from "./features/api-tokens/api-tokens.routes";
import { webhooksRoutes } from "#server/features/webhooks/webhooks.routes";
import { webhookSecretBox } from "#server/webhooks/secret-box";
import { v1Routes } from "./public-api/v1.routes";
import { projectPortalRoutes, publicPortalRoutes } from "./features/documents/portal/portal.routes";
import { exceptUploads } from "./lib/upload-body";
import { bodyCap } from "./lib/body-cap";
import { localDiskStorage } from "./storage/local-disk";
import type { FileStorage } from "./storage/file-storage";
import { createAiEngine } from "./ai/engine";
import { LocalSignalBus, type SignalBus } from "./signals/bus";
import { errorHandler } from "./lib/error-handler";
import { AppError, errorBody } from "./lib/errors";
import { BackgroundTasks } from "./lib/background";
import type { Logger } from "./lib/logger";
import { requestLog } from "./lib/request-log";
import { closeWhenBodyUnread } from "./lib/unread-body";
import { sameOrigin } from "./lib/same-origin";
import { noStore, securityHeaders } from "./lib/security-headers";
import { apiRoute, apiRouter } from "./lib/openapi";
import { API_BODY_MAX_BYTES, bodyTooLarge, jsonGuard } from "./lib/validate";
import { openApiDocumentRoutes, referenceRoutes } from "./openapi";
import type { Mailer } from "./mail/mailer";
import { spaHandler } from "./static";

export interface AppDeps {
  config: Config;
  db: Db;
  dbKind: DatabaseKind;
  logger: Logger;
  mailer: Mailer;
  authSecret: string;
  /** Work that outlives a request (AI answers); main.ts drains it on shutdown. */
  tasks?: BackgroundTasks;
  /**
   * Where uploaded files' bytes go (decision 051): `DATA_DIR/uploads` unless given; required
   * with S3 (`openStorage(config)` checks the bucket, which cannot happen here synchronously).
   */
  storage?: FileStorage;
  /** How long /api/ready waits for the database (3 s; tests give a busy machine more). */
  readinessTimeoutMs?: number;
  /**
   * Signals to the other app processes (chat stops, AI cooldowns): main.ts gives PostgreSQL's
   * LISTEN/NOTIFY; without it they stay in this process (PGlite, tests).
   */
  signals?: SignalBus;
  /** Aborted by main.ts once the shutdown has drained the requests: AI answers still running stop and are stored. */
  shutdown?: AbortSignal;
  /** How long a chat stop waits for another process to store the answer (5 s; tests give a busy machine more). */
  chatStopWaitMs?: number;
  /** The payment gateway (decision 091): Asaas from `config.payments` unless given; none without PAYMENTS_*. */
  paymentGateway?: PaymentGateway;
  /** The time the proposals' validity is read against (R-PROP-3): tests give a fixed one. */
  clock?: () => Date;
}

export function createApp(deps: AppDeps) {
  const { config, db, dbKind, logger, mailer, authSecret } = deps;
  const tasks = deps.tasks ?? new BackgroundTasks();
  // Never a silent fallback to one process's disk when a bucket was configured.
  if (config.s3 && !deps.storage) throw new Error("S3_BUCKET definido: createApp precisa do armazenamento aberto por openStorage(config)");
  const storage = deps.storage ?? localDiskStorage(join(config.dataDir, "uploads"));
  const clock = deps.clock ?? (() => new Date());
  const paymentGateway = deps.paymentGateway ?? (config.payments ? createAsaasGateway(config.payments) : undefined);
  const auth: Auth = createAuth({ config, db, mailer, logger, secret: authSecret });
  // The sign-in device cookies (R-AUTH-8, decision 064): issued by sign-in, sign-up and reset, and
  // again by a password change in the settings, which revokes the earlier ones.
  const devices = deviceCookies({ db, secret: authSecret, secure: config.baseUrl.startsWith("https://") });
  // Only with a token to read them by: otherwise nobody could, and every request would pay for them.
  const metrics = config.metricsToken ? createMetrics({ db, logger }) : undefined;
  const signals = deps.signals ?? new LocalSignalBus((err) => logger.error({ err }, "falha ao tratar um sinal"));
  const engine = createAiEngine(config.ai, { logger, onOutcome: metrics?.aiOutcome, signals });
  const aiRateLimit = { max: config.ai.rateLimitMax, windowSeconds: 60 };

  // Every router is declared with apiRoute (server/lib/openapi.ts) and mounted at its resource's
  // prefix; GET /api/openapi.json is generated from them.
  const chat = chatRouters({ auth, db, engine, logger, tasks, rateLimit: aiRateLimit, signals, shutdown: deps.shutdown, stopWaitMs: deps.chatStopWaitMs });
  const publicBriefings = publicBriefingRoutes({ db, trustProxy: config.trustProxy, rateLimit: config.publicFormRateLimit });
  const publicPortal = publicPortalRoutes({ db, storage, trustProxy: config.trustProxy, rateLimit: config.publicFormRateLimit, clock });
  const api = apiRouter();
  api
    .use(noStore())
    // An image upload (multipart, up to 5 MB) is checked by its own route instead.
    .use(exceptUploads(bodyCap(API_BODY_MAX_BYTES, () => { throw bodyTooLarge(API_BODY_MAX_BYTES); })))
    .use(sameOrigin(config.baseUrl))
    // Before jsonGuard reads any body (the 1 MB cap above reads none: it checks Content-Length or
    // wraps the stream): a client's briefing save to a link that opens nothing is its 404 unread,
    // and its body is capped at the route's 128 KB (decision 067).
    .on("PUT", "/public/briefings/:token", publicBriefings.saveBeforeBody)
    // The same for the client portal's decisions and signatures (R-PORTAL-1, decision 095).
    .on("POST", "/public/portal/:token/*", publicPortal.beforeBody)
    .use(exceptUploads(jsonGuard()));
  // Only with PAYMENTS_* (decision 091): otherwise these routes do not exist and upgrades stay requests.
  if (paymentGateway) api.route("/payments", paymentsRoutes({ auth, db, gateway: paymentGateway }));
  api.route("/billing", billingRoutes({ auth, db, paymentsEnabled: paymentGateway !== undefined }));
  // The studio charging its clients through its own Asaas account (decision 100).
  const charges = { db, credentialsKey: config.studioPayments.credentialsKey, asaasBaseUrl: config.studioPayments.baseUrl, baseUrl: config.baseUrl };
  api.route("/charges/webhooks", studioChargesWebhookRoutes({ deps: charges }));
  api.route("/charges", cashRoutes({ auth, deps: charges }));
  api.route("/studio/charge-account", chargeAccountRoutes({ auth, deps: charges }));
  api.route("/projects", projectChargesRoutes({ auth, deps: charges }));
  // Contracts signed through the studio's own ZapSign account (decision 109).
  const signatures = { db, storage, credentialsKey: config.studioPayments.credentialsKey, providerBaseUrl: config.signatureProvider.baseUrl, baseUrl: config.baseUrl };
  api.route("/signatures/webhooks", signatureWebhookRoutes({ deps: signatures }));
  api.route("/studio/signature-account", signatureAccountRoutes({ auth, deps: signatures }));
  api.route("/projects", providerSignatureRoutes({ auth, deps: signatures }));
  // The public API (decision 097): a studio's token, never a session.
  for (const [prefix, router] of Object.entries(v1Routes({ db, rateLimit: config.apiRateLimit, engine, aiRateLimit, storage }))) api.route(prefix, router);
  api
    .openapi(
      apiRoute({
        method: "get",
        path: "/health",
        tag: "Sistema",
        summary: "Estado do servidor",
        responses: { 200: { schema: healthSchema, description: "No ar, e qual banco de dados usa." } },
      }),
      (c) => c.json({ status: "ok" as const, database: dbKind }, 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/ready",
        tag: "Sistema",
        summary: "Pronto para receber requisições",
        description: "A prontidão (readiness), para o proxy ou o orquestrador; `/api/health` é só se o processo está no ar (liveness).",
        responses: { 200: { schema: readySchema, description: "O banco responde e tem todas as migrações do código aplicadas." } },
        errors: { 503: "`unavailable`: o banco não responde (ou não a tempo), ou tem migrações pendentes; a mensagem diz qual." },
      }),
      async (c) => {
        const readiness = await checkReadiness(db, deps.readinessTimeoutMs);
        if (!readiness.ready) {
          c.header("Retry-After", "5");
          throw new AppError("unavailable", 503, readiness.message).logged("não pronto", { err: readiness.cause, reason: readiness.message });
        }
        return c.json({ status: "pronto" as const, database: dbKind, migrations: readiness.migrations }, 200);
      },
    )
    .route("/public-config", publicConfigRoutes({ config }))
    .route("/auth", authRoutes({ auth, db, config, logger, devices }))
    .route("/me", meRoutes({ auth, db, config }))
    .route("/session", sessionRoutes({ auth, db, config }))
    .route("/plans", plansRoutes({ auth, db }))
    .route("/clients", clientsRoutes({ auth, db }))
    .route("/projects", projectsRoutes({ auth, db, storage }))
    .route("/projects", projectMaterialsRoutes({ auth, db }))
    .route("/projects", ifcRoutes({ auth, db }))
    .route("/projects", projectFeesRoutes({ auth, db }))
    .route("/projects", projectProposalRoutes({ auth, db, clock }))
    .route("/projects", projectContractRoutes({ auth, db, clock }))
    .route("/contract-clauses", contractClausesRoutes({ auth, db }))
    .route("/projects", projectDocumentsRoutes({ auth, db }))
    .route("/documents", proposalStateRoutes({ auth, db, clock }))
    .route("/projects", projectPortalRoutes({ auth, db, baseUrl: config.baseUrl, clock }))
    .route("/documents", documentsRoutes({ auth, db, storage, saveRateLimit: config.saveRateLimit }))
    .route("/documents", writtenGenerationRoutes({ auth, db, engine, logger, tasks, rateLimit: aiRateLimit }))
    .route("/documents", clientLinkRoutes({ auth, db, baseUrl: config.baseUrl, mailer }))
    .route("/documents", followUpRoutes({ auth, db, engine, rateLimit: aiRateLimit }))
    .route("/projects", programmeGenerationRoutes({ auth, db, engine, rateLimit: aiRateLimit }))
    .route("/projects", projectReferencesRoutes({ auth, db, engine, rateLimit: aiRateLimit }))
    .route("/documents", referenceItemRoutes({ auth, db }))
    .route("/references", savedReferencesRoutes({ auth, db }))
    .route("/public/briefings", publicBriefings.routes)
    .route("/public/portal", publicPortal.routes)
    .route("/public/portal", publicPortalChargesRoutes({ deps: charges, trustProxy: config.trustProxy, rateLimit: config.publicFormRateLimit, usableLink: (token) => usablePortalLink({ db, token, now: clock() }), notFound: portalNotFound }))
    .route("/studio/hourly-cost", hourlyCostRoutes({ auth, db }))
    .route("/studio/api-tokens", apiTokensRoutes({ auth, db }))
    .route("/studio/webhooks", webhooksRoutes({ auth, db, box: webhookSecretBox(config), allowPrivate: config.webhooks.allowPrivate }))
    .route("/studio", studioRoutes({ auth, db, mailer, baseUrl: config.baseUrl }))
    .route("/invitations", invitationsRoutes({ auth, db, config }))
    .route("/admin", adminRoutes({ auth, db, config, mailer }))
    .route("/suggestions", suggestionsRoutes({ auth, db, engine, logger }))
    .route("/files", filesRoutes({ auth, db, storage }))
    .route("/profile", profileRoutes({ auth, db, storage }))
    .route("/account", accountSecurityRoutes({ auth, db, mailer, storage, config, devices }))
    .route("/presentations", presentationsRoutes({ auth, db, storage, logger, tasks }))
    .route("/images", imagesRoutes({ auth, db, storage, config: config.images, logger, rateLimit: aiRateLimit }))
    .route("/budgets", budgetCubRoutes({ auth, db }))
    .route("/notifications", notificationsRoutes({ auth, db }))
    .route("/calendar", calendarRoutes({ auth, db, engine, baseUrl: config.baseUrl, secret: authSecret, trustProxy: config.trustProxy, rateLimit: aiRateLimit }))
    .route("/reminders", remindersRoutes({ auth, db, engine, logger, rateLimit: aiRateLimit }))
    .route("/tools/topografia/runs", topographyDrawingRoutes({ auth, db }))
    .route("/tools/runs", toolRunExportRoutes({ auth, db, storage }))
    .route("/tools", toolRunsRoutes({ auth, db, engine, logger, tasks, rateLimit: aiRateLimit }))
    .route("/ai", aiRoutes({ auth, db, engine, rateLimit: aiRateLimit }))
    .route("/custom-tabs", customTabsRoutes({ auth, db, engine, logger, rateLimit: aiRateLimit, saveRateLimit: config.saveRateLimit }))
    .route("/client-messages", clientMessagesRoutes({ auth, db, engine, rateLimit: aiRateLimit }))
    .route("/chat", chat.chat)
    .route("/conversations", chat.conversations)
    .route("/openapi.json", openApiDocumentRoutes(api))
    .route("/docs", referenceRoutes())
    .all("/*", (c) => c.json(errorBody("not_found", `Rota da API não encontrada: ${c.req.method} ${c.req.path}`), 404));

  // An OpenAPIHono too, so that its registry holds every route with its full path (server/openapi.test.ts).
  const app = new OpenAPIHono();
  // First, so that it times the whole request.
  if (metrics) app.use(metrics.http);
  app
    .use(requestLog(logger))
    .use(closeWhenBodyUnread())
    .use(securityHeaders({ https: config.baseUrl.startsWith("https://"), connectOrigins: [new URL(config.ai.browserBaseUrl).origin] }));
  app.route("/api", api);
  // Outside /api (Prometheus' usual path), before the SPA's catch-all.
  app.get("/metrics", metricsHandler(metrics, config.metricsToken));

  app.get("*", compress(), spaHandler(config.webDistDir));

  app.onError(errorHandler(logger));

  return app;
}
