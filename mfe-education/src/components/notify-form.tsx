import { useId, useState, type FormEvent } from 'react';
import { jsonBody, requestJson } from '@publisher/shared/api-client';
import { NOTIFY_PATHS } from '@publisher/shared/contracts/notify';
import { notifyResponseSchema } from '@publisher/shared/contracts/notify-schema';
import { STRINGS } from '../strings';

/**
 * Get Notified (decision 124): the e-mail goes to POST /api/notify, which mails a confirmation
 * link; nothing else is sent until its owner confirms. The spec's alert is shown once the
 * sign-up is taken, so what it says is now true.
 */
export function NotifyForm({ topic, title }: { topic: string; title: string }) {
  const s = STRINGS.comingSoon;
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSending(true);
    try {
      const { message } = await requestJson(
        NOTIFY_PATHS.signUp,
        notifyResponseSchema,
        jsonBody({ email: email.trim(), topic }),
      );
      window.alert(s.notifyAlert(title));
      setSent(message);
    } catch (failure) {
      setError((failure as { serverMessage?: string | null }).serverMessage ?? s.notifyFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <form className="edu-notify" onSubmit={submit} aria-labelledby={`${id}-h`}>
      <p id={`${id}-h`} className="edu-notify-intro">
        {s.notifyIntro}
      </p>
      <div className="field">
        <label htmlFor={`${id}-email`}>{s.notifyEmail}</label>
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
        {s.notify}
      </button>
      <div role="status">{sent ? <p className="notice success">{sent}</p> : null}</div>
      <div role="alert">{error ? <p className="notice error">{error}</p> : null}</div>
      <p className="muted edu-notify-privacy">
        {s.notifyPrivacy} <a href="/privacy">{s.notifyPrivacyLink}</a>.
      </p>
    </form>
  );
}
