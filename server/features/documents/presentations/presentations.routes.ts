import { z } from "#domain/zod";
import { idSchema } from "#domain/ids";
import { presentationCheckInputSchema, presentationCheckSchema } from "#domain/presentation-gaps.schema";
import { presentationInputSchema, presentationSchema, presentationSourcesSchema, presentationUpdateSchema } from "#domain/presentations.schema";
import type { Auth } from "#server/auth/auth";
import { requireUser, type AuthVariables } from "#server/auth/require-user";
import { contentDisposition } from "#server/export/http";
import { apiRoute, apiRouter, idParams } from "#server/lib/openapi";
import { rateLimitByUser } from "#server/lib/rate-limit";
import { checkPresentation } from "./presentation-check";
import {
  createPresentation,
  deletePresentation,
  getPresentation,
  listPresentations,
  presentationNotFound,
  presentationPdf,
  presentationSources,
  rerenderPresentation,
  type PresentationDeps,
} from "./presentations.service";

const TAG = "Apresentações";

/** Mounted at /api/presentations (R-PRES-1). */
export function presentationsRoutes({ auth, ...deps }: PresentationDeps & { auth: Auth }) {
  const { db } = deps;
  const signedIn = requireUser({ auth, db });
  // Each render is seconds of CPU on the PDF worker: bounded per person.
  const renders = rateLimitByUser({ db, scope: "presentation-render", max: 30, windowSeconds: 10 * 60, what: "Muitas apresentações geradas em pouco tempo." });
  const params = idParams(presentationNotFound);
  return apiRouter<AuthVariables>()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: TAG,
        summary: "Minhas apresentações",
        signedIn,
        responses: { 200: { schema: z.array(presentationSchema), description: "As apresentações do estúdio, as mais recentes primeiro." } },
      }),
      async (c) => c.json(await listPresentations(db, c.get("scope")), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/sources",
        tag: TAG,
        summary: "O que o projeto já tem para os slides",
        signedIn,
        query: z.object({ projectId: idSchema("Escolha um projeto.") }),
        responses: { 200: { schema: presentationSourcesSchema, description: "Texto (do documento ou offline), conceito, programa, referências." } },
        errors: { 404: "Projeto não encontrado." },
      }),
      async (c) => c.json(await presentationSources(db, c.get("scope"), c.req.valid("query").projectId), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/check",
        tag: TAG,
        summary: "O que os slides escolhidos deixarão de fora",
        description:
          "Monta os slides com os dados atuais do projeto, como a geração os monta, sem gerar nada: nenhum trecho \"[completar: …]\" vai para o PDF, e cada slide que perde linhas (ou fica de fora inteiro) vem com o motivo e onde completar.",
        signedIn,
        body: { schema: presentationCheckInputSchema },
        responses: { 200: { schema: presentationCheckSchema, description: "Quantos slides e o que fica de fora." } },
        errors: { 404: "Projeto não encontrado." },
      }),
      async (c) => c.json(await checkPresentation(deps, c.get("scope"), c.req.valid("json")), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/",
        tag: TAG,
        summary: "Cria uma apresentação e começa a gerar o PDF",
        description: "Responde logo, com `status: gerando`; acompanhe `progress` e `stage` em GET /api/presentations/{id}.",
        signedIn,
        middleware: [renders],
        body: { schema: presentationInputSchema },
        responses: { 201: { schema: presentationSchema, description: "A apresentação, já gerando." } },
        errors: { 404: "Projeto não encontrado.", 429: "Muitas gerações em pouco tempo." },
      }),
      async (c) => c.json(await createPresentation(deps, c.get("scope"), c.req.valid("json")), 201),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}",
        tag: TAG,
        summary: "Uma apresentação e o andamento da geração",
        signedIn,
        params,
        responses: { 200: { schema: presentationSchema, description: "A apresentação." } },
      }),
      async (c) => c.json(await getPresentation(db, c.get("scope"), c.req.valid("param").id), 200),
    )
    .openapi(
      apiRoute({
        method: "put",
        path: "/{id}",
        tag: TAG,
        summary: "Salva as escolhas e gera de novo",
        signedIn,
        middleware: [renders],
        params,
        body: { schema: presentationUpdateSchema },
        responses: { 200: { schema: presentationSchema, description: "A apresentação, gerando de novo." } },
      }),
      async (c) => c.json(await rerenderPresentation(deps, c.get("scope"), c.req.valid("param").id, c.req.valid("json")), 200),
    )
    .openapi(
      apiRoute({
        method: "post",
        path: "/{id}/render",
        tag: TAG,
        summary: "Gera de novo, com os dados atuais do projeto",
        signedIn,
        middleware: [renders],
        params,
        responses: { 200: { schema: presentationSchema, description: "A apresentação, gerando de novo." } },
      }),
      async (c) => c.json(await rerenderPresentation(deps, c.get("scope"), c.req.valid("param").id), 200),
    )
    .openapi(
      apiRoute({
        method: "get",
        path: "/{id}/pdf",
        tag: TAG,
        summary: "Baixa o PDF (slides 16:9)",
        signedIn,
        params,
        responses: { 200: { description: "application/pdf" } },
        errors: { 409: "O PDF ainda não está pronto." },
      }),
      async (c) => {
        const { bytes, fileName } = await presentationPdf(deps, c.get("scope"), c.req.valid("param").id);
        return c.body(bytes, 200, { "Content-Type": "application/pdf", "Content-Disposition": contentDisposition(fileName), "Cache-Control": "no-store" });
      },
    )
    .openapi(
      apiRoute({
        method: "delete",
        path: "/{id}",
        tag: TAG,
        summary: "Exclui a apresentação e o seu PDF",
        signedIn,
        params,
        responses: { 204: { description: "Excluída." } },
      }),
      async (c) => {
        await deletePresentation(deps, c.get("scope"), c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
}
