import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { validatePurchase, type ValidationRequest } from '../api-client/validation';
import { ValidationForm } from '../components/validation/validation-form';
import { ValidationSuccess } from '../components/validation/validation-success';
import { saveAccess, type MethodAccess } from '../lib/method-access';
import { hasBothFields, shouldAutoStart } from '../lib/validation-rules';
import { VALIDATION } from '../strings/validation';

type Phase =
  | { kind: 'form' }
  | { kind: 'validating' }
  | { kind: 'success'; access: MethodAccess }
  | { kind: 'error'; message: string };

/** Form → validating → success or error; from error the form is still there to resubmit (spec section 4). */
export default function ValidatePurchasePage() {
  const [params] = useSearchParams();
  const key = params.get('key');
  const autoStart = shouldAutoStart(key);
  const [phase, setPhase] = useState<Phase>(autoStart ? { kind: 'validating' } : { kind: 'form' });
  const started = useRef(false);

  async function run(request: ValidationRequest) {
    setPhase({ kind: 'validating' });
    const outcome = await validatePurchase(request);
    if (outcome.kind === 'success') {
      saveAccess(localStorage, outcome.access);
      setPhase({ kind: 'success', access: outcome.access });
    } else {
      const message = outcome.kind === 'connection' ? VALIDATION.connection : (outcome.message ?? VALIDATION.failed);
      setPhase({ kind: 'error', message });
    }
  }

  useEffect(() => {
    // Once per page view: StrictMode and re-renders must not validate the key twice.
    if (!autoStart || started.current) return;
    started.current = true;
    void run({ key: key!.trim() });
  }, [autoStart, key]);

  function submit(email: string, orderNumber: string) {
    if (!hasBothFields(email, orderNumber)) {
      setPhase({ kind: 'error', message: VALIDATION.required });
      return;
    }
    void run({ email: email.trim(), orderNumber: orderNumber.trim() });
  }

  return (
    <article className="page arch-validation">
      <h1>{VALIDATION.heading}</h1>
      <div role="status" aria-live="polite">
        {phase.kind === 'validating' && <p className="notice">{VALIDATION.validating}</p>}
      </div>
      <div role="alert">{phase.kind === 'error' && <p className="notice error">{phase.message}</p>}</div>
      {phase.kind === 'success' ? (
        <ValidationSuccess access={phase.access} />
      ) : (
        <>
          <p>{VALIDATION.intro}</p>
          <ValidationForm
            initialEmail={params.get('email') ?? ''}
            initialOrder={params.get('order_number') ?? params.get('orderNumber') ?? ''}
            busy={phase.kind === 'validating'}
            onSubmit={submit}
          />
          <p>
            <Link to="/architects-method/">{VALIDATION.demoLink}</Link>
          </p>
        </>
      )}
      <p>
        <Link to="/my-purchases">{VALIDATION.help}</Link>
      </p>
    </article>
  );
}
