import { Link } from 'react-router-dom';
import { formatLongDay } from '@publisher/shared/domain/dates';
import type { MethodAccess } from '../../lib/method-access';
import { isInternalPath } from '../../lib/validation-rules';
import { VALIDATION } from '../../strings/validation';

const WORKSPACE = '/architects-method/';

export function ValidationSuccess({ access }: { access: MethodAccess }) {
  const target = access.secureUrl.trim() || WORKSPACE;
  const expires = formatLongDay(access.expiresAt);
  return (
    <section className="notice success arch-validation-result" aria-labelledby="arch-verified">
      <h2 id="arch-verified">{VALIDATION.successHeading}</h2>
      <p>
        {VALIDATION.access[access.productType]}
        {expires && ` ${VALIDATION.expires(expires)}`}
      </p>
      {isInternalPath(target) ? (
        <Link className="button" to={target}>
          {VALIDATION.open}
        </Link>
      ) : (
        <a className="button" href={target}>
          {VALIDATION.open}
        </a>
      )}
    </section>
  );
}
