import { and, eq, getTableName, inArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { Db } from "#server/db/client";
import { jsonSlices } from "#server/lib/json-slices";
import {
  apiToken,
  webhookAttempt,
  webhookDelivery,
  webhookEndpoint,
  webhookEvent,
  account,
  aiUsage,
  calendarEvent,
  calendarFeed,
  client,
  clientMessage,
  clientMessageReply,
  conversation,
  customTab,
  documentClientLink,
  documentVersion,
  emailChange,
  generatedImage,
  imageUsage,
  message,
  notification,
  presentation,
  project,
  projectDocument,
  projectMaterial,
  projectFees,
  proposalTransition,
  contractClause,
  contractPaymentTerms,
  studioHourlyCost,
  billingCharge,
  billingCustomer,
  studioCharge,
  studioChargeEvent,
  studioGatewayAccount,
  studioSignatureAccount,
  providerSignature,
  providerSignatureEvent,
  paymentEvent,
  planChange,
  planCheckout,
  projectStageChange,
  reminder,
  session,
  storedFile,
  studio,
  studioCub,
  studioInvitation,
  studioMember,
  suggestion,
  toolRun,
  upgradeRequest,
  user,
  portalDecision,
  portalDelivery,
  portalDocument,
  portalEvent,
  portalLink,
  portalPdf,
  portalSignature,
} from "#server/db/schema";
import type { FileStorage } from "#server/storage/file-storage";

/**
 * Columns that are credentials, never handed out even to their owner (hashes, tokens, storage
 * paths, the calendar address's nonce — the address itself is an HMAC of it).
 */
const SECRET_COLUMNS = new Set(["password", "token", "tokenHash", "accessToken", "refreshToken", "idToken", "storageKey", "nonce"]);

type Row = Record<string, unknown>;

function withoutSecrets<T extends Row>(row: T): Partial<T> {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !SECRET_COLUMNS.has(key))) as Partial<T>;
}

/**
 * One key of `dados.json`: the rows of one table, what they are (written to the ZIP's LEIA-ME.txt
 * and docs/data-export.md), and how they are read. The sections below are the export: the
 * table-coverage test (data-export.coverage.test.ts) takes the exported tables from them.
 */
export interface ExportSection<Scope> {
  key: string;
  table: PgTable;
  about: string;
  read: (db: Db, scope: Scope) => Promise<Row[]>;
}

const section = <Scope>(s: ExportSection<Scope>) => s;
const rowsOf = async (rows: Promise<Row[]>) => (await rows).map(withoutSecrets);
const byParents = (ids: string[], read: (ids: string[]) => Promise<Row[]>) => (ids.length > 0 ? read(ids) : Promise.resolve([]));

/** The person's own records, wherever they are: under the top level of `dados.json`. */
export const PERSON_SECTIONS = [
  section<string>({ key: "conta", table: user, about: "A conta: nome, e-mail, empresa, preferências (UF, padrão de acabamento, tom da IA), aceite dos termos.", read: (db, me) => rowsOf(db.select().from(user).where(eq(user.id, me))) }),
  section<string>({ key: "trocaDeEmailPendente", table: emailChange, about: "Uma troca de e-mail pedida e ainda não confirmada (o novo endereço e a validade do link).", read: (db, me) => rowsOf(db.select().from(emailChange).where(eq(emailChange.userId, me))) }),
  section<string>({ key: "metodosDeLogin", table: account, about: "Como a conta entra: senha ou Google (sem a senha nem as chaves de acesso).", read: (db, me) => rowsOf(db.select().from(account).where(eq(account.userId, me))) }),
  section<string>({ key: "sessoes", table: session, about: "As sessões abertas: quando, de que endereço IP e navegador (sem o token).", read: (db, me) => rowsOf(db.select().from(session).where(eq(session.userId, me))) }),
  section<string>({ key: "conversas", table: conversation, about: "As conversas com o assistente (títulos e datas).", read: (db, me) => rowsOf(db.select().from(conversation).where(eq(conversation.userId, me))) }),
  section<string>({
    key: "mensagensDasConversas",
    table: message,
    about: "Cada mensagem dessas conversas, sua e do assistente (conversationId diz de qual).",
    read: async (db, me) => byParents((await db.select({ id: conversation.id }).from(conversation).where(eq(conversation.userId, me))).map((c) => c.id), (ids) => rowsOf(db.select().from(message).where(inArray(message.conversationId, ids)))),
  }),
  section<string>({ key: "sugestoes", table: suggestion, about: "As sugestões enviadas em Sugestões: o nome digitado, o texto, o tipo, a urgência e a resposta da equipe.", read: (db, me) => rowsOf(db.select().from(suggestion).where(eq(suggestion.userId, me))) }),
];

interface InStudio {
  studioId: string;
  userId: string;
}

/** The person's own records in each studio they belong to (theirs even in another person's studio). */
export const PERSONAL_IN_STUDIO_SECTIONS = [
  section<InStudio>({ key: "lembretes", table: reminder, about: "Os seus lembretes neste estúdio: título, descrição, data, prioridade, adiamento, conclusão e o conselho da IA.", read: (db, s) => rowsOf(db.select().from(reminder).where(and(eq(reminder.studioId, s.studioId), eq(reminder.userId, s.userId)))) }),
  section<InStudio>({ key: "abasPersonalizadas", table: customTab, about: "As suas abas personalizadas: nome, blocos de conteúdo, links, notas e o conselho da IA.", read: (db, s) => rowsOf(db.select().from(customTab).where(and(eq(customTab.studioId, s.studioId), eq(customTab.userId, s.userId)))) }),
  section<InStudio>({ key: "notificacoes", table: notification, about: "As notificações que você recebeu: título, texto, link, quando foram lidas e enviadas por e-mail.", read: (db, s) => rowsOf(db.select().from(notification).where(and(eq(notification.studioId, s.studioId), eq(notification.userId, s.userId)))) }),
  section<InStudio>({ key: "assinaturaDaAgenda", table: calendarFeed, about: "A sua assinatura da agenda do estúdio (quando foi criada; o endereço secreto não é incluído).", read: (db, s) => rowsOf(db.select().from(calendarFeed).where(and(eq(calendarFeed.studioId, s.studioId), eq(calendarFeed.userId, s.userId)))) }),
];

const ofStudio = (db: Db, table: PgTable & { studioId: AnyPgColumn }, studioId: string) => rowsOf(db.select().from(table).where(eq(table.studioId, studioId)) as Promise<Row[]>);

/**
 * Everything in a studio the person owns (its data is theirs to hand out). Of the studios of
 * other people only the membership and the person's own records above are exported: the rest is
 * their owners'.
 */
export const OWNED_STUDIO_SECTIONS = [
  section<string>({ key: "estudio", table: studio, about: "O estúdio: nome, plano, dados públicos (CAU, telefone, e-mail, endereço, site, Instagram, cor da marca), razão social e CNPJ.", read: (db, id) => rowsOf(db.select().from(studio).where(eq(studio.id, id))) }),
  section<string>({ key: "membros", table: studioMember, about: "Quem participa do estúdio, com que papel e desde quando (userId de cada pessoa).", read: (db, id) => ofStudio(db, studioMember, id) }),
  section<string>({ key: "convites", table: studioInvitation, about: "Os convites enviados: e-mail, papel, situação e datas (sem o token do link).", read: (db, id) => ofStudio(db, studioInvitation, id) }),
  section<string>({ key: "clientes", table: client, about: "Os clientes, com os dados de contato e quem os criou e alterou.", read: (db, id) => ofStudio(db, client, id) }),
  section<string>({ key: "projetos", table: project, about: "Os projetos: cliente, tipo, etapa, prazos e os demais dados de cada um.", read: (db, id) => ofStudio(db, project, id) }),
  section<string>({
    key: "mudancasDeEtapa",
    table: projectStageChange,
    about: "O histórico de etapas de cada projeto (projectId diz de qual).",
    read: async (db, id) => byParents((await db.select({ id: project.id }).from(project).where(eq(project.studioId, id))).map((p) => p.id), (ids) => rowsOf(db.select().from(projectStageChange).where(inArray(projectStageChange.projectId, ids)))),
  }),
  section<string>({ key: "documentos", table: projectDocument, about: "Os documentos dos projetos (briefing, programa, memorial, orçamento…) no estado atual.", read: (db, id) => ofStudio(db, projectDocument, id) }),
  section<string>({
    key: "versoesDeDocumentos",
    table: documentVersion,
    about: "Cada versão salva de cada documento, com quem a salvou (documentId diz de qual).",
    read: async (db, id) => byParents((await db.select({ id: projectDocument.id }).from(projectDocument).where(eq(projectDocument.studioId, id))).map((d) => d.id), (ids) => rowsOf(db.select().from(documentVersion).where(inArray(documentVersion.documentId, ids)))),
  }),
  section<string>({ key: "linksDeCliente", table: documentClientLink, about: "Os links enviados a clientes para preencher documentos (sem o token).", read: (db, id) => ofStudio(db, documentClientLink, id) }),
  section<string>({ key: "apresentacoes", table: presentation, about: "As apresentações: slides, textos e imagens escolhidas.", read: (db, id) => ofStudio(db, presentation, id) }),
  section<string>({ key: "arquivos", table: storedFile, about: "Os arquivos enviados ou gerados (imagens de referência, logotipo, imagens de apresentação, PDFs, imagens geradas); arquivoNoZip diz onde está cada um no ZIP.", read: (db, id) => ofStudio(db, storedFile, id) }),
  section<string>({ key: "eventosDaAgenda", table: calendarEvent, about: "Os eventos da agenda: título, data, horário, fuso, projeto, aviso e o conselho da IA.", read: (db, id) => ofStudio(db, calendarEvent, id) }),
  section<string>({ key: "mensagensDeClientes", table: clientMessage, about: "As mensagens de clientes registradas em Mensagens, com as respostas sugeridas.", read: (db, id) => ofStudio(db, clientMessage, id) }),
  section<string>({ key: "respostasAClientes", table: clientMessageReply, about: "O que foi respondido a cada mensagem de cliente, por qual canal e quando (messageId diz a qual).", read: (db, id) => ofStudio(db, clientMessageReply, id) }),
  section<string>({ key: "execucoesDeFerramentas", table: toolRun, about: "Cada uso das ferramentas de IA: as entradas, o cálculo e o texto.", read: (db, id) => ofStudio(db, toolRun, id) }),
  section<string>({ key: "imagensGeradas", table: generatedImage, about: "As imagens geradas: o pedido (prompt), o modelo e o tamanho; fileId aponta para o PNG em arquivos.", read: (db, id) => ofStudio(db, generatedImage, id) }),
  section<string>({ key: "pedidosDePlano", table: upgradeRequest, about: "Os pedidos de troca de plano e quando foram atendidos.", read: (db, id) => ofStudio(db, upgradeRequest, id) }),
  section<string>({ key: "usoDeIa", table: aiUsage, about: "Quantos textos de IA o estúdio gerou por período.", read: (db, id) => ofStudio(db, aiUsage, id) }),
  section<string>({ key: "usoDeImagens", table: imageUsage, about: "Quantas imagens o estúdio gerou por mês.", read: (db, id) => ofStudio(db, imageUsage, id) }),
  section<string>({ key: "cubsDoEstudio", table: studioCub, about: "Os valores de CUB que o estúdio cadastrou para os orçamentos.", read: (db, id) => ofStudio(db, studioCub, id) }),
  section<string>({ key: "especificacaoDeMateriais", table: projectMaterial, about: "Os materiais especificados em cada projeto.", read: (db, id) => ofStudio(db, projectMaterial, id) }),
  section<string>({ key: "custoDaHora", table: studioHourlyCost, about: "Os valores do custo da hora do estúdio: custos diretos e indiretos mensais (centavos), horas produtivas, impostos e lucro (pontos-base).", read: (db, id) => ofStudio(db, studioHourlyCost, id) }),
  section<string>({ key: "pagamentosDoPlano", table: planCheckout, about: "As compras de plano pelo pagamento on-line: plano, ciclo, valor (centavos), situação e os identificadores da cobrança no gateway.", read: (db, id) => ofStudio(db, planCheckout, id) }),
  section<string>({ key: "clienteNoGateway", table: billingCustomer, about: "O estúdio como cliente no gateway de pagamentos: o identificador e os dados de cobrança (nome, CPF/CNPJ, e-mail e endereço da nota fiscal).", read: (db, id) => ofStudio(db, billingCustomer, id) }),
  section<string>({ key: "mudancasDePlano", table: planChange, about: "As mudanças de plano da assinatura: de que plano para qual, a diferença proporcional cobrada (centavos) e os dias que a compuseram, quando vale e a situação (agendada, aplicada, cancelada).", read: (db, id) => ofStudio(db, planChange, id) }),
  section<string>({ key: "cobrancasDoPlano", table: billingCharge, about: "As cobranças da assinatura do plano: vencimento, valor (centavos), situação, forma de pagamento e o endereço do comprovante no gateway.", read: (db, id) => ofStudio(db, billingCharge, id) }),
  section<string>({
    key: "contaDeCobranca",
    table: studioGatewayAccount,
    about: "A conta Asaas do estúdio para cobrar os clientes: modo, ambiente, o final da chave, multa e juros (a chave de API e o token do webhook não são incluídos).",
    read: (db, id) =>
      rowsOf(
        db
          .select({ studioId: studioGatewayAccount.studioId, gateway: studioGatewayAccount.gateway, mode: studioGatewayAccount.mode, apiKeyHint: studioGatewayAccount.apiKeyHint, environment: studioGatewayAccount.environment, fineBps: studioGatewayAccount.fineBps, interestBps: studioGatewayAccount.interestBps, connectedBy: studioGatewayAccount.connectedBy, connectedAt: studioGatewayAccount.connectedAt, updatedAt: studioGatewayAccount.updatedAt })
          .from(studioGatewayAccount)
          .where(eq(studioGatewayAccount.studioId, id)),
      ),
  }),
  section<string>({ key: "cobrancasAosClientes", table: studioCharge, about: "As cobranças do estúdio aos clientes: projeto, parcela, valor (centavos), forma, vencimento, multa e juros, situação, Pix, linha digitável e link de pagamento.", read: (db, id) => ofStudio(db, studioCharge, id) }),
  section<string>({ key: "avisosDasCobrancas", table: studioChargeEvent, about: "Os avisos do Asaas sobre as cobranças do estúdio aos clientes (sem tokens) e o que a Prancheta fez com cada um.", read: (db, id) => ofStudio(db, studioChargeEvent, id) }),
  section<string>({
    key: "contaDeAssinatura",
    table: studioSignatureAccount,
    about: "A conta ZapSign do estúdio para enviar contratos para assinatura: o final do token e quando foi conectada (o token e o segredo do webhook não são incluídos).",
    read: (db, id) =>
      rowsOf(
        db
          .select({ studioId: studioSignatureAccount.studioId, provider: studioSignatureAccount.provider, apiTokenHint: studioSignatureAccount.apiTokenHint, connectedBy: studioSignatureAccount.connectedBy, connectedAt: studioSignatureAccount.connectedAt })
          .from(studioSignatureAccount)
          .where(eq(studioSignatureAccount.studioId, id)),
      ),
  }),
  section<string>({ key: "enviosParaAssinatura", table: providerSignature, about: "Os documentos enviados à ZapSign para assinatura: versão, SHA-256 do PDF, signatário, endereço de assinatura e situação.", read: (db, id) => ofStudio(db, providerSignature, id) }),
  section<string>({ key: "avisosDaAssinatura", table: providerSignatureEvent, about: "Os avisos da ZapSign de documentos assinados e o que a Prancheta fez com cada um.", read: (db, id) => ofStudio(db, providerSignatureEvent, id) }),
  section<string>({ key: "avisosDePagamento", table: paymentEvent, about: "Os avisos do gateway de pagamentos sobre as cobranças do estúdio (sem dados de cartão nem tokens) e o que a Prancheta fez com cada um.", read: (db, id) => ofStudio(db, paymentEvent, id) }),
  // Without the hash: a token's text is shown once and never leaves again, not even as its SHA-256 (R-API-1).
  section<string>({
    key: "tokensDeApi",
    table: apiToken,
    about: "Os tokens de API do estúdio (Configurações → Integrações): nome, acesso, início do token, quem criou, quando foi usado e revogado; o token em si não é guardado.",
    read: (db, id) =>
      rowsOf(
        db
          .select({ id: apiToken.id, name: apiToken.name, scope: apiToken.scope, prefix: apiToken.prefix, createdBy: apiToken.createdBy, createdAt: apiToken.createdAt, lastUsedAt: apiToken.lastUsedAt, revokedAt: apiToken.revokedAt })
          .from(apiToken)
          .where(eq(apiToken.studioId, id)) as Promise<Row[]>,
      ),
  }),
  // Without the signing secret, even encrypted: shown once, never sent again (R-HOOK-1).
  section<string>({
    key: "webhooks",
    table: webhookEndpoint,
    about: "Os webhooks do estúdio (Configurações → Integrações): endereço, descrição, eventos, início do segredo, se está ativo e desde quando falha; o segredo em si fica de fora.",
    read: (db, id) =>
      rowsOf(
        db
          .select({ id: webhookEndpoint.id, url: webhookEndpoint.url, description: webhookEndpoint.description, events: webhookEndpoint.events, secretPrefix: webhookEndpoint.secretPrefix, active: webhookEndpoint.active, failingSince: webhookEndpoint.failingSince, disabledAt: webhookEndpoint.disabledAt, createdBy: webhookEndpoint.createdBy, createdAt: webhookEndpoint.createdAt, updatedAt: webhookEndpoint.updatedAt })
          .from(webhookEndpoint)
          .where(eq(webhookEndpoint.studioId, id)) as Promise<Row[]>,
      ),
  }),
  section<string>({ key: "eventosDeWebhook", table: webhookEvent, about: "Os eventos enviados aos webhooks: tipo, data e os dados de cada um, com o id que o receptor recebe.", read: (db, id) => ofStudio(db, webhookEvent, id) }),
  section<string>({ key: "entregasDeWebhook", table: webhookDelivery, about: "Cada entrega de um evento a um webhook: situação, número de tentativas e quando foi entregue (eventId e endpointId dizem qual).", read: (db, id) => ofStudio(db, webhookDelivery, id) }),
  section<string>({ key: "tentativasDeWebhook", table: webhookAttempt, about: "Cada tentativa de entrega: quando, o status HTTP da resposta, a duração e o começo da resposta ou o erro.", read: (db, id) => ofStudio(db, webhookAttempt, id) }),
  section<string>({ key: "linksDoPortal", table: portalLink, about: "Os links do portal do cliente de cada projeto (sem o token).", read: (db, id) => ofStudio(db, portalLink, id) }),
  section<string>({ key: "documentosNoPortal", table: portalDocument, about: "Quais documentos cada projeto compartilha no portal do cliente, e quais são para assinatura.", read: (db, id) => ofStudio(db, portalDocument, id) }),
  section<string>({ key: "pdfsDoPortal", table: portalPdf, about: "Cada versão de documento aberta no portal: o SHA-256 do PDF exibido (os bytes do PDF ficam de fora; o documento está em versoesDeDocumentos).", read: (db, id) => rowsOf(db.select({ id: portalPdf.id, studioId: portalPdf.studioId, documentId: portalPdf.documentId, version: portalPdf.version, sha256: portalPdf.sha256, createdAt: portalPdf.createdAt }).from(portalPdf).where(eq(portalPdf.studioId, id))) }),
  section<string>({ key: "entregasDeEtapa", table: portalDelivery, about: "As etapas marcadas como entregues no portal, com as versões dos documentos entregues.", read: (db, id) => ofStudio(db, portalDelivery, id) }),
  section<string>({ key: "decisoesDoCliente", table: portalDecision, about: "As aprovações e pedidos de alteração do cliente no portal: nome digitado, comentário, versões, data, endereço IP e navegador.", read: (db, id) => ofStudio(db, portalDecision, id) }),
  section<string>({ key: "assinaturasDoPortal", table: portalSignature, about: "As assinaturas eletrônicas simples feitas no portal: nome, CPF, e-mail, assinatura digitada, concordância, SHA-256 do PDF, data, endereço IP e navegador (o PDF assinado fica de fora; baixe-o no projeto).", read: (db, id) => rowsOf(db.select({ id: portalSignature.id, studioId: portalSignature.studioId, documentId: portalSignature.documentId, version: portalSignature.version, pdfSha256: portalSignature.pdfSha256, fullName: portalSignature.fullName, cpf: portalSignature.cpf, email: portalSignature.email, typedSignature: portalSignature.typedSignature, consent: portalSignature.consent, ip: portalSignature.ip, userAgent: portalSignature.userAgent, signedAt: portalSignature.signedAt, signedPdfSha256: portalSignature.signedPdfSha256 }).from(portalSignature).where(eq(portalSignature.studioId, id))) }),
  section<string>({ key: "visitasAoPortal", table: portalEvent, about: "A trilha de auditoria do portal: quando o cliente abriu o portal, um documento ou um PDF, de que endereço IP e navegador.", read: (db, id) => ofStudio(db, portalEvent, id) }),
  section<string>({ key: "honorariosDosProjetos", table: projectFees, about: "O cálculo de honorários de cada projeto: o método, o total (centavos), os dados de cada método, as etapas, as parcelas e o custo da hora usado.", read: (db, id) => ofStudio(db, projectFees, id) }),
  section<string>({ key: "clausulasDoEscritorio", table: contractClause, about: "A biblioteca de cláusulas do escritório (título e texto) que entra nos contratos gerados (R-CONTRACT-3).", read: (db, id) => ofStudio(db, contractClause, id) }),
  section<string>({ key: "condicoesDePagamentoDosContratos", table: contractPaymentTerms, about: "A multa (pontos-base), os juros ao mês (pontos-base) e se o cliente recebe lembretes de cada contrato, com a versão do contrato em que foram definidos (R-PAY-6, R-PAY-9).", read: (db, id) => ofStudio(db, contractPaymentTerms, id) }),
  section<string>({ key: "mudancasDePropostas", table: proposalTransition, about: "Cada mudança de estado das propostas de serviços (enviada, vista, aceita, recusada): a versão, quem (pessoa do estúdio ou o nome do cliente) e quando (documentId diz de qual).", read: (db, id) => ofStudio(db, proposalTransition, id) }),
];

/**
 * The tables the export does not read, each with why (R-PROFILE-5). The coverage test fails on a
 * table that is neither in a section above nor here, so a new table is never forgotten.
 */
export const NOT_EXPORTED: Record<string, string> = {
  // Better Auth's password-reset and verification links: a token and the user id, for an hour at
  // most; a credential, not data about the person. Deleted with the account.
  verification: "Links de redefinição de senha: credenciais de uso único, válidas por uma hora.",
  // Fixed-window counters of the rate limits (keys hold an id or a hash of the e-mail and a
  // count): minutes long, no content. Deleted with the account.
  rate_limit: "Contadores de limite de pedidos: duram minutos e não guardam conteúdo.",
  // The job runner's queue: the ids of the records a job acts on (an event, a reminder), which are
  // exported themselves; nothing of its own.
  job: "Fila de tarefas internas: só guarda ids de registros que já estão no arquivo.",
  // The CUB tables the Prancheta team publishes to every studio (decision 069): public figures of
  // the Sinduscons, not a person's data; published_by names a team member and is set null when
  // that account is deleted.
  // The public API's idempotency keys (R-API-3): a create's answer kept 24 hours per token, a
  // copy of a record the export already holds.
  api_idempotency: "Respostas da API guardadas por 24 horas para repetir um cadastro sem duplicá-lo: cópias de registros que já estão no arquivo.",
  cub_published_table: "Tabelas do CUB publicadas pela equipe da Prancheta: valores públicos dos Sinduscons, de todos os estúdios.",
};

/** Every table the export reads, by its database name: what the coverage test compares with the schema. */
export const EXPORTED_TABLES = [...new Set([...PERSON_SECTIONS, ...PERSONAL_IN_STUDIO_SECTIONS, ...OWNED_STUDIO_SECTIONS].map((s) => getTableName(s.table)))];

/** "Planta baixa.png" → "arquivos/<id>-Planta baixa.png", with nothing that could climb out of the folder. */
function zipPath(id: string, name: string): string {
  return `arquivos/${id}-${name.replace(/[\\/]/g, "_").replace(/^\.+/, "_")}`;
}

const list = (sections: ExportSection<never>[]) => sections.map((s) => `- ${s.key}: ${s.about}`).join("\n");

/**
 * The ZIP's LEIA-ME.txt, written from the sections themselves (docs/data-export.md says the
 * same; a test keeps them equal).
 */
export function exportReadme(): string {
  return `Seus dados na Prancheta (LGPD, art. 18)

O arquivo dados.json traz tudo o que é seu. Datas em UTC (ISO 8601). Senhas, tokens e chaves de acesso não são incluídos.

Chaves do nível de cima (a sua conta, onde quer que você trabalhe):
- geradoEm: quando o arquivo foi gerado.
- sobre: este aviso, em uma frase.
${list(PERSON_SECTIONS)}
- estudios: cada estúdio de que você participa (id, nome, papel, desde), com "meus" e, nos estúdios de que você é proprietário, "dados" (nos de outras pessoas, "observacao" diz por que não).

Em cada estúdio, "meus" (os seus registros nele, mesmo no estúdio de outra pessoa):
${list(PERSONAL_IN_STUDIO_SECTIONS)}

Em cada estúdio de que você é proprietário, "dados" (tudo o que há nele):
${list(OWNED_STUDIO_SECTIONS)}

A pasta arquivos/ traz cada arquivo listado em "arquivos" (fotos, logotipo, PDFs de apresentações, imagens geradas), com o nome arquivos/<id>-<nome original>. Um arquivo que não estava mais no armazenamento aparece com arquivoNoZip nulo.

Dos estúdios de outras pessoas vão só a participação e os seus registros acima: o trabalho da equipe é do proprietário do estúdio.
`;
}

async function readAll<Scope>(db: Db, sections: ExportSection<Scope>[], scope: Scope): Promise<Record<string, Row[]>> {
  const out: Record<string, Row[]> = {};
  for (const s of sections) out[s.key] = await s.read(db, scope);
  return out;
}

/**
 * "Baixar meus dados" (R-PROFILE-5, LGPD art. 18): one ZIP with `dados.json` — the sections
 * above, one key per table — `LEIA-ME.txt` saying what each key holds, and the stored files of
 * the studios the person owns under `arquivos/` (uploads, logos, presentation PDFs, generated
 * images).
 */
export async function exportUserData({ db, storage, userId, now = new Date() }: { db: Db; storage: FileStorage; userId: string; now?: Date }): Promise<ReadableStream<Uint8Array>> {
  const [me] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
  if (!me) throw new Error("exportUserData: no such user");
  const files: { key: string; path: string; listed: Row }[] = [];
  const memberships = await db
    .select({ studioId: studioMember.studioId, role: studioMember.role, since: studioMember.createdAt, name: studio.name })
    .from(studioMember)
    .innerJoin(studio, eq(studio.id, studioMember.studioId))
    .where(eq(studioMember.userId, userId));

  const studios = [];
  for (const m of memberships) {
    const mine = await readAll(db, PERSONAL_IN_STUDIO_SECTIONS, { studioId: m.studioId, userId });
    if (m.role !== "owner") {
      studios.push({ id: m.studioId, nome: m.name, papel: m.role, desde: m.since, observacao: "Estúdio de outra pessoa: o trabalho da equipe é do proprietário.", meus: mine });
      continue;
    }
    const dados = await readAll(db, OWNED_STUDIO_SECTIONS, m.studioId);
    const [stored, keys] = [dados.arquivos!, await db.select({ id: storedFile.id, key: storedFile.storageKey }).from(storedFile).where(eq(storedFile.studioId, m.studioId))];
    for (const file of stored) {
      const key = keys.find((k) => k.id === file.id)?.key;
      file.arquivoNoZip = key ? zipPath(file.id as string, file.originalName as string) : null;
      if (key) files.push({ key, path: file.arquivoNoZip as string, listed: file });
    }
    studios.push({ id: m.studioId, nome: m.name, papel: m.role, desde: m.since, meus: mine, dados });
  }

  const person = await readAll(db, PERSON_SECTIONS, userId);
  const data = {
    geradoEm: now.toISOString(),
    sobre: "Seus dados na Prancheta (LGPD, art. 18). O que cada chave traz está em LEIA-ME.txt. Datas em UTC (ISO 8601). Senhas e chaves de acesso não são incluídas.",
    ...person,
    conta: person.conta![0],
    trocaDeEmailPendente: person.trocaDeEmailPendente![0] ?? null,
    estudios: studios,
  };
  return streamOf(
    zipChunks(
      (async function* () {
        yield { path: "LEIA-ME.txt", bytes: strToU8(exportReadme()), compress: true };
        for (const file of files) {
          const bytes = await storage.get(file.key);
          // Gone from the storage: listed with no file, rather than failing the whole export.
          if (!bytes) file.listed.arquivoNoZip = null;
          else yield { path: file.path, bytes, compress: false };
        }
        // Last, so it says truly which files made it into the archive; written row by row, so a
        // large studio never holds the event loop for the whole JSON (decision 066).
        yield { path: "dados.json", text: jsonSlices(data) };
      })(),
      now,
    ),
  );
}

/** Bytes handed to the zip at a time; between slices the server's thread answers others. */
const SLICE = 256 * 1024;

/** A file of the archive: bytes (stored or deflated), or text written in pieces (deflated). */
type ZipEntry = { path: string; bytes: Uint8Array; compress: boolean } | { path: string; text: Iterable<string> };

/** A text's pieces gathered into slices of about SLICE characters. */
function* textSlices(pieces: Iterable<string>): Generator<Uint8Array> {
  let buffer = "";
  for (const piece of pieces) {
    buffer += piece;
    if (buffer.length >= SLICE) {
      yield strToU8(buffer);
      buffer = "";
    }
  }
  if (buffer.length > 0) yield strToU8(buffer);
}

/** An entry's bytes in slices, each flagged when it is the last one. */
function* entrySlices(entry: ZipEntry): Generator<{ bytes: Uint8Array; last: boolean }> {
  if ("text" in entry) {
    let previous: Uint8Array | null = null;
    for (const slice of textSlices(entry.text)) {
      if (previous) yield { bytes: previous, last: false };
      previous = slice;
    }
    yield { bytes: previous ?? new Uint8Array(0), last: true };
    return;
  }
  let offset = 0;
  do {
    const end = Math.min(offset + SLICE, entry.bytes.byteLength);
    yield { bytes: entry.bytes.subarray(offset, end), last: end === entry.bytes.byteLength };
    offset = end;
  } while (offset < entry.bytes.byteLength);
}

/**
 * A ZIP written as it is read (fflate's streaming Zip): one file in memory at a time, images
 * stored as they are (already compressed), the JSON deflated, and the event loop let go between
 * slices, so a studio with hundreds of photos neither fills the memory nor stalls other requests.
 */
async function* zipChunks(entries: AsyncIterable<ZipEntry>, mtime: Date): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((err, chunk) => {
    if (err) failure = err;
    else out.push(chunk);
  });
  for await (const entry of entries) {
    const file = "text" in entry || entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path);
    file.mtime = mtime;
    zip.add(file);
    for (const slice of entrySlices(entry)) {
      file.push(slice.bytes, slice.last);
      if (failure) throw failure;
      while (out.length > 0) yield out.shift()!;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  zip.end();
  if (failure) throw failure;
  while (out.length > 0) yield out.shift()!;
}

function streamOf(chunks: AsyncGenerator<Uint8Array>): ReadableStream<Uint8Array> {
  return new ReadableStream({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) controller.close();
        else controller.enqueue(next.value);
      } catch (err) {
        controller.error(err);
      }
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}
