import { useState, type FormEvent } from 'react';
import { isHttpError, jsonBody, requestBody } from '@publisher/shared/api-client';
import { FUNCTION_PATHS } from '@publisher/shared/contracts/paths';
import { QUOTE_LIMITS } from '@publisher/shared/contracts/quote';
import { CALC } from '../strings/calculator';
import { quotePayload, quoteProblem, type CalculatorState, type Contact } from './calculator-state';

type Status = 'idle' | 'sending' | 'success' | 'failure' | 'noService' | 'noPages' | 'tooMany';
const EMPTY: Contact = { name: '', email: '', message: '' };

/** Get Your Custom Quote: any ok answer is success (its body is not checked, spec section 7); a 429 shows the server's sentence. */
export function QuoteForm({ state, formId, nameId }: { state: CalculatorState; formId: string; nameId: string }) {
  const s = CALC.quote;
  const [contact, setContact] = useState<Contact>(EMPTY);
  const [status, setStatus] = useState<Status>('idle');
  const [serverText, setServerText] = useState('');
  const sending = status === 'sending';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending) return;
    const problem = quoteProblem(state);
    if (problem) return setStatus(problem);
    setStatus('sending');
    try {
      await requestBody(FUNCTION_PATHS.submitQuote, jsonBody(quotePayload(state, contact, new Date())));
      setContact(EMPTY);
      setStatus('success');
    } catch (error) {
      // Refused for coming too often: the server's sentence says when to try again.
      const text = isHttpError(error, 429) ? error.serverMessage : null;
      if (text) {
        setServerText(text);
        return setStatus('tooMany');
      }
      setStatus('failure');
    }
  };

  const field = (key: keyof Contact) => ({
    value: contact[key],
    onChange: (e: { target: { value: string } }) => setContact((c) => ({ ...c, [key]: e.target.value })),
  });

  return (
    <section className="card calc-card calc-quote" aria-labelledby="calc-quote-heading">
      <h2 id="calc-quote-heading">{s.heading}</h2>
      <p>{s.intro}</p>
      <form id={formId} onSubmit={onSubmit}>
        <p className="muted calc-hint">{s.required}</p>
        <div className="field">
          <label htmlFor={nameId}>
            {s.name} <span aria-hidden="true">*</span>
          </label>
          <input
            id={nameId}
            name="name"
            autoComplete="name"
            required
            maxLength={QUOTE_LIMITS.name}
            {...field('name')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-email`}>
            {s.email} <span aria-hidden="true">*</span>
          </label>
          <input
            id={`${formId}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={QUOTE_LIMITS.email}
            {...field('email')}
          />
        </div>
        <div className="field">
          <label htmlFor={`${formId}-message`}>{s.message}</label>
          <textarea
            id={`${formId}-message`}
            name="message"
            rows={5}
            maxLength={QUOTE_LIMITS.message}
            aria-describedby={`${formId}-message-hint`}
            {...field('message')}
          />
          <p id={`${formId}-message-hint`} className="muted calc-hint">
            {s.messageHint}
          </p>
        </div>
        <div role="alert" className="calc-alert">
          {status === 'success' ? <p className="notice success">{s.success}</p> : null}
          {status === 'failure' ? <p className="notice error">{s.failure}</p> : null}
          {status === 'tooMany' ? <p className="notice error">{serverText}</p> : null}
          {status === 'noService' ? <p className="notice error">{s.noService}</p> : null}
          {status === 'noPages' ? <p className="notice error">{s.noPages}</p> : null}
        </div>
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus to <body>. */}
        <button type="submit" className="button" aria-disabled={sending}>
          {sending ? s.sending : s.submit}
        </button>
      </form>
    </section>
  );
}
