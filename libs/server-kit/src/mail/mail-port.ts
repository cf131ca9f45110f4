import { Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../config/server-config.js';
import { callProvider, isNetworkFailure } from '../outage/provider-outage.js';

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

/** nodemailer's codes of a server it could not reach or that stopped answering. */
const TRANSPORT_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS']);

/**
 * A mail server that cannot take the message now: unreachable, silent, or a temporary SMTP refusal
 * (4xx: 421 service not available, 450/451/452 try later). A permanent refusal (5xx, e.g. 550 for an
 * unknown mailbox) is not an outage.
 */
export const mailServerUnavailable = (error: unknown): boolean => {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (typeof responseCode === 'number' && responseCode >= 400 && responseCode < 500) return true;
  return (typeof code === 'string' && TRANSPORT_CODES.has(code)) || isNetworkFailure(error);
};

/**
 * Sends e-mail over SMTP_URL; without one, the message is rendered and logged (local runs). Each send
 * is bounded by PROVIDER_TIMEOUT_MS (connect, greeting and every answer); a server that cannot take it
 * throws ProviderUnavailableException ('mail', logged once per outage).
 */
export class MailPort {
  private readonly logger = new Logger(MailPort.name);
  private readonly transporter: Transporter;
  private readonly logsOnly: boolean;

  constructor(
    smtpUrl: string | undefined,
    private readonly from: string,
    timeoutMs = DEFAULT_PROVIDER_TIMEOUT_MS,
  ) {
    this.transporter = smtpUrl ? nodemailer.createTransport({ url: smtpUrl, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs }) : nodemailer.createTransport({ jsonTransport: true });
    this.logsOnly = !smtpUrl;
  }

  async send(message: MailMessage): Promise<void> {
    const info = await callProvider('mail', () => this.transporter.sendMail({ from: this.from, ...message }), mailServerUnavailable);
    // neither recipient nor body: both are personal data (the body holds codes and links with tokens)
    if (this.logsOnly) this.logger.log(`mail (no SMTP_URL), not sent: ${message.subject}`);
    else this.logger.debug(`mail sent: ${String(info.messageId)}`);
  }

  close(): void {
    this.transporter.close();
  }
}
