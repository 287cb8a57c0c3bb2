import { ApiError } from './http';

/**
 * The server's own sentence when it refused a write for coming too often (429): it says when to
 * try again, which no generic failure text can. Null for any other failure.
 */
export function tooManyRequestsText(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const text = (error.body as { error?: unknown } | null)?.error;
  return typeof text === 'string' && text.trim() !== '' ? text : null;
}
