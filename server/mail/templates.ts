import type { Addressee } from "#domain/addressing";
import { briefingInvitation, briefingInvitationSubject } from "#domain/client-link-messages";
import { CONTACT } from "#domain/contact";
import type { MailMessage } from "./mailer";

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** `after`: small print below the button. */
function layout(title: string, paragraphs: string[], action?: { label: string; url: string }, after: string[] = []): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join("");
  const small = after.map((p) => `<p style="font-size:13px;color:#475569;margin:0 0 12px">${escapeHtml(p)}</p>`).join("");
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#0f4c5c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(action.label)}</a></p>`
    : "";
  return `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;color:#1e293b;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>${body}${button}${small}
<p style="font-size:12px;color:#64748b;margin-top:32px">${escapeHtml(CONTACT.productName)} · ${escapeHtml(CONTACT.supportEmail)}</p>
</body></html>`;
}

export function passwordResetEmail(input: { to: string; name: string; url: string }): MailMessage {
  const title = "Redefinição de senha";
  const paragraphs = [
    `Olá, ${input.name.split(/\s+/)[0] ?? ""}!`,
    "Recebemos um pedido para redefinir a senha da sua conta na Prancheta.",
    "O link abaixo vale por 1 hora, só pode ser usado uma vez e deixa de valer se você pedir outro.",
    "Se você não pediu a redefinição, ignore este e-mail: sua senha continua a mesma.",
  ];
  return {
    to: input.to,
    subject: "Prancheta: redefina sua senha",
    text: [...paragraphs.slice(0, 3), "", `Redefinir senha: ${input.url}`, "", paragraphs[3]].join("\n"),
    html: layout(title, paragraphs, { label: "Redefinir senha", url: input.url }),
  };
}

/** R-STUDIO-2: the invitation link, single use, valid for 7 days. */
export function invitationEmail(input: { to: string; studioName: string; inviterName: string | null; roleLabel: string; url: string; expiresOn: string }): MailMessage {
  const who = input.inviterName ?? "A equipe do estúdio";
  const title = `Convite para o estúdio ${input.studioName}`;
  const paragraphs = [
    "Olá!",
    `${who} convidou você para participar do estúdio ${input.studioName} na Prancheta, como ${input.roleLabel.toLowerCase()}.`,
    `Para aceitar, abra o link abaixo e entre com este e-mail (${input.to}) ou crie sua conta com ele. O link vale até ${input.expiresOn} e só pode ser usado uma vez.`,
    "Se você não esperava este convite, ignore este e-mail.",
  ];
  return {
    to: input.to,
    subject: `Prancheta: convite para o estúdio ${input.studioName}`,
    text: [...paragraphs.slice(0, 3), "", `Aceitar convite: ${input.url}`, "", paragraphs[3]].join("\n"),
    html: layout(title, paragraphs, { label: "Aceitar convite", url: input.url }),
  };
}

/** R-STUDIO-4: the team granted the plan a studio asked for; its owner is told. */
export function planGrantedEmail(input: { to: string; name: string; studioName: string; planName: string; url: string }): MailMessage {
  const title = `Plano ${input.planName} liberado`;
  const paragraphs = [
    `Olá, ${input.name.split(/\s+/)[0] ?? ""}!`,
    `O plano ${input.planName} do estúdio ${input.studioName} foi liberado pela equipe Prancheta e já vale para todos os membros do estúdio.`,
    "Você pode conferir o plano e os limites em Planos & Assinaturas.",
  ];
  return {
    to: input.to,
    subject: `Prancheta: plano ${input.planName} liberado para ${input.studioName}`,
    text: [...paragraphs, "", `Planos & Assinaturas: ${input.url}`].join("\n"),
    html: layout(title, paragraphs, { label: "Ver meu plano", url: input.url }),
  };
}

/** R-PROFILE-1: the link that confirms a new sign-in e-mail, sent to the new address. */
export function emailChangeEmail(input: { to: string; name: string; url: string; oldEmail: string }): MailMessage {
  const title = "Confirme seu novo e-mail";
  const paragraphs = [
    `Olá, ${input.name.split(/\s+/)[0] ?? ""}!`,
    `Você pediu para entrar na Prancheta com este e-mail no lugar de ${input.oldEmail}.`,
    "Abra o link abaixo para confirmar. Ele vale por 24 horas e uma só vez; até lá, o e-mail antigo continua valendo.",
    "Se você não pediu a troca, ignore este e-mail: nada muda.",
  ];
  return {
    to: input.to,
    subject: "Prancheta: confirme seu novo e-mail",
    text: [...paragraphs.slice(0, 3), "", `Confirmar e-mail: ${input.url}`, "", paragraphs[3]].join("\n"),
    html: layout(title, paragraphs, { label: "Confirmar e-mail", url: input.url }),
  };
}

/** R-PROFILE-1: the old address is told of a requested change (a thief's request shows here). */
export function emailChangeNotice(input: { to: string; name: string; newEmail: string }): MailMessage {
  const title = "Pedido de troca de e-mail";
  const paragraphs = [
    `Olá, ${input.name.split(/\s+/)[0] ?? ""}!`,
    `Foi pedida a troca do e-mail de login da sua conta na Prancheta para ${input.newEmail}. A troca só vale depois que o link enviado a esse endereço for aberto.`,
    "Se não foi você, entre na Prancheta e troque sua senha em Configurações: o pedido é cancelado e as outras sessões são encerradas.",
  ];
  return {
    to: input.to,
    subject: "Prancheta: pedido de troca do seu e-mail de login",
    text: paragraphs.join("\n\n"),
    html: layout(title, paragraphs),
  };
}

/** R-NOTIF-1: a notice of Mensagens → Notificações (an event, a reminder, a deadline), also by e-mail. */
export function notificationEmail(input: { to: string; name: string; title: string; body: string; url: string }): MailMessage {
  // Each line of the body is a paragraph of the HTML part (the advice is a list of short lines).
  const paragraphs = [`Olá, ${input.name.split(/\s+/)[0] ?? ""}!`, ...input.body.split(/\n+/).filter((p) => p.trim())];
  return {
    to: input.to,
    subject: `Prancheta: ${input.title}`,
    text: [paragraphs[0], input.body, "", `Abrir na Prancheta: ${input.url}`].join("\n"),
    html: layout(input.title, paragraphs, { label: "Abrir na Prancheta", url: input.url }),
  };
}

/**
 * R-DOC-8: the briefing's link, e-mailed by the app to the client for the studio. The studio's
 * name is the sender's name and the subject's first words; replies go to the studio's public
 * e-mail when it has one. The address is a secret (it opens the client's answers): `secrets`
 * keeps its token out of the log when there is no SMTP.
 */
export function clientBriefingEmail(input: {
  to: string;
  addressee: Addressee;
  studioName: string;
  projectName: string;
  url: string;
  token: string;
  expiresOn: string;
  replyTo: string | null;
}): MailMessage {
  const facts = { studioName: input.studioName, projectName: input.projectName, url: input.url, expiresOn: input.expiresOn };
  const m = briefingInvitation(input.addressee, facts);
  const footer = input.replyTo
    ? `Este e-mail foi enviado pela Prancheta a pedido de ${input.studioName}. Para falar com o escritório, responda a este e-mail.`
    : `Este e-mail foi enviado pela Prancheta a pedido de ${input.studioName}. Respostas a este endereço não são lidas: para falar com o escritório, use os contatos de ${input.studioName}.`;
  const paragraphs = [m.greeting, ...m.before, m.after];
  return {
    to: input.to,
    subject: briefingInvitationSubject(facts),
    text: [m.greeting, "", ...m.before, "", `Responder o briefing: ${input.url}`, "", m.after, "", footer].join("\n"),
    html: layout(`Briefing do projeto ${input.projectName}`, paragraphs, { label: "Responder o briefing", url: input.url }, [footer]),
    fromName: `${input.studioName} via Prancheta`,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    secrets: [input.token],
  };
}

/** A reminder of a studio's charge to its client (R-PAY-9), before or after the due date. */
export function chargeReminderEmail(input: {
  to: string;
  clientName: string | null;
  studioName: string;
  description: string;
  amount: string;
  dueOn: string;
  overdue: boolean;
  url: string | null;
  replyTo: string | null;
}): MailMessage {
  const greeting = input.clientName ? `Olá, ${input.clientName}.` : "Olá.";
  const what = input.overdue
    ? `A cobrança "${input.description}", de ${input.amount}, venceu em ${input.dueOn} e ainda não consta como paga.`
    : `A cobrança "${input.description}", de ${input.amount}, vence em ${input.dueOn}.`;
  const how = input.url ? "Você pode pagar na página de pagamento, pela forma indicada na cobrança." : "Os dados de pagamento estão no portal do projeto.";
  const ignore = "Se você já pagou, desconsidere este aviso: a confirmação pode levar até 3 dias úteis no boleto.";
  const footer = `Este e-mail foi enviado pela Prancheta a pedido de ${input.studioName}.`;
  return {
    to: input.to,
    subject: input.overdue ? `Cobrança vencida em ${input.dueOn}: ${input.description}` : `Lembrete: cobrança de ${input.amount} vence em ${input.dueOn}`,
    text: [greeting, "", what, how, ...(input.url ? [`Pagar: ${input.url}`] : []), "", ignore, "", footer].join("\n"),
    html: layout(input.overdue ? "Cobrança vencida" : "Lembrete de cobrança", [greeting, what, how], input.url ? { label: "Pagar agora", url: input.url } : undefined, [ignore, footer]),
    fromName: `${input.studioName} via Prancheta`,
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
  };
}
