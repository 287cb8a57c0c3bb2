import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { jsonBody, requestJson } from '@publisher/shared/api-client';
import { NOTIFY_PATHS } from '@publisher/shared/contracts/notify';
import { useStrings } from '../i18n/locale';

/**
 * An e-mail sign-up with double opt-in (decision 124): POST /api/notify mails a confirmation
 * link; nothing else goes to the address until its owner confirms. `topic` is `all` or
 * `book/<slug>`.
 */
export function NotifyForm(props: { topic: string; intro: string; button: string; className?: string }) {
  const id = useId();
  const { NOTIFY } = useStrings();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      // The contract (and zod with it) loads when a visitor signs up, not with every page that offers it.
      const { notifyResponseSchema } = await import('@publisher/shared/contracts/notify-schema');
      const answer = await requestJson(
        NOTIFY_PATHS.signUp,
        notifyResponseSchema,
        jsonBody({ email: email.trim(), topic: props.topic }),
      );
      setSent(answer.message);
    } catch (failure) {
      setError((failure as { serverMessage?: string | null }).serverMessage ?? NOTIFY.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className={`cat-notify ${props.className ?? ''}`} onSubmit={submit}>
      <p className="cat-notify-intro">{props.intro}</p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{NOTIFY.email}</label>
        <input
          id={`${id}-email`}
          type="email"
          required
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={sending}>
        {props.button}
      </button>
      <div role="status">{sent ? <p className="notice success">{sent}</p> : null}</div>
      <div role="alert">{error ? <p className="notice error">{error}</p> : null}</div>
      <p className="muted cat-notify-privacy">
        {NOTIFY.privacy} <Link to="/privacy">{NOTIFY.privacyLink}</Link>.
      </p>
    </form>
  );
}
