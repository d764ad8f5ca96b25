/** The reminders API (R-REM-1 to R-REM-4): one contract for the server, the web client and the tests (decision 088). */
import {
  dueRemindersQuerySchema,
  dueRemindersSchema,
  reminderInputSchema,
  reminderListSchema,
  reminderPatchSchema,
  reminderSchema,
} from "#domain/reminders.schema";
import { idPath, resource, route } from "./contract";

export const remindersApi = resource("/api/reminders", "Lembretes", {
  list: route({
    method: "get",
    path: "/",
    summary: "Lista os lembretes da pessoa",
    description: "Só os da própria pessoa no estúdio ativo: os abertos por vencimento e prioridade (urgente primeiro), depois os concluídos.",
    responses: { 200: { schema: reminderListSchema, description: "Os lembretes." } },
  }),
  due: route({
    method: "get",
    path: "/due",
    summary: "Os lembretes que vencem hoje ou estão atrasados",
    description:
      "Hoje é `hoje` (aaaa-mm-dd) quando enviado, senão a data de agora no fuso `timeZone` (o do navegador; America/Sao_Paulo sem ele). Mostrados no login e na página inicial.",
    query: dueRemindersQuerySchema,
    responses: { 200: { schema: dueRemindersSchema, description: "Os lembretes abertos que vencem até hoje." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria um lembrete (ferramenta Lembretes) e sugere prioridades",
    description:
      "Os campos do formulário (`titulo`, `descricao`, `data`, `prioridade`; média sem ela) e o fuso do navegador. Agenda o aviso para as 8h do dia (ou já, se passou) e devolve a sugestão de prioridades: IA com o prompt do servidor, ou regras offline quando não há provedor ou a cota acabou.",
    body: { schema: reminderInputSchema },
    responses: { 201: { schema: reminderSchema, description: "O lembrete, com a sugestão." } },
  }),
  update: route({
    method: "patch",
    path: "/{id}",
    summary: "Conclui, reabre, adia ou altera um lembrete",
    description:
      "`done` conclui (o aviso pendente é cancelado) ou reabre; `snoozeDays` (1, 3 ou 7) adia a partir de hoje e reagenda o aviso; os campos do formulário alteram o lembrete (uma nova data encerra o adiamento).",
    params: idPath,
    body: { schema: reminderPatchSchema },
    responses: { 200: { schema: reminderSchema, description: "O lembrete alterado." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui um lembrete",
    params: idPath,
    responses: { 204: { description: "Excluído, com o aviso pendente." } },
  }),
});
