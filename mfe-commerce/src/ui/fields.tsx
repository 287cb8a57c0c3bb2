import { useId, type ReactNode } from 'react';

interface Option {
  value: string;
  label: string;
  hint?: string;
}

interface ChoiceProps {
  legend: string;
  name: string;
  value: string;
  options: readonly Option[];
  onChange: (value: string) => void;
}

/** A radio group as a fieldset: every choice visible, arrow keys move between them. */
export function RadioCards({ legend, name, value, options, onChange }: ChoiceProps) {
  return (
    <fieldset className="calc-fieldset">
      <legend>{legend}</legend>
      <div className="calc-radios">
        {options.map((o) => (
          <label key={o.value} className="calc-radio">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
            />
            <span className="calc-radio-text">
              <span className="calc-radio-label">{o.label}</span>
              {o.hint ? <span className="calc-radio-hint">{o.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

interface SelectProps extends Omit<ChoiceProps, 'name'> {
  disabled?: boolean;
  hint?: string;
}

export function SelectField({ legend, value, options, onChange, disabled, hint }: SelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{legend}</label>
      <select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {hint ? (
        <p id={`${id}-hint`} className="muted calc-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

interface CheckProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}

export function CheckboxField({ label, checked, onChange, hint }: CheckProps) {
  const id = useId();
  return (
    <div className="calc-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p id={`${id}-hint`} className="muted calc-hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
