/**
 * The active studio, its team and invitations (R-STUDIO-2, R-STUDIO-7), and the invitation link's
 * page: one contract for the server, the web client and the tests (decision 088).
 */
import { meSchema } from "#domain/account";
import { INVITATION_TOKEN_PATTERN, invitationInputSchema, invitationPreviewSchema, invitationSchema, memberRoleSchema, memberSchema, studioPatchSchema, studioSchema, transferSchema } from "#domain/studios.schema";
import { z } from "#domain/zod";
import { idPath, resource, route } from "./contract";

const ONLY_OWNER = "Quem pede não é o proprietário do estúdio.";
const ONLY_MANAGERS = "Quem pede não é o proprietário nem um administrador do estúdio.";

export const studioApi = resource("/api/studio", "Estúdio", {
  get: route({
    method: "get",
    path: "/",
    summary: "O estúdio ativo: plano, equipe, convites e assentos",
    responses: { 200: { schema: studioSchema, description: "O estúdio ativo da sessão." } },
  }),
  rename: route({
    method: "patch",
    path: "/",
    summary: "Renomeia o estúdio",
    body: { schema: studioPatchSchema },
    responses: { 200: { schema: studioSchema, description: "O estúdio renomeado." } },
    errors: { 403: ONLY_MANAGERS },
  }),
  delete: route({
    method: "delete",
    path: "/",
    summary: "Exclui o estúdio, com todos os seus clientes e projetos",
    description: "Só o proprietário. As sessões que trabalhavam nele passam para outro estúdio da pessoa (ou um novo, pessoal).",
    responses: { 204: { description: "Excluído." } },
    errors: { 403: ONLY_OWNER, 409: "É o único estúdio da pessoa." },
  }),
  invite: route({
    method: "post",
    path: "/invitations",
    summary: "Convida uma pessoa por e-mail",
    description: "O link vale 7 dias e uma só vez. Os assentos do plano contam membros e convites pendentes.",
    body: { schema: invitationInputSchema },
    responses: { 201: { schema: invitationSchema, description: "O convite, já enviado por e-mail." } },
    errors: {
      402: "Os assentos do plano acabaram (membros mais convites pendentes).",
      403: "Quem pede não é o proprietário nem um administrador, ou é um administrador convidando outro administrador.",
      409: "A pessoa já é do estúdio, ou já tem um convite pendente.",
      429: "Mais de 30 convites na última hora (veja `Retry-After`).",
    },
  }),
  revokeInvitation: route({
    method: "delete",
    path: "/invitations/{id}",
    summary: "Cancela um convite pendente",
    params: idPath,
    responses: { 204: { description: "Cancelado: o link deixa de valer." } },
    errors: { 403: ONLY_MANAGERS },
  }),
  changeRole: route({
    method: "patch",
    path: "/members/{id}",
    summary: "Muda o papel de um membro (administrador ou membro)",
    params: idPath,
    body: { schema: memberRoleSchema },
    responses: { 200: { schema: memberSchema, description: "O membro com o novo papel." } },
    errors: { 403: ONLY_OWNER, 409: "O membro é o proprietário: use a transferência de propriedade." },
  }),
  removeMember: route({
    method: "delete",
    path: "/members/{id}",
    summary: "Remove um membro do estúdio",
    description: "O que a pessoa escreveu fica, com o nome dela. A partir da próxima requisição, ela não vê mais nada do estúdio.",
    params: idPath,
    responses: { 204: { description: "Removido." } },
    errors: { 403: "Administradores só removem membros; ninguém remove o proprietário.", 409: "Para sair do estúdio, use POST /api/studio/leave." },
  }),
  leave: route({
    method: "post",
    path: "/leave",
    summary: "Sai do estúdio ativo",
    responses: { 204: { description: "Saiu; a sessão passa para outro estúdio da pessoa." } },
    errors: { 409: "O proprietário não sai sem antes transferir a propriedade; ninguém sai do seu único estúdio." },
  }),
  transfer: route({
    method: "post",
    path: "/transfer",
    summary: "Transfere a propriedade do estúdio a outro membro",
    description: "Quem era proprietário passa a administrador.",
    body: { schema: transferSchema },
    responses: { 200: { schema: studioSchema, description: "O estúdio com o novo proprietário." } },
    errors: { 403: ONLY_OWNER, 404: "O membro não é deste estúdio.", 409: "O membro escolhido já é o proprietário." },
  }),
});

/** The path parameter of an invitation link: its code. */
export const invitationTokenPath = z.object({ token: z.string().regex(INVITATION_TOKEN_PATTERN).meta({ description: "O código do link do convite." }) });

export const invitationsApi = resource("/api/invitations", "Convites", {
  preview: route({
    method: "get",
    path: "/{token}",
    summary: "O convite de um link, antes de aceitar",
    description: "Não pede sessão: quem abre o link pode ainda não ter conta.",
    params: invitationTokenPath,
    responses: { 200: { schema: invitationPreviewSchema, description: "O estúdio, quem convidou, o e-mail convidado e se o convite ainda vale." } },
  }),
  accept: route({
    method: "post",
    path: "/{token}/accept",
    summary: "Aceita o convite com a conta da sessão",
    description: "A conta precisa ter o e-mail convidado. Depois de aceitar, a sessão trabalha no estúdio do convite.",
    params: invitationTokenPath,
    responses: { 200: { schema: meSchema, description: "A conta, já no estúdio do convite." } },
    errors: { 403: "O convite é para outro e-mail.", 409: "O convite expirou, já foi usado ou foi cancelado." },
  }),
});
