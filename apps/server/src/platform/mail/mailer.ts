import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The verification code the text carries, so the dev outbox can log it for the operator. */
  code?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  sentAt: string;
}

export interface OutboxLogger {
  info(fields: object, message: string): void;
}

const OUTBOX_SIZE = 50;

/**
 * The "mail server" of an instance without SMTP (and of every phone number until an SMS provider
 * exists): messages stay in memory for GET /dev/outbox (development, loopback only), and each
 * verification code is written to the server log, the one way a self-hoster without SMTP can
 * hand a code to a seller. This is the only log line that ever carries a code.
 */
export class DevOutbox implements Mailer {
  private entries: OutboxEntry[] = [];

  constructor(private readonly logger: OutboxLogger) {}

  async send(message: MailMessage): Promise<void> {
    this.entries = [{ ...message, sentAt: new Date().toISOString() }, ...this.entries].slice(0, OUTBOX_SIZE);
    // The code goes in the message text: the logger redacts fields named `code`.
    const line = message.code
      ? `verification code for ${message.to}: ${message.code} (no SMTP configured: kept in the dev outbox)`
      : `message for ${message.to} kept in the dev outbox: ${message.subject}`;
    this.logger.info({ outbox: true }, line);
  }

  /** Newest first. */
  list(): OutboxEntry[] {
    return [...this.entries];
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send({ to, subject, text }: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }

  close(): void {
    this.transport.close();
  }
}

/** Where verification codes go, per kind of target. */
export interface Messaging {
  email: Mailer;
  sms: Mailer;
  outbox: DevOutbox;
  close(): void;
}

export function createMessaging(config: Config, log: OutboxLogger): Messaging {
  const outbox = new DevOutbox(log);
  const smtp = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  return {
    email: smtp ?? outbox,
    // No SMS provider is integrated yet (a later issue), so phone codes land in the outbox too.
    sms: outbox,
    outbox,
    close: () => smtp?.close(),
  };
}
