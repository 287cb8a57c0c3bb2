import { SUBMISSIONS } from '../strings/submissions';

/** The manuscript submission form's fields (spec section 3). */
export interface Submission {
  name: string;
  email: string;
  bookTitle: string;
  documentLink: string;
  message: string;
}

export const EMPTY_SUBMISSION: Submission = { name: '', email: '', bookTitle: '', documentLink: '', message: '' };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Name, e-mail, book title and an http(s) document link are required; the message is optional. */
export function isCompleteSubmission(s: Submission): boolean {
  if (!s.name.trim() || !s.bookTitle.trim() || !EMAIL.test(s.email.trim())) return false;
  try {
    const url = new URL(s.documentLink.trim());
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * The mail message the form opens: to the publisher, subject Submission, a prefilled body.
 * No server call is made (spec section 7). Throws on an incomplete submission.
 */
export function submissionMailto(to: string, s: Submission): string {
  if (!isCompleteSubmission(s)) throw new Error('The submission is incomplete.');
  const b = SUBMISSIONS.body;
  const lines = [
    b.intro,
    '',
    `${b.name}: ${s.name.trim()}`,
    `${b.email}: ${s.email.trim()}`,
    `${b.bookTitle}: ${s.bookTitle.trim()}`,
    `${b.documentLink}: ${s.documentLink.trim()}`,
  ];
  if (s.message.trim()) lines.push('', `${b.message}:`, s.message.trim());
  const query = `subject=${encodeURIComponent(SUBMISSIONS.subject)}&body=${encodeURIComponent(lines.join('\n'))}`;
  return `mailto:${to}?${query}`;
}
