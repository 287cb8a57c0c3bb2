import { useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PLAN_PRICE_IDS } from '@publisher/shared/contracts/functions';
import { createSubscriptionCheckout } from '../api-client/subscription';
import { tooManyRequestsText } from '../api-client/too-many-requests';
import { AccountSection } from '../components/pricing/account-section';
import { PlanCard, type PaidTier } from '../components/pricing/plan-card';
import { PricingFaq } from '../components/pricing/pricing-faq';
import { isEmail, readIdentity, saveIdentity } from '../lib/writer-identity';
import { PRICING } from '../strings/pricing';

const TIERS: readonly PaidTier[] = ['single_book', 'multi_book'];

/** Message the dashboard hands over when it sends a writer here at the project limit. */
const limitNoticeOf = (state: unknown): string | null =>
  typeof state === 'object' && state !== null && typeof (state as { limitNotice?: unknown }).limitNotice === 'string'
    ? (state as { limitNotice: string }).limitNotice
    : null;

export default function PricingPage() {
  const location = useLocation();
  const limitNotice = limitNoticeOf(location.state);
  const [known, setKnown] = useState(() => readIdentity(localStorage));
  const [draft, setDraft] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PaidTier | null>(null);
  // The failure shown: the spec's alert, or the server's own sentence on a 429.
  const [failed, setFailed] = useState<string | false>(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function choose(tier: PaidTier) {
    setFailed(false);
    let who = known;
    if (!who) {
      if (!isEmail(draft.trim())) {
        setEmailError(PRICING.email.required);
        emailRef.current?.focus();
        return;
      }
      who = saveIdentity(localStorage, draft);
      setKnown(who);
      setEmailError(null);
    }
    setBusy(tier);
    try {
      const url = await createSubscriptionCheckout(PLAN_PRICE_IDS[tier], who);
      // Stay on Loading... while the browser leaves for the checkout.
      window.location.assign(url);
    } catch (failure) {
      setBusy(null);
      setFailed(tooManyRequestsText(failure) ?? PRICING.checkoutFailed);
    }
  }

  return (
    <article className="page arch-pricing">
      <h1>{PRICING.heading}</h1>
      <p className="arch-lead">{PRICING.intro}</p>
      {limitNotice && (
        <p className="notice error" role="alert">
          {limitNotice}
        </p>
      )}
      <AccountSection
        knownEmail={known?.email ?? null}
        draft={draft}
        onDraft={setDraft}
        onChange={() => {
          setDraft(known?.email ?? '');
          setKnown(null);
        }}
        error={emailError}
        inputRef={emailRef}
      />
      <div role="alert" className="arch-alert-slot">
        {failed && <p className="notice error">{failed}</p>}
      </div>
      <ul className="grid arch-plans arch-plans-two">
        {TIERS.map((tier) => (
          <PlanCard key={tier} tier={tier} loading={busy === tier} disabled={busy !== null} onChoose={choose} />
        ))}
      </ul>
      <PricingFaq />
    </article>
  );
}
