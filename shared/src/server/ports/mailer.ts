/** One message to one address: plain text always, and an HTML alternative when the template has one. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** Sent as multipart/alternative beside `text`; mail clients show the one they can. */
  html?: string;
  /**
   * A Message-ID naming what the mail is (`<order-cs_…@host>`), for a mail that may be handed over
   * twice: when the relay took it but its answer was lost, the retry carries the same id, which
   * mail providers and clients show once (decision 144). Default: a new id per hand-over.
   */
  messageId?: string;
  /** A Reply-To header (the publisher's notice of a quote answers the author). */
  replyTo?: string;
  /**
   * Extra headers, as given (the go-live mail's `List-Unsubscribe` and `List-Unsubscribe-Post`,
   * RFC 8058). Never built from what a visitor typed.
   */
  headers?: Record<string, string>;
}

/**
 * Sends mail (sign-in links, order and quote mail). Adapters: nodemailer over SMTP when SMTP_URL is set, else
 * nodemailer writing .eml files to a local outbox (development only). Rejects when the message
 * could not be handed over; the caller answers 503.
 */
export interface Mailer {
  /** 'smtp' or 'outbox', for the start-up log. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}
