/**
 * The account (R-PROFILE-1, -2, -5, R-AUTH): the session and its studio, the account of an API
 * client, the public configuration, and the account's security routes (password, sign-in e-mail,
 * "Baixar meus dados", "Excluir minha conta"). One contract for the server, the web client and the
 * tests (decision 088); Better Auth's own routes (/api/auth) are declared beside it, in the server.
 */
import { meSchema, publicConfigSchema, sessionStateSchema } from "#domain/account";
import { accountDeletionPreviewSchema, accountDeletionSchema, emailChangeSchema, emailConfirmSchema, passwordChangeSchema, WRONG_PASSWORD } from "#domain/profile.schema";
import { switchStudioSchema } from "#domain/studios.schema";
import { z } from "#domain/zod";
import { resource, route } from "./contract";

const TAG = "Conta";

export const accountApi = resource("/api/account", TAG, {
  changePassword: route({
    method: "put",
    path: "/password",
    summary: "Troca a senha",
    description:
      "Pede a senha atual; as regras da nova são as do cadastro. Encerra todas as outras sessões da pessoa (esta continua) e invalida os cookies de dispositivo de login da conta; este navegador recebe um novo (em `Set-Cookie`).",
    body: { schema: passwordChangeSchema },
    responses: { 200: { schema: z.object({ endedSessions: z.number().int() }), description: "Senha trocada; quantas outras sessões foram encerradas." } },
    errors: { 422: `${WRONG_PASSWORD} (ou a nova senha não segue as regras, ou a confirmação não confere).`, 429: "Muitas tentativas." },
  }),
  requestEmailChange: route({
    method: "post",
    path: "/email",
    summary: "Pede a troca do e-mail de login",
    description: "Pede a senha atual e manda um link ao novo endereço (vale 24 h). O e-mail antigo continua valendo até o link ser aberto.",
    body: { schema: emailChangeSchema },
    responses: { 202: { schema: z.object({ pendingEmail: z.string() }), description: "Link enviado ao novo e-mail." } },
    errors: { 422: `${WRONG_PASSWORD} (ou o e-mail é o mesmo, ou já é de outra conta).`, 429: "Muitas tentativas." },
  }),
  cancelEmailChange: route({
    method: "delete",
    path: "/email",
    summary: "Cancela a troca de e-mail pendente",
    responses: { 204: { description: "Cancelada (ou não havia)." } },
  }),
  confirmEmail: route({
    method: "post",
    path: "/email/confirm",
    summary: "Confirma o novo e-mail pelo link",
    description: "Sem sessão: o token do link é a prova. Vale uma vez.",
    body: { schema: emailConfirmSchema },
    responses: { 200: { schema: z.object({ email: z.string() }), description: "O e-mail de login agora é este." } },
    errors: { 404: "Link inválido, já usado ou vencido.", 422: "O e-mail passou a ser de outra conta.", 429: "Muitas tentativas deste endereço IP." },
  }),
  exportData: route({
    method: "get",
    path: "/export",
    summary: "Baixar meus dados (ZIP)",
    description:
      "`dados.json` com tudo o que é da pessoa (uma chave por tabela: a conta, as conversas, as sugestões, os seus registros em cada estúdio e, nos estúdios de que é proprietária, todo o conteúdo), `LEIA-ME.txt` dizendo o que cada chave traz e os arquivos desses estúdios em `arquivos/`.",
    responses: { 200: { description: "application/zip" } },
    errors: { 429: "Muitos pedidos de exportação." },
  }),
  deletionPreview: route({
    method: "get",
    path: "/deletion",
    summary: "O que a exclusão da conta apaga",
    responses: { 200: { schema: accountDeletionPreviewSchema, description: "Estúdios que vão embora, os que impedem a exclusão e os de que a pessoa sai." } },
  }),
  remove: route({
    method: "post",
    path: "/delete",
    summary: "Exclui a conta",
    description:
      "Pede a senha. Apaga a pessoa, os estúdios só dela (com clientes, projetos, documentos e arquivos), os seus registros pessoais e as sugestões que enviou, e a tira dos outros estúdios, onde o que ela fez fica sem o seu nome.",
    body: { schema: accountDeletionSchema },
    responses: { 204: { description: "Conta excluída; a sessão acabou." } },
    errors: { 409: "A pessoa é proprietária de um estúdio com outros membros: transfira antes.", 422: WRONG_PASSWORD, 429: "Muitas tentativas." },
  }),
});

/** GET /api/me: the account of the session, for API clients (401 without one). */
export const meApi = resource("/api/me", TAG, {
  get: route({
    method: "get",
    path: "/",
    summary: "A conta da sessão",
    responses: { 200: { schema: meSchema, description: "A conta." } },
  }),
});

/** /api/session: the browser's session probe (a visitor is an answer, not an error) and the studio switch. */
export const sessionApi = resource("/api/session", TAG, {
  get: route({
    method: "get",
    path: "/",
    summary: "A sessão atual, ou nenhuma",
    description: "Sempre 200: `user` é null para um visitante. Renova o cookie de uma sessão em uso.",
    responses: { 200: { schema: sessionStateSchema, description: "A conta da sessão, ou `user: null`." } },
  }),
  switchStudio: route({
    method: "put",
    path: "/studio",
    summary: "Troca o estúdio ativo da sessão",
    description: "Daí em diante, tudo o que esta sessão lê e grava é do estúdio escolhido (as outras sessões da pessoa não mudam).",
    body: { schema: switchStudioSchema },
    responses: { 200: { schema: meSchema, description: "A conta, já no estúdio escolhido." } },
    errors: { 404: "A pessoa não participa desse estúdio." },
  }),
});

/** GET /api/public-config: settings the browser may know (no secrets). */
export const publicConfigApi = resource("/api/public-config", "Sistema", {
  get: route({
    method: "get",
    path: "/",
    summary: "A configuração pública",
    responses: { 200: { schema: publicConfigSchema, description: "Login com Google ativo, e onde o navegador chama a IA com a chave da própria pessoa." } },
  }),
});
