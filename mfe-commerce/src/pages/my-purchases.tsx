import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { claimFullFlipbooks } from '../portal/full-flipbook';
import { PURCHASE_PRODUCTS, isPurchaseProduct, purchaseTarget } from '../purchases/targets';
import { Year6Outcome } from '../purchases/year6-outcome';
import { PURCHASES } from '../strings/purchases';

export default function MyPurchasesPage() {
  const s = PURCHASES;
  const id = useId();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The order mail's links fill these in (?email=&order=, decision 120).
  const [email, setEmail] = useState(() => params.get('email')?.trim() ?? '');
  const [order, setOrder] = useState(() => params.get('order')?.trim() ?? '');
  // A product page links here with ?product= so the right one is already chosen.
  const [product, setProduct] = useState(() => {
    const wanted = params.get('product') ?? '';
    return isPurchaseProduct(wanted) ? wanted : '';
  });
  const [error, setError] = useState<string | null>(null);
  const [year6Order, setYear6Order] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const ready = email !== '' && order !== '' && product !== '';
  const form = useRef<HTMLFormElement>(null);
  // The order mail's "Read now" link (product=flipbook with e-mail and order): open the reader at once.
  const mailLink = useRef(product === 'flipbook' && email !== '' && order !== '');
  useEffect(() => {
    if (mailLink.current) form.current?.requestSubmit();
    mailLink.current = false;
  }, []);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (checking) return;
    setYear6Order(null);
    const mail = email.trim();
    const number = order.trim();
    if (!mail || !number) return setError(s.errors.both);
    if (!isPurchaseProduct(product)) return setError(s.errors.product);
    setError(null);
    if (product === 'flipbook') {
      // An order of the full flipbook (sold here) opens its reader; any other goes to the portal.
      setChecking(true);
      const [book] = await claimFullFlipbooks({ email: mail, orderNumber: number });
      setChecking(false);
      if (book) return navigate(`/read/full/${book.slug}`);
    }
    try {
      const target = purchaseTarget(product, mail, number);
      if (target === null) return setYear6Order(number);
      navigate(target);
    } catch {
      setError(s.errors.failed);
    }
  };

  return (
    <div className="page commerce-narrow purchases">
      <h1>{s.heading}</h1>
      <p>{s.intro}</p>
      <p className="muted">
        {s.library} <Link to="/library">{s.libraryLink}</Link> {s.libraryAfter}
      </p>
      <form ref={form} className="card purchases-card" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-email`}>{s.email}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-order`}>{s.order}</label>
          <input
            id={`${id}-order`}
            autoComplete="off"
            aria-describedby={`${id}-order-hint`}
            value={order}
            onChange={(e) => setOrder(e.target.value)}
          />
          <p id={`${id}-order-hint`} className="muted purchases-hint">
            {s.orderHint}
          </p>
        </div>
        <div className="field">
          <label htmlFor={`${id}-product`}>{s.product}</label>
          <select id={`${id}-product`} value={product} onChange={(e) => setProduct(e.target.value)}>
            <option value="">{s.chooseProduct}</option>
            {PURCHASE_PRODUCTS.map((p) => (
              <option key={p} value={p}>
                {s.products[p]}
              </option>
            ))}
          </select>
        </div>
        <div role="alert" className="purchases-alert">
          {error ? <p className="notice error">{error}</p> : null}
        </div>
        <button
          type="submit"
          className="button"
          disabled={!ready || checking}
          aria-describedby={ready ? undefined : `${id}-disabled`}
        >
          {checking ? s.checking : s.submit}
        </button>
        {ready ? null : (
          <p id={`${id}-disabled`} className="muted purchases-hint">
            {s.disabledHint}
          </p>
        )}
      </form>
      {year6Order !== null ? <Year6Outcome order={year6Order} /> : null}
    </div>
  );
}
