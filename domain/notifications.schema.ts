import { z } from "./zod";

/**
 * What a notice is about: an event's lead time, a reminder's day, a project's deadline (R-NOTIF-1),
 * the client answering a briefing through its link (R-NOTIF-2), the client's visit, decision or
 * signature in the portal (R-PORTAL-4).
 */
export const NOTIFICATION_KINDS = ["evento", "lembrete", "prazo", "briefing", "cobranca", "portal", "integracao"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const NOTIFICATIONS_PAGE_MAX = 50;

export const notificationSchema = z
  .object({
    id: z.string(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    read: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Notificacao", description: "Um aviso de Mensagens → Notificações." });
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z
  .object({ items: z.array(notificationSchema), unread: z.number().int() })
  .meta({ id: "ListaDeNotificacoes", description: "Os avisos mais recentes e quantos ainda não foram lidos." });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "Informe um número." })
    .int("Informe um número inteiro.")
    .min(1, "Informe ao menos 1.")
    .max(NOTIFICATIONS_PAGE_MAX, `No máximo ${NOTIFICATIONS_PAGE_MAX}.`)
    .optional(),
});
