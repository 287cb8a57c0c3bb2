import { useState, type FormEvent } from 'react';
import { requestSignInLink } from '../../api-client/auth';
import { ApiError } from '@publisher/shared/api-client';
import { isEmail } from '../../lib/writer-identity';
import { DASHBOARD } from '../../strings/dashboard';
import { EmailField } from '../email-field';

const serverError = (error: unknown): string =>
  (error instanceof ApiError ? error.serverMessage : null) ?? DASHBOARD.signIn.failed;

/**
 * "Sign in to see your plan": asks the API to e-mail a one-time link. The typed e-mail of the
 * free demo proves nothing; only opening that link shows a paid plan on a new browser.
 */
export function SignInForm({ initial }: { initial: string }) {
  const [email, setEmail] = useState(initial);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError(DASHBOARD.identity.invalid);
      return;
    }
    setError(null);
    setState('sending');
    try {
      await requestSignInLink(email);
      setState('sent');
    } catch (failure) {
      setError(serverError(failure));
      setState('idle');
    }
  }

  return (
    <section className="card arch-panel arch-identity" aria-labelledby="arch-sign-in-heading">
      <h2 id="arch-sign-in-heading">{DASHBOARD.signIn.heading}</h2>
      {state === 'sent' ? (
        <div role="status">
          <p>
            <strong>{DASHBOARD.signIn.sent}</strong>
          </p>
          <p>{DASHBOARD.signIn.sentHint(email.trim())}</p>
        </div>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className="muted">{DASHBOARD.signIn.intro}</p>
          <EmailField
            id="arch-sign-in-email"
            label={DASHBOARD.signIn.label}
            value={email}
            onChange={setEmail}
            error={error}
          />
          <button type="submit" className="button" disabled={state === 'sending'}>
            {state === 'sending' ? DASHBOARD.signIn.sending : DASHBOARD.signIn.submit}
          </button>
        </form>
      )}
    </section>
  );
}
