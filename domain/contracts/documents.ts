/**
 * Documents (R-DOC-1, R-DOC-4..6): a project's documents (under the projects' prefix) and every
 * document's reading, saving, export, gaps, versions, removal, duplicate and, for the written ones,
 * the streamed draft and a section's rewrite. One contract for the server, the web client and the
 * tests (decision 088).
 */
import {
  createDocumentInputSchema,
  documentListQuerySchema,
  documentListSchema,
  documentSchema,
  exportQuerySchema,
  saveDocumentInputSchema,
  versionDetailSchema,
  versionListSchema,
  versionParamsSchema,
} from "#domain/documents.schema";
import { documentGapsSchema } from "#domain/document-gaps.schema";
import { DOCUMENT_CONTAINERS_MAX } from "#domain/rich-text.schema";
import { duplicateDocumentInputSchema, generateDraftInputSchema, rewriteSectionInputSchema, sectionParamsSchema } from "#domain/written-documents.schema";
import { idPath, resource, route } from "./contract";

const TAG = "Documentos";
const STALE = "A versão de origem não é mais a mais recente (outra aba, pessoa ou o cliente salvou antes): nada foi sobrescrito.";
const RATE_LIMITED = "Muitas solicitações à IA em pouco tempo (veja `Retry-After`).";
const QUOTA = "A cota de gerações do plano acabou (envie `allowOffline` para usar o gerador offline).";
const STREAM =
  "Responde `text/event-stream` (veja EventoDaGeracao): `start`, por seção `section`, `token`s e `sectionDone`, e por fim `done` (a versão salva) ou `error` (nada salvo). " +
  "A geração continua e é salva mesmo que a conexão caia. Conta uma geração de texto do plano quando a IA escreve alguma seção; o gerador offline é grátis.";

/** Under /api/projects: a project's documents. */
export const projectDocumentsApi = resource("/api/projects", TAG, {
  list: route({
    method: "get",
    path: "/{id}/documents",
    summary: "Lista os documentos de um projeto",
    params: idPath,
    responses: { 200: { schema: documentListSchema, description: "Os documentos do projeto, do mais recente ao mais antigo." } },
  }),
  open: route({
    method: "post",
    path: "/{id}/documents",
    summary: "Abre (ou cria) o documento de um tipo do projeto",
    description: "Um documento por tipo por projeto: se já existe, responde 200 com ele; senão cria a versão 1 (o briefing com o questionário do tipo do projeto) e responde 201.",
    params: idPath,
    body: { schema: createDocumentInputSchema },
    responses: {
      200: { schema: documentSchema, description: "O documento que o projeto já tinha." },
      201: { schema: documentSchema, description: "O documento criado." },
    },
  }),
});

export const documentsApi = resource("/api/documents", TAG, {
  list: route({
    method: "get",
    path: "/",
    summary: "Documentos recentes do estúdio",
    description: "Com `kind`, só os desse tipo (os \"Briefings Recentes\"); do alterado mais recentemente ao mais antigo, até 100.",
    query: documentListQuerySchema,
    responses: { 200: { schema: documentListSchema, description: "Os documentos, cada um com projeto, cliente e (briefing) progresso." } },
  }),
  get: route({
    method: "get",
    path: "/{id}",
    summary: "Um documento, com o conteúdo da versão mais recente",
    params: idPath,
    responses: { 200: { schema: documentSchema, description: "O documento." } },
  }),
  save: route({
    method: "put",
    path: "/{id}",
    summary: "Salva o conteúdo (uma nova versão)",
    description: "`baseVersion` é a versão que a página editou; se não for mais a mais recente, 409 e nada muda. O conteúdo é validado pelo tipo do documento (422 com os campos em `content.`).",
    params: idPath,
    body: { schema: saveDocumentInputSchema, maxBytes: 256 * 1024, maxContainers: DOCUMENT_CONTAINERS_MAX },
    responses: { 200: { schema: documentSchema, description: "O documento na nova versão." } },
    errors: { 409: STALE, 429: "Muitos salvamentos desta pessoa em pouco tempo (documentos e abas; veja `Retry-After`)." },
  }),
  export: route({
    method: "get",
    path: "/{id}/export",
    summary: "Baixa o documento em PDF ou DOCX",
    description:
      "A4, com o nome do estúdio, projeto, cliente, data e números de página; a versão mais recente. Um documento com trechos \"[completar: …]\" ou seções em branco (veja `GET …/gaps`) só é exportado com `confirmar=1`.",
    params: idPath,
    query: exportQuerySchema,
    responses: { 200: { description: "O arquivo (application/pdf ou o tipo do DOCX), como anexo." } },
    errors: {
      // Nothing leaves with a gap nobody was told about (R-DOC-5, decision 071).
      409: "`document_has_gaps`: o documento tem trechos a completar ou seções em branco, e `confirmar=1` não foi enviado; a mensagem cita os primeiros, `GET …/gaps` lista todos.",
      // Rendered on the export pool (decision 066), which may be full or shutting down.
      503: "O servidor está reiniciando, ou ocupado com outras exportações: nada foi feito; envie de novo (veja `Retry-After`).",
    },
  }),
  gaps: route({
    method: "get",
    path: "/{id}/gaps",
    summary: "O que falta no documento antes de exportar",
    description:
      "Cada trecho \"[completar: …]\" e cada seção em branco da versão mais recente, por seção, com os links para onde se completa (a seção no editor, o terreno do projeto, as Configurações…). Vazio: a exportação não pede confirmação.",
    params: idPath,
    responses: { 200: { schema: documentGapsSchema, description: "As lacunas, na ordem do documento." } },
  }),
  versions: route({
    method: "get",
    path: "/{id}/versions",
    summary: "As versões de um documento",
    params: idPath,
    responses: { 200: { schema: versionListSchema, description: "Da mais nova à mais antiga, com quem (ou o quê) escreveu cada uma." } },
  }),
  version: route({
    method: "get",
    path: "/{id}/versions/{number}",
    summary: "Uma versão, com o conteúdo",
    params: versionParamsSchema,
    responses: { 200: { schema: versionDetailSchema, description: "A versão." } },
  }),
  restore: route({
    method: "post",
    path: "/{id}/versions/{number}/restore",
    summary: "Restaura uma versão",
    description: "O conteúdo dela vira uma nova versão (a mais recente); as versões entre elas continuam no histórico.",
    params: versionParamsSchema,
    responses: { 200: { schema: documentSchema, description: "O documento na nova versão." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui um documento",
    description: "O documento e todas as versões dele. Não pode ser desfeito.",
    params: idPath,
    responses: { 204: { description: "Excluído." } },
  }),
  duplicate: route({
    method: "post",
    path: "/{id}/duplicate",
    summary: "Duplica o documento em outro projeto",
    description: "A versão mais recente vira a versão 1 do mesmo tipo de documento no projeto escolhido (do mesmo estúdio).",
    params: idPath,
    body: { schema: duplicateDocumentInputSchema },
    responses: { 201: { schema: documentSchema, description: "A cópia." } },
    errors: { 409: "O projeto escolhido já tem um documento desse tipo: nada foi criado." },
  }),
  /** Answers `text/event-stream` (the server documents it so; the web reads it with postEventStream). */
  generate: route({
    method: "post",
    path: "/{id}/generate",
    summary: "Gera o rascunho de um documento escrito, seção por seção, em fluxo",
    description: `${STREAM} Com \`scope: "all"\` (padrão) substitui todas as seções numa nova versão (as anteriores ficam no histórico); com \`scope: "empty"\` escreve só as seções sem texto e mantém as outras.`,
    params: idPath,
    body: { schema: generateDraftInputSchema },
    responses: { 200: { description: "O fluxo de eventos." } },
    errors: {
      402: QUOTA,
      409: "A versão de origem não é mais a mais recente: nada foi gerado.",
      422: "Dados inválidos, ou `scope: \"empty\"` sem nenhuma seção vazia.",
      429: RATE_LIMITED,
    },
  }),
  rewrite: route({
    method: "post",
    path: "/{id}/sections/{key}/rewrite",
    summary: "Reescreve uma seção com IA, em fluxo",
    description: `${STREAM} Só a seção pedida muda, sobre a versão mais recente no momento de salvar.`,
    params: sectionParamsSchema,
    body: { schema: rewriteSectionInputSchema },
    responses: { 200: { description: "O fluxo de eventos." } },
    errors: { 402: QUOTA, 429: RATE_LIMITED },
  }),
});
