import { Link } from 'react-router-dom';
import { SITE } from '@publisher/shared/site';
import { STRINGS } from '../strings';

export default function CheckoutCancelledPage() {
  const s = STRINGS.cancelled;
  return (
    <section className="page narrow">
      <h1>{s.heading}</h1>
      <p className="notice">{s.body}</p>
      <p>{s.basketKept}</p>
      <p>
        <Link className="button" to="/books">
          {s.browse}
        </Link>
      </p>
      <p className="muted">
        <a href={`mailto:${SITE.email}`}>{s.help}</a>
      </p>
    </section>
  );
}
