import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config.js';
import { maskTarget } from './mask.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
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
 * The development "mail server": messages stay in memory for GET /dev/outbox. The log line names
 * only the masked target, so codes never reach log files even in development.
 */
export class DevOutbox implements Mailer {
  private entries: OutboxEntry[] = [];
  // The context is built before Fastify's logger exists; the mail routes plugin binds it.
  private logger: OutboxLogger | undefined;

  bindLogger(logger: OutboxLogger): void {
    this.logger = logger;
  }

  async send(message: MailMessage): Promise<void> {
    this.entries = [{ ...message, sentAt: new Date().toISOString() }, ...this.entries].slice(0, OUTBOX_SIZE);
    this.logger?.info({ to: maskTarget(message.to) }, `verification code sent to ${maskTarget(message.to)}`);
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

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
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

export function createMessaging(config: Config): Messaging {
  const outbox = new DevOutbox();
  const smtp = config.SMTP_URL ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM) : undefined;
  return {
    email: smtp ?? outbox,
    // No SMS provider is integrated yet (a later issue), so phone codes land in the outbox too.
    sms: outbox,
    outbox,
    close: () => smtp?.close(),
  };
}
