import { useState, type FormEvent } from 'react';
import { VALIDATION } from '../../strings/validation';

interface Props {
  initialEmail: string;
  initialOrder: string;
  busy: boolean;
  onSubmit: (email: string, orderNumber: string) => void;
}

export function ValidationForm({ initialEmail, initialOrder, busy, onSubmit }: Props) {
  const [email, setEmail] = useState(initialEmail);
  const [order, setOrder] = useState(initialOrder);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(email, order);
  }

  return (
    <form className="card arch-panel arch-validation-form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor="arch-validate-email">{VALIDATION.email}</label>
        <input
          id="arch-validate-email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor="arch-validate-order">{VALIDATION.order}</label>
        <input
          id="arch-validate-order"
          name="orderNumber"
          autoComplete="off"
          value={order}
          onChange={(event) => setOrder(event.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={busy}>
        {VALIDATION.submit}
      </button>
    </form>
  );
}
