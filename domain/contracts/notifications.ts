/** The notifications API (R-NOTIF-1): one contract for the server, the web client and the tests (decision 088). */
import { notificationListQuerySchema, notificationListSchema } from "#domain/notifications.schema";
import { idPath, resource, route } from "./contract";

export const notificationsApi = resource("/api/notifications", "Notificações", {
  list: route({
    method: "get",
    path: "/",
    summary: "Os avisos mais recentes da pessoa no estúdio ativo",
    query: notificationListQuerySchema,
    responses: { 200: { schema: notificationListSchema, description: "Os avisos (20, ou `limit`) e quantos não foram lidos." } },
  }),
  readAll: route({
    method: "post",
    path: "/read-all",
    summary: "Marca todos os avisos como lidos",
    responses: { 204: { description: "Lidos." } },
  }),
  read: route({
    method: "post",
    path: "/{id}/read",
    summary: "Marca um aviso como lido",
    params: idPath,
    responses: { 204: { description: "Lido." } },
  }),
});
