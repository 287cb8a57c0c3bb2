/** One plain-text message to one address. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/**
 * Sends mail (sign-in links). Adapters: nodemailer over SMTP when SMTP_URL is set, else
 * nodemailer writing .eml files to a local outbox (development only). Rejects when the message
 * could not be handed over; the caller answers 503.
 */
export interface Mailer {
  /** 'smtp' or 'outbox', for the start-up log. */
  readonly kind: 'smtp' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
}
