import type { MiddlewareHandler } from "hono";
import { providerSignatureApi, signatureAccountApi, signatureWebhookApi } from "#domain/contracts/portal";
import { isId } from "#domain/ids";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import { AppError } from "#server/lib/errors";
import { apiRouter, implement } from "#server/lib/openapi";
import {
  connectSignatureAccount,
  getSignatureAccount,
  receiveSignatureWebhook,
  removeSignatureAccount,
  sendForProviderSignature,
  signatureWebhookAuthentic,
  type SignatureDeps,
} from "./provider-signature.service";

const projectNotFound = () => new AppError("not_found", 404, "Projeto não encontrado.");

/** Mounted at /api/studio/signature-account (R-CONTRACT-7): owner and admins only. */
export function signatureAccountRoutes({ auth, deps }: { auth: Auth; deps: SignatureDeps }) {
  const signedIn = requireUser({ auth, db: deps.db });
  return apiRouter<AuthVariables>()
    .openapi(implement(signatureAccountApi.get, { signedIn }), async (c) => c.json(await getSignatureAccount({ deps, scope: c.get("scope") }), 200))
    .openapi(implement(signatureAccountApi.save, { signedIn }), async (c) => c.json(await connectSignatureAccount({ deps, scope: c.get("scope"), input: c.req.valid("json") }), 200))
    .openapi(implement(signatureAccountApi.remove, { signedIn }), async (c) => {
      await removeSignatureAccount({ deps, scope: c.get("scope") });
      return c.body(null, 204);
    });
}

/** Mounted at /api/projects (R-CONTRACT-7): the contract sent through ZapSign, any member of the studio. */
export function providerSignatureRoutes({ auth, deps }: { auth: Auth; deps: SignatureDeps }) {
  const signedIn = requireUser({ auth, db: deps.db });
  return apiRouter<AuthVariables>().openapi(implement(providerSignatureApi.send, { signedIn, notFound: projectNotFound }), async (c) => {
    const { id, documentId } = c.req.valid("param");
    return c.json(await sendForProviderSignature({ deps, scope: c.get("scope"), projectId: id, documentId, input: c.req.valid("json") }), 201);
  });
}

/** Mounted at /api/signatures/webhooks (R-CONTRACT-8): each studio's ZapSign account posts here with its own secret. */
export function signatureWebhookRoutes({ deps }: { deps: SignatureDeps }) {
  // Before the body is read: without this studio's secret nothing is stored, and the secret is never logged.
  const secret: MiddlewareHandler = async (c, next) => {
    const studioId = c.req.param("studioId") ?? "";
    if (!isId(studioId)) throw new AppError("not_found", 404, "Conta de assinatura não encontrada.");
    if (!(await signatureWebhookAuthentic({ db: deps.db, studioId, authorization: c.req.header("authorization") }))) {
      throw new AppError("unauthorized", 401, "Segredo do webhook ausente ou inválido.").logged("webhook da ZapSign recusado: segredo inválido", { studioId });
    }
    await next();
  };
  return apiRouter().openapi(implement(signatureWebhookApi.zapsign, { middleware: [secret] }), async (c) =>
    c.json(await receiveSignatureWebhook({ db: deps.db, studioId: c.req.valid("param").studioId, body: c.req.valid("json") }), 200),
  );
}
