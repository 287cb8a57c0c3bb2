import { useState, type FormEvent } from 'react';
import { isEmail } from '../../lib/writer-identity';
import { DASHBOARD } from '../../strings/dashboard';
import { EmailField } from '../email-field';

interface Props {
  initial: string;
  onSubmit: (email: string) => void;
}

/** The spec asked through a browser prompt; an inline form is accessible and can show errors. */
export function IdentityForm({ initial, onSubmit }: Props) {
  const [email, setEmail] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isEmail(email.trim())) {
      setError(DASHBOARD.identity.invalid);
      return;
    }
    onSubmit(email);
  }

  return (
    <form className="card arch-panel arch-identity" onSubmit={submit} noValidate>
      <p>{DASHBOARD.identity.intro}</p>
      <EmailField
        id="arch-dashboard-email"
        label={DASHBOARD.identity.label}
        value={email}
        onChange={setEmail}
        error={error}
      />
      <button type="submit" className="button">
        {DASHBOARD.identity.submit}
      </button>
    </form>
  );
}
