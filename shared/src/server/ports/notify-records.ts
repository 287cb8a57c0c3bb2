/**
 * A confirmed "Get Notified" sign-up (decision 124): who agreed, when, and to what. Only a
 * confirmed address is ever recorded here; a pending sign-up lives in the StateStore and expires.
 */
export interface NotifyConsentRecord {
  id: string;
  /** Trimmed and lower-cased. */
  email: string;
  /** What it is for: `all` (every update) or `<kind>/<slug>` (one item: `book/crownless`, `course/year8`). */
  topic: string;
  /** The same in words, for the publisher's list ("Book: Crownless", "All updates"). */
  label: string;
  /** When the address confirmed (ISO 8601): the date of the consent. */
  confirmedAt: string;
}

/** The "Get Notified" list (decision 124). Kept apart from the rest of the store, as AccountRecords is. */
export interface NotifyRecords {
  /**
   * Records a confirmed consent, one per e-mail and topic in one atomic step: confirming the same
   * thing again keeps the first row and its date. Returns the stored record.
   */
  addNotifyConsent(input: { email: string; topic: string; label: string }): Promise<NotifyConsentRecord>;
  /** The consents for any of `topics`, oldest first. */
  listNotifyConsents(topics: readonly string[]): Promise<NotifyConsentRecord[]>;
  /** Every consent of one e-mail (compared trimmed and lower-cased), oldest first: "Your data" (decision 121). */
  listNotifyConsentsOf(email: string): Promise<NotifyConsentRecord[]>;
  /** Removes every consent of the e-mail (unsubscribe); how many there were. Running it again removes nothing. */
  removeNotifyConsents(email: string): Promise<number>;
}
