import type { RefObject } from 'react';
import { PRICING } from '../../strings/pricing';
import { EmailField } from '../email-field';

interface Props {
  /** The stored e-mail, when the writer has one and has not chosen to change it. */
  knownEmail: string | null;
  draft: string;
  onDraft: (value: string) => void;
  onChange: () => void;
  error: string | null;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** Checkout needs an e-mail: shown as the stored one, or asked for inline (never a prompt). */
export function AccountSection({ knownEmail, draft, onDraft, onChange, error, inputRef }: Props) {
  return (
    <section aria-label={PRICING.email.heading} className="arch-account">
      {knownEmail ? (
        <p>
          {PRICING.email.subscribingAs(knownEmail)}{' '}
          <button type="button" className="link-button" onClick={onChange}>
            {PRICING.email.change}
          </button>
        </p>
      ) : (
        <EmailField
          ref={inputRef}
          id="arch-pricing-email"
          label={PRICING.email.label}
          hint={PRICING.email.hint}
          value={draft}
          onChange={onDraft}
          error={error}
        />
      )}
    </section>
  );
}
