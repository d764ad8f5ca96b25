import nodemailer from "nodemailer";
import type { Logger } from "#server/lib/logger";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The name shown as the sender, on MAIL_FROM's address (an e-mail sent for a studio carries the
   * studio's name, R-DOC-8); MAIL_FROM's own name otherwise.
   */
  fromName?: string;
  replyTo?: string;
  /**
   * Strings that must never reach a log (a client link's token): without SMTP_URL the logged
   * text has each replaced by "[oculto]".
   */
  secrets?: readonly string[];
}

/** MAIL_FROM's address: `Nome <a@b>` → `a@b`; a bare address as it is. */
export function fromAddress(mailFrom: string): string {
  return /<([^>]+)>/.exec(mailFrom)?.[1]?.trim() ?? mailFrom.trim();
}

const hidden = (text: string, secrets: readonly string[] = []) => secrets.reduce((t, secret) => (secret ? t.split(secret).join("[oculto]") : t), text);

export interface Mailer {
  /** Sends in the background: callers never wait on SMTP (and never leak timing). */
  send(message: MailMessage): void;
  /** Resolves when every message handed to `send` has been delivered or has failed. */
  drain(): Promise<void>;
  /**
   * Sends now and throws when SMTP refuses: for a job, which is retried (a notice's e-mail,
   * R-NOTIF-1). Without SMTP_URL it writes the log, as `send` does.
   */
  deliver(message: MailMessage): Promise<void>;
}

/** Milliseconds: to connect, for the server's greeting, and of silence on the socket. */
export const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 45_000 } as const;

/**
 * SMTP through SMTP_URL; without it every message (with its links) goes to the server log,
 * the documented local default.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; logger: Logger }): Mailer {
  const { smtpUrl, from, logger } = options;
  // Bounded waits (nodemailer's defaults reach 2 and 10 minutes): a notice's job must end, sent or
  // failed, well within the job runner's 5-minute lease, or another worker could take it again.
  const transport = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }) : undefined;
  const pending = new Set<Promise<void>>();

  async function deliverOrThrow(message: MailMessage): Promise<void> {
    const { fromName, replyTo, secrets, ...content } = message;
    const subject = hidden(content.subject, secrets);
    if (!transport) {
      logger.info(
        { mail: { to: message.to, subject, text: hidden(content.text, secrets) } },
        secrets?.length
          ? "e-mail não enviado (SMTP_URL não configurado); conteúdo registrado no log sem o link secreto"
          : "e-mail não enviado (SMTP_URL não configurado); conteúdo registrado no log",
      );
      return;
    }
    await transport.sendMail({
      from: fromName ? { name: fromName, address: fromAddress(from) } : from,
      ...(replyTo ? { replyTo } : {}),
      ...content,
    });
    logger.info({ mail: { to: message.to, subject } }, "e-mail enviado");
  }

  async function deliver(message: MailMessage): Promise<void> {
    try {
      await deliverOrThrow(message);
    } catch (err) {
      logger.error({ err, mail: { to: message.to, subject: hidden(message.subject, message.secrets) } }, "falha ao enviar e-mail");
    }
  }

  return {
    send(message) {
      const p = deliver(message).finally(() => pending.delete(p));
      pending.add(p);
    },
    async drain() {
      await Promise.all([...pending]);
    },
    deliver: deliverOrThrow,
  };
}
