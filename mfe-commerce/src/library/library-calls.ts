import {
  AUTH_PATHS,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '@publisher/shared/contracts/auth';
import {
  deleteAccountResponseSchema,
  LIBRARY_PATHS,
  libraryResponseSchema,
  type LibraryResponse,
} from '@publisher/shared/contracts/library';
import { isHttpError, jsonBody, requestJson } from '@publisher/shared/api-client';

/** The library, or null when this browser is not signed in (401). Throws ApiError otherwise. */
export async function fetchLibrary(): Promise<LibraryResponse | null> {
  // Asked first (always 200), so a signed-out visit makes no refused request the console reports.
  const { email } = await requestJson(AUTH_PATHS.session, sessionResponseSchema, { cache: 'no-store' });
  if (!email) return null;
  try {
    return await requestJson(LIBRARY_PATHS.library, libraryResponseSchema, { cache: 'no-store' });
  } catch (error) {
    if (isHttpError(error, 401)) return null;
    throw error;
  }
}

/** Mails a sign-in link that comes back to /library; answers the server's sentence. */
export async function sendLibraryLink(email: string): Promise<string> {
  const { message } = await requestJson(
    AUTH_PATHS.signIn,
    signInResponseSchema,
    jsonBody({ email: email.trim(), next: '/library' }),
  );
  return message;
}

export const signOut = () => requestJson(AUTH_PATHS.signOut, signOutResponseSchema, { method: 'POST' });

export const deleteAccount = (confirm: string) =>
  requestJson(LIBRARY_PATHS.deleteAccount, deleteAccountResponseSchema, jsonBody({ confirm }));
