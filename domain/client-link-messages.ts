import { greeting, theClient, verb, you, youVerb, type Addressee } from "./addressing";

/**
 * The texts around a briefing's client link (R-DOC-8, R-NOTIF-2): the invitation the architect
 * sends by WhatsApp or the app sends by e-mail, and the studio's notice when the client answers.
 * Every form agrees with the client through `addressing.ts` (R-CLIENT-3); the browser (the
 * WhatsApp message) and the server (the e-mails, the notice) write the same words from here.
 */

export interface BriefingInvitationFacts {
  studioName: string;
  projectName: string;
  /** The link's address. */
  url: string;
  /** When it stops working, "dd/MM/aaaa". */
  expiresOn: string;
}

export interface BriefingInvitation {
  /** "Olá, Marina," (greeting(), R-CLIENT-3). */
  greeting: string;
  /** What the briefing is and how to answer it, before the link. */
  before: string[];
  /** After the link: how long it works. */
  after: string;
}

/** The invitation, in parts: the e-mail puts a button between them, WhatsApp the bare address. */
export function briefingInvitation(a: Addressee, f: BriefingInvitationFacts): BriefingInvitation {
  return {
    greeting: greeting(a),
    before: [
      `${f.studioName} preparou o briefing do projeto ${f.projectName}: perguntas para entender o que é importante para ${you(a)}.`,
      `${youVerb(a, "Responda", "Respondam")} pelo link, sem criar conta e no seu ritmo. As respostas são salvas automaticamente enquanto ${you(a)} ${youVerb(a, "escreve", "escrevem")}.`,
    ],
    after: `O link vale até ${f.expiresOn}.`,
  };
}

/**
 * The invitation as one plain-text message (WhatsApp, through `whatsappHref` of
 * message-replies.ts): greeting, paragraphs, the link on its own line.
 */
export function briefingInvitationText(a: Addressee, f: BriefingInvitationFacts): string {
  const m = briefingInvitation(a, f);
  return [m.greeting, "", m.before[0], "", m.before[1], f.url, "", m.after].join("\n");
}

/** How many minutes without a save from the client's link end their answering session. */
export const CLIENT_SESSION_GAP_MINUTES = 30;

/** The notice each member of the studio gets when the client starts a session of answers. */
export function clientAnswersNotice(a: Addressee, f: { projectName: string }): { title: string; body: string } {
  return {
    title: `${a.name.trim()} ${verb(a, "está", "estão")} respondendo o briefing`,
    body: [
      `Projeto ${f.projectName}: as respostas entram no briefing conforme são salvas pelo link.`,
      `Um novo aviso chega se ${theClient(a)} ${verb(a, "voltar", "voltarem")} a responder depois de ${CLIENT_SESSION_GAP_MINUTES} minutos sem salvar.`,
    ].join("\n"),
  };
}

/** The e-mail to the client: its subject names the studio (the sender is the app's address). */
export function briefingInvitationSubject(f: Pick<BriefingInvitationFacts, "studioName" | "projectName">): string {
  return `${f.studioName}: briefing do projeto ${f.projectName}`;
}
