import { useId, useState, type FormEvent } from 'react';
import { SITE } from '@publisher/shared/site';
import { openMailto } from '../lib/open-mailto';
import { EMPTY_SUBMISSION, submissionMailto, type Submission } from '../lib/submission';
import { SUBMISSIONS } from '../strings/submissions';

type Status = { kind: 'idle' } | { kind: 'preparing' } | { kind: 'success'; mailto: string } | { kind: 'error' };

const FIELDS: {
  key: keyof Submission;
  label: string;
  type: string;
  required: boolean;
  autoComplete?: string;
  hint?: string;
}[] = [
  { key: 'name', label: SUBMISSIONS.name, type: 'text', required: true, autoComplete: 'name' },
  { key: 'email', label: SUBMISSIONS.email, type: 'email', required: true, autoComplete: 'email' },
  { key: 'bookTitle', label: SUBMISSIONS.bookTitle, type: 'text', required: true },
  { key: 'documentLink', label: SUBMISSIONS.documentLink, type: 'url', required: true, hint: SUBMISSIONS.documentHint },
];

/**
 * The manuscript form: idle, preparing, then success (form cleared) or error. It opens a mail
 * message to the publisher; nothing is sent to our server.
 */
export function SubmissionForm() {
  const id = useId();
  const [form, setForm] = useState<Submission>(EMPTY_SUBMISSION);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const set = (key: keyof Submission, value: string) => setForm((f) => ({ ...f, [key]: value }));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus({ kind: 'preparing' });
    try {
      const mailto = submissionMailto(SITE.email, form);
      openMailto(mailto);
      setForm(EMPTY_SUBMISSION);
      setStatus({ kind: 'success', mailto });
    } catch {
      setStatus({ kind: 'error' });
    }
  };

  return (
    <form className="card cat-form" onSubmit={submit} aria-describedby={`${id}-lead`}>
      <p id={`${id}-lead`} className="muted">
        {SUBMISSIONS.formLead}
      </p>
      {FIELDS.map((f) => (
        <div className="field" key={f.key}>
          <label htmlFor={`${id}-${f.key}`}>
            {f.label} <span aria-hidden="true">*</span>
            <span className="visually-hidden"> ({SUBMISSIONS.required})</span>
          </label>
          <input
            id={`${id}-${f.key}`}
            name={f.key}
            type={f.type}
            required={f.required}
            autoComplete={f.autoComplete}
            value={form[f.key]}
            onChange={(e) => set(f.key, e.target.value)}
            aria-describedby={f.hint ? `${id}-${f.key}-hint` : undefined}
          />
          {f.hint && (
            <span id={`${id}-${f.key}-hint`} className="muted cat-small">
              {f.hint}
            </span>
          )}
        </div>
      ))}
      <div className="field">
        <label htmlFor={`${id}-message`}>{SUBMISSIONS.message}</label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={5}
          value={form.message}
          onChange={(e) => set('message', e.target.value)}
        />
      </div>
      <button type="submit" className="button" disabled={status.kind === 'preparing'}>
        {status.kind === 'preparing' ? SUBMISSIONS.preparing : SUBMISSIONS.submit}
      </button>
      <div aria-live="polite" className="cat-form-status">
        {status.kind === 'success' && (
          <div className="notice success">
            <p>{SUBMISSIONS.success}</p>
            <a href={status.mailto}>{SUBMISSIONS.reopen}</a>
          </div>
        )}
      </div>
      {status.kind === 'error' && (
        <div className="notice error" role="alert">
          <p>{SUBMISSIONS.error}</p>
          <a href={`mailto:${SITE.email}?subject=${SUBMISSIONS.subject}`}>{SUBMISSIONS.emailUs}</a>
        </div>
      )}
    </form>
  );
}
