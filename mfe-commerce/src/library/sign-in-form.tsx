import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { LIBRARY } from '../strings/library';
import { sendLibraryLink } from './library-calls';

/** The signed-out library: one field that mails a link back to /library (decision 102's sign-in). */
export function LibrarySignIn({ notice }: { notice?: string | null }) {
  const s = LIBRARY.signIn;
  const id = useId();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (sending) return;
    if (!e.currentTarget.checkValidity() || !email.trim()) return setError(s.invalid);
    setError(null);
    setSending(true);
    try {
      setSent(await sendLibraryLink(email));
    } catch (failure) {
      const sentence = (failure as { serverMessage?: string | null }).serverMessage;
      setError(sentence ?? s.failed);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="card library-card" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{s.heading}</h2>
      <div role="status">{notice ? <p className="notice success">{notice}</p> : null}</div>
      <p>{s.body}</p>
      <form onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>{s.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            required
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div role="alert" className="purchases-alert">
          {error ? <p className="notice error">{error}</p> : null}
        </div>
        <div role="status" className="purchases-alert">
          {sent ? <p className="notice success">{sent}</p> : null}
        </div>
        <button type="submit" className="button" disabled={sending}>
          {sending ? s.sending : s.submit}
        </button>
      </form>
      <p className="muted library-aside">
        {s.noSignIn} <Link to="/my-purchases">{s.myPurchases}</Link>.
      </p>
    </section>
  );
}
