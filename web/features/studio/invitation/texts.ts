import { ROLE_LABELS } from "#domain/studios";
import type { InvitationPreview } from "#domain/studios.schema";

/** "Ana Souza convidou você para o estúdio Clara Arquitetura como membro." */
export function invitationSentence(preview: Pick<InvitationPreview, "invitedByName" | "studioName" | "role">): string {
  const who = preview.invitedByName ?? "Alguém da equipe";
  return `${who} convidou você para o estúdio ${preview.studioName} como ${ROLE_LABELS[preview.role].toLowerCase()}.`;
}

/** Whether the signed-in account is the invited one (e-mails compare without case). */
export function isInvitedEmail(accountEmail: string, invitedEmail: string): boolean {
  return accountEmail.trim().toLowerCase() === invitedEmail.trim().toLowerCase();
}
