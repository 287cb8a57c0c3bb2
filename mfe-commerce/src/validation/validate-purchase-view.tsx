import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDayTime } from '@publisher/shared/domain/dates';
import { proofFrom } from '../portal/params';
import { PRODUCTS } from '../strings/products';
import { VALIDATION } from '../strings/validation';
import { validatePurchase, type ValidatedProduct, type ValidationOutcome } from './validate';

const INFO_PATHS: Record<ValidatedProduct, string> = {
  'cover-creator': '/cover-creator/index.html',
  'sound-craftery': '/sound-craftery/index.html',
  'year7-maths': PRODUCTS['year7-maths'].infoPath,
};

type Phase = { name: 'no-params' } | { name: 'loading' } | { name: 'done'; outcome: ValidationOutcome };

/** Loading, then verified (with the access expiry) or failed; the spec's cover validation, per product. */
export function ValidatePurchaseView({ product }: { product: ValidatedProduct }) {
  const [params] = useSearchParams();
  const query = params.toString();
  const [phase, setPhase] = useState<Phase>(() => (proofFrom(params) ? { name: 'loading' } : { name: 'no-params' }));
  const resultRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const proof = proofFrom(new URLSearchParams(query));
    if (!proof) return setPhase({ name: 'no-params' });
    let live = true;
    setPhase({ name: 'loading' });
    void validatePurchase(product, proof).then((outcome) => live && setPhase({ name: 'done', outcome }));
    return () => {
      live = false;
    };
  }, [product, query]);

  useEffect(() => {
    if (phase.name === 'done') resultRef.current?.focus();
  }, [phase.name]);

  const name = product === 'year7-maths' ? PRODUCTS['year7-maths'].name : PRODUCTS[product].name;
  const back = (
    <Link className="button secondary" to={INFO_PATHS[product]}>
      {VALIDATION.back[product]}
    </Link>
  );

  return (
    <div className="page commerce-narrow validation">
      <h1>{VALIDATION.headings[product]}</h1>
      {phase.name === 'loading' ? (
        <p className="notice" role="status">
          {VALIDATION.loading}
        </p>
      ) : null}
      {phase.name === 'no-params' ? (
        <div className="notice error" role="alert">
          <p>{VALIDATION.noParams}</p>
          <p className="validation-actions">
            <Link className="button" to={`/my-purchases?product=${product}`}>
              {VALIDATION.myPurchases}
            </Link>
            {back}
          </p>
        </div>
      ) : null}
      {phase.name === 'done' && phase.outcome.ok ? (
        <section className="notice success" aria-labelledby="validation-result">
          <h2 id="validation-result" ref={resultRef} tabIndex={-1}>
            {VALIDATION.verifiedHeading}
          </h2>
          <p>{VALIDATION.verified(name)}</p>
          {phase.outcome.expiresAt ? (
            <p>
              {VALIDATION.expires}{' '}
              <strong>{VALIDATION.expiry(formatDayTime(phase.outcome.expiresAt) ?? phase.outcome.expiresAt)}</strong>.
            </p>
          ) : null}
          <p>{VALIDATION.delivery}</p>
        </section>
      ) : null}
      {phase.name === 'done' && !phase.outcome.ok ? (
        <section className="notice error" aria-labelledby="validation-result">
          <h2 id="validation-result" ref={resultRef} tabIndex={-1}>
            {VALIDATION.failedHeading}
          </h2>
          <p role="alert">{phase.outcome.message}</p>
          <p className="validation-actions">{back}</p>
        </section>
      ) : null}
    </div>
  );
}
