import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail over SMTP_URL; without one, the message is rendered and logged (local runs). */
export class MailPort {
  private readonly logger = new Logger(MailPort.name);
  private readonly transporter: Transporter;
  private readonly logsOnly: boolean;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
  ) {
    this.transporter = smtpUrl ? nodemailer.createTransport(smtpUrl) : nodemailer.createTransport({ jsonTransport: true });
    this.logsOnly = !smtpUrl;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.from, ...message });
    if (this.logsOnly) this.logger.log(`mail (no SMTP_URL) to ${message.to}: ${message.subject}\n${message.text}`);
    else this.logger.debug(`mail to ${message.to}: ${String(info.messageId)}`);
  }

  close(): void {
    this.transporter.close();
  }
}
