import {
  AUTH_PATHS,
  sessionResponseSchema,
  signInResponseSchema,
  signOutResponseSchema,
} from '@publisher/shared/contracts/auth';
import { jsonBody, requestJson } from '@publisher/shared/api-client';

/** POST /api/auth/sign-in: mails a one-time sign-in link; resolves with the server's neutral message. */
export async function requestSignInLink(email: string): Promise<string> {
  const { message } = await requestJson(AUTH_PATHS.signIn, signInResponseSchema, jsonBody({ email: email.trim() }));
  return message;
}

/** GET /api/auth/session: the e-mail this browser proved with a link, or null. */
export async function fetchSignedInEmail(signal?: AbortSignal): Promise<string | null> {
  const { email } = await requestJson(AUTH_PATHS.session, sessionResponseSchema, { signal });
  return email;
}

/** POST /api/auth/sign-out: this browser forgets the e-mail it proved. */
export async function signOut(): Promise<void> {
  await requestJson(AUTH_PATHS.signOut, signOutResponseSchema, jsonBody({}));
}
