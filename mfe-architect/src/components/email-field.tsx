import { forwardRef } from 'react';

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error?: string | null;
}

/** A labelled e-mail input whose hint and error are announced with it. */
export const EmailField = forwardRef<HTMLInputElement, Props>(function EmailField(
  { id, label, value, onChange, hint, error },
  ref,
) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={`${id}-hint`} className="muted">
          {hint}
        </span>
      )}
      <input
        ref={ref}
        id={id}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {error && (
        <span id={`${id}-error`} className="arch-field-error">
          {error}
        </span>
      )}
    </div>
  );
});
