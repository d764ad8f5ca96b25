/**
 * The public API (R-API-2, R-API-3, decision 097): `/api/v1`, called with a studio's token
 * (`Authorization: Bearer prt_…`), never with a session. Each route reuses the schemas of the
 * app's own routes; every list is a page (`?cursor=&limit=` → `{ data, nextCursor }`) and every
 * create takes an `Idempotency-Key`.
 */
import { cursorQuerySchema, pageOf } from "#domain/api-tokens.schema";
import { checkCalendarRange, calendarEventInputSchema, calendarEventSchema, calendarRangeFields } from "#domain/calendar.schema";
import { clientDetailSchema, clientInputSchema, clientListItemSchema, clientSchema } from "#domain/clients.schema";
import { documentSchema, documentSummarySchema, exportQuerySchema } from "#domain/documents.schema";
import { projectInputSchema, projectSchema, projectSummarySchema, stageChangeInputSchema } from "#domain/projects.schema";
import { projectContractSchema } from "#domain/service-contract/contract.schema";
import { cashQuerySchema, projectChargesSchema, studioChargeSchema } from "#domain/studio-charges.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";
import { ifcApi } from "./ifc";
import { projectProposalSchema } from "./proposals";

const ID = "3f1c2a9e-7b4d-4c1e-9a2f-1d2e3f4a5b6c";
const CLIENT_ID = "9b7e4c1a-2d3f-4e5a-8b9c-0d1e2f3a4b5c";
const PAGE_NOTE = "Páginas de `limit` itens (padrão 20, até 100); envie o `nextCursor` recebido como `cursor` para a próxima (o limite vem com o cursor).";

/** A list's query: the page, and whatever else the list filters by. */
const pageQuery = cursorQuerySchema;

export const v1ClientsApi = resource("/api/v1/clients", "API v1: Clientes", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os clientes do estúdio",
    description: `Em ordem de nome. ${PAGE_NOTE}`,
    query: pageQuery,
    responses: {
      200: {
        schema: pageOf(clientListItemSchema, "PaginaV1DeClientes"),
        description: "Uma página de clientes.",
        example: { data: [{ id: CLIENT_ID, name: "Marina Alves", email: "marina@example.com", phone: "+5511987654321", projects: [{ id: ID, name: "Casa Alves" }] }], nextCursor: "eyJvIjoyMCwibCI6MjB9" },
      },
    },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um cliente, com os seus projetos",
    params: idPath,
    responses: { 200: { schema: clientDetailSchema, description: "O cliente." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cadastra um cliente",
    description: "Precisa de um token de leitura e escrita. Com `Idempotency-Key`, repetir a mesma requisição (mesma chave e mesmo corpo) em até 24 horas devolve a mesma resposta sem cadastrar de novo. O autor fica registrado como “via API: <nome do token>”.",
    body: { schema: clientInputSchema, example: { name: "Marina Alves", email: "marina@example.com", phone: "(11) 98765-4321", kind: "pessoa_feminina" } },
    responses: { 201: { schema: clientSchema, description: "O cliente cadastrado." } },
    errors: { 409: "`conflict`: a `Idempotency-Key` já foi usada com outro corpo, ou a primeira requisição com ela ainda está em andamento." },
  }),
});

export const v1ProjectsApi = resource("/api/v1/projects", "API v1: Projetos", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os projetos do estúdio",
    description: `Do mais recentemente alterado ao mais antigo. ${PAGE_NOTE}`,
    query: pageQuery,
    responses: { 200: { schema: pageOf(projectSummarySchema, "PaginaV1DeProjetos"), description: "Uma página de projetos, cada um com a etapa." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria um projeto",
    description:
      "Precisa de um token de leitura e escrita. Para um cliente do estúdio (senão 422 em `clientId`), começando na etapa dada (Levantamento se nenhuma), com o terreno quando informado. Aceita `Idempotency-Key` como o cadastro de clientes; o autor fica registrado como “via API: <nome do token>”.",
    body: {
      schema: projectInputSchema,
      example: { name: "Casa Alves", clientId: CLIENT_ID, type: "residencial", builtArea: 180, standard: "normal", deadline: "2027-06-30", landPlot: { city: "Curitiba", state: "PR", area: 360, frontage: 12, depth: 30 } },
    },
    responses: { 201: { schema: projectSchema, description: "O projeto criado, com a primeira entrada do histórico." } },
    errors: {
      402: "O plano não permite mais projetos: a mensagem diz quantos e onde fazer upgrade.",
      409: "`conflict`: a `Idempotency-Key` já foi usada com outro corpo, ou a primeira requisição com ela ainda está em andamento.",
    },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um projeto, com a etapa, o terreno e o histórico",
    params: idPath,
    responses: { 200: { schema: projectSchema, description: "O projeto." } },
  }),
  changeStage: route({
    method: "post",
    path: "/{id}/stage",
    summary: "Muda a etapa de um projeto",
    description: "Precisa de um token de leitura e escrita; a mudança entra no histórico em nome do token.",
    params: idPath,
    body: { schema: stageChangeInputSchema, example: { stage: "anteprojeto", note: "Aprovado pelo cliente." } },
    responses: { 200: { schema: projectSchema, description: "O projeto na nova etapa." } },
  }),
  documents: route({
    method: "get",
    path: "/{id}/documents",
    summary: "Os documentos de um projeto",
    description: `Do mais recentemente alterado ao mais antigo. ${PAGE_NOTE}`,
    params: idPath,
    query: pageQuery,
    responses: { 200: { schema: pageOf(documentSummarySchema, "PaginaV1DeDocumentos"), description: "Uma página de documentos." } },
  }),
  proposal: route({
    method: "get",
    path: "/{id}/proposal",
    summary: "A proposta de serviços de um projeto e o seu estado",
    description:
      "O documento da proposta (nulo antes da primeira) e o seu estado: rascunho, enviada, vista, aceita, recusada ou expirada. O conteúdo (etapas, valores em centavos, parcelas) está em `GET /api/v1/documents/{documentId}`, e o PDF em `…/export`.",
    params: idPath,
    responses: { 200: { schema: projectProposalSchema, description: "A proposta e o estado, ou nulos." } },
  }),
  contract: route({
    method: "get",
    path: "/{id}/contract",
    summary: "O contrato de prestação de serviços de um projeto",
    description: "O documento do contrato (nulo antes do primeiro), a proposta aceita de onde ele parte e o número do RRT. O texto está em `GET /api/v1/documents/{documentId}`.",
    params: idPath,
    responses: { 200: { schema: projectContractSchema, description: "O contrato do projeto, ou nulo." } },
  }),
  charges: route({
    method: "get",
    path: "/{id}/charges",
    summary: "As cobranças de um projeto",
    description: "As parcelas dos honorários salvos (centavos) e as cobranças geradas ao cliente, cada uma com a situação: pendente, paga, vencida, cancelada ou estornada.",
    params: idPath,
    responses: { 200: { schema: projectChargesSchema, description: "As parcelas e as cobranças." } },
  }),
  // The app's BIM import (R-BIM-1..4), the same two steps with a token of the Obra-Prima plan.
  ifcPreview: route({
    ...ifcApi.preview,
    description:
      "Precisa de um token de leitura e escrita de um estúdio do plano Obra-Prima. Envie o arquivo no campo `file` (multipart/form-data). Nada é gravado: a resposta traz os pavimentos, os ambientes (IfcSpace) com as áreas, a diferença para o programa de necessidades (`changes`) e as áreas por tipo propostas para o orçamento (`areas`), com as versões atuais dos dois documentos para o passo seguinte.",
    errors: { ...ifcApi.preview.errors, 429: "Mais de 20 modelos em 10 minutos com este token, ou o limite de requisições do token (veja `Retry-After`)." },
  }),
  ifcApply: route({
    ...ifcApi.apply,
    body: {
      ...ifcApi.apply.body!,
      example: {
        fileName: "casa-alves.ifc",
        programme: { baseVersion: 3, add: [{ name: "Sala de estar", sector: "Social", quantity: 1, unitArea: 24.5 }], update: [], remove: [] },
        budget: { baseVersion: 2, areas: [{ kind: "coberta", area: 74 }, { kind: "garagem", area: 15 }, { kind: "varanda", area: 6 }] },
      },
    },
    description:
      "Precisa de um token de leitura e escrita de um estúdio do plano Obra-Prima. Envie o que escolher da prévia: os ambientes a incluir, alterar e remover do programa (`programme.add`, `update`, `remove`) e as áreas por tipo do orçamento (`budget.areas`), cada documento com a versão que a prévia trouxe (`baseVersion`). Cada documento alterado ganha uma versão nova registrada como “via API: <nome do token>”. Aceita `Idempotency-Key`: repetir a mesma aplicação devolve a mesma resposta sem gravar de novo.",
    errors: {
      ...ifcApi.apply.errors,
      409: "O programa ou o orçamento mudou depois da prévia; ou a `Idempotency-Key` já foi usada com outro corpo, ou a primeira requisição com ela ainda está em andamento.",
    },
  }),
});

export const v1DocumentsApi = resource("/api/v1/documents", "API v1: Documentos", {
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um documento, com o conteúdo da versão mais recente",
    params: idPath,
    responses: { 200: { schema: documentSchema, description: "O documento." } },
  }),
  export: route({
    method: "get",
    path: "/{id}/export",
    summary: "Baixa o documento em PDF ou DOCX",
    description:
      "O mesmo arquivo que o estúdio baixa no app: A4, com a marca do estúdio, projeto, cliente, data e números de página; a versão mais recente. Um documento com trechos \"[completar: …]\" ou seções em branco só é exportado com `confirmar=1`.",
    params: idPath,
    query: exportQuerySchema,
    responses: { 200: { description: "O arquivo (application/pdf ou o tipo do DOCX), como anexo." } },
    errors: {
      409: "`document_has_gaps`: o documento tem trechos a completar ou seções em branco, e `confirmar=1` não foi enviado; a mensagem cita os primeiros.",
      503: "O servidor está reiniciando, ou ocupado com outras exportações: nada foi feito; envie de novo (veja `Retry-After`).",
    },
  }),
});

export const v1BudgetsApi = resource("/api/v1/budgets", "API v1: Orçamentos", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os orçamentos do estúdio",
    description: `Valores em centavos (inteiros). ${PAGE_NOTE}`,
    query: pageQuery,
    responses: { 200: { schema: pageOf(documentSummarySchema, "PaginaV1DeOrcamentos"), description: "Uma página de orçamentos, com o total e o preço por m²." } },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um orçamento, com as suas linhas",
    params: idPath,
    responses: { 200: { schema: documentSchema, description: "O orçamento (um documento do tipo `orcamento`)." } },
  }),
});

/** The events of a period, page by page. */
export const v1CalendarQuerySchema = checkCalendarRange(z.object({ ...calendarRangeFields, ...cursorQuerySchema.shape }));

export const v1CalendarApi = resource("/api/v1/calendar/events", "API v1: Calendário", {
  list: route({
    method: "get",
    path: "/",
    summary: "Os eventos de um período",
    description: `\`from\` e \`to\` (aaaa-mm-dd, inclusive), até 400 dias; um evento que se repete vem uma vez por data. ${PAGE_NOTE}`,
    query: v1CalendarQuerySchema,
    responses: { 200: { schema: pageOf(calendarEventSchema, "PaginaV1DeEventos"), description: "Uma página de eventos, por data e horário." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Agenda um evento",
    description: "Precisa de um token de leitura e escrita; aceita `Idempotency-Key` como o cadastro de clientes.",
    body: { schema: calendarEventInputSchema, example: { title: "Visita à obra", date: "2026-12-15", time: "09:30", projectId: ID, notification: "1-dia", timeZone: "America/Sao_Paulo" } },
    responses: { 201: { schema: calendarEventSchema, description: "O evento agendado." } },
    errors: { 409: "`conflict`: a `Idempotency-Key` já foi usada com outro corpo, ou a primeira requisição com ela ainda está em andamento." },
  }),
});

/** The studio's charges to its clients, page by page, filtered by status as the cash view is. */
export const v1ChargesQuerySchema = z.object({ ...cashQuerySchema.shape, ...cursorQuerySchema.shape });

export const v1ChargesApi = resource("/api/v1/charges", "API v1: Cobranças", {
  list: route({
    method: "get",
    path: "/",
    summary: "As cobranças do estúdio aos clientes, de todos os projetos",
    description: `Valores em centavos (inteiros), datas aaaa-mm-dd; \`status\`: todas, recebidas, a-receber ou vencidas. Por vencimento, como o Financeiro do app. ${PAGE_NOTE}`,
    query: v1ChargesQuerySchema,
    responses: { 200: { schema: pageOf(studioChargeSchema, "PaginaV1DeCobrancas"), description: "Uma página de cobranças." } },
  }),
});
