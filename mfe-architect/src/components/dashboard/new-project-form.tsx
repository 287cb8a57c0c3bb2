import { useEffect, useRef, useState, type FormEvent } from 'react';
import { tooManyRequestsText } from '../../api-client/too-many-requests';
import { DASHBOARD } from '../../strings/dashboard';

const T = DASHBOARD.projects.form;

interface Props {
  /** Resolves when the server has answered; a thrown error shows the generic failure (a 429 shows the server's sentence). */
  onCreate: (title: string) => Promise<void>;
  onCancel: () => void;
}

export function NewProjectForm({ onCreate, onCancel }: Props) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => inputRef.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = title.trim();
    if (!trimmed) {
      setError(T.required);
      inputRef.current?.focus();
      return;
    }
    setCreating(true);
    setError(null);
    try {
      await onCreate(trimmed);
    } catch (failure) {
      setError(tooManyRequestsText(failure) ?? T.failed);
      setCreating(false);
    }
  }

  return (
    <form className="card arch-panel arch-new-project" onSubmit={submit} noValidate>
      <fieldset>
        <legend>{T.legend}</legend>
        <div className="field">
          <label htmlFor="arch-project-title">{T.label}</label>
          <span id="arch-project-title-hint" className="muted">
            {T.hint}
          </span>
          <input
            ref={inputRef}
            id="arch-project-title"
            name="title"
            maxLength={200}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            aria-invalid={error === T.required || undefined}
            aria-describedby={`arch-project-title-hint${error ? ' arch-project-title-error' : ''}`}
          />
          {error && (
            <span id="arch-project-title-error" className="arch-field-error" role="alert">
              {error}
            </span>
          )}
        </div>
        <div className="arch-actions">
          <button type="submit" className="button" disabled={creating}>
            {creating ? T.creating : T.submit}
          </button>
          <button type="button" className="button secondary" onClick={onCancel} disabled={creating}>
            {T.cancel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
