import { isHttpError } from '@publisher/shared/api-client';

/**
 * The server's own sentence when it refused a write for coming too often (429): it says when to
 * try again, which no generic failure text can. Null for any other failure.
 */
export function tooManyRequestsText(error: unknown): string | null {
  return isHttpError(error, 429) ? error.serverMessage : null;
}
