import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { LibraryItem } from '@publisher/shared/contracts/library';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { claimFullFlipbooks } from '../portal/full-flipbook';
import { isPurchaseProduct, purchaseTarget } from '../purchases/targets';
import { LIBRARY } from '../strings/library';

const a = LIBRARY.actions;

/** Where a validate/portal action goes, with the e-mail and order number filled in. */
function targetOf(item: LibraryItem, email: string): string | null {
  const order = item.orderNumber ?? '';
  if (item.action === 'portal') return `/collectors-edition?${new URLSearchParams({ email, order })}`;
  if (item.product === 'architect-method')
    return `/architects-method/validate-purchase?${new URLSearchParams({ email, order_number: order, key: order })}`;
  return item.product && isPurchaseProduct(item.product) ? purchaseTarget(item.product, email, order) : null;
}

function ReadButton({ item, email }: { item: LibraryItem; email: string }) {
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const open = async () => {
    setOpening(true);
    setFailed(false);
    // The same claim My Purchases makes, with the proven e-mail and this order's number.
    const books = await claimFullFlipbooks({ email, orderNumber: item.orderNumber ?? '' });
    setOpening(false);
    const book = books.find((b) => b.slug === item.bookSlug) ?? books[0];
    if (book) navigate(`/read/full/${book.slug}`);
    else setFailed(true);
  };
  return (
    <>
      <button type="button" className="button" onClick={open} disabled={opening}>
        {opening ? a.opening : a.read}
      </button>
      <span role="alert">{failed ? <span className="library-error">{a.readFailed}</span> : null}</span>
    </>
  );
}

function Action({ item, email }: { item: LibraryItem; email: string }) {
  if (item.action === 'read') return <ReadButton item={item} email={email} />;
  if (item.action === 'manage-plan')
    return (
      <Link className="button secondary" to="/architect-method/dashboard">
        {a.managePlan}
      </Link>
    );
  if (item.action === 'none') return null;
  const to = targetOf(item, email);
  if (!to) return null;
  return (
    <Link className="button secondary" to={to}>
      {item.action === 'portal' ? a.portal : a.validate}
    </Link>
  );
}

/** One thing the person owns: what, where from, its order and date, its status, its action. */
export function LibraryEntry({ item, email }: { item: LibraryItem; email: string }) {
  const order = item.reference ?? item.orderNumber;
  const when = formatLongDay(item.date);
  const ok = item.status === 'paid' || item.status === 'active' || item.status === 'granted';
  return (
    <li className="card library-item">
      <div className="library-item-text">
        <h3>{item.title}</h3>
        <p className="muted">
          {LIBRARY.sources[item.source]}
          {order ? (
            <>
              {' · '}
              {/* A reference (ASH-7K3Q-9F) is read as one word; a long checkout id may break anywhere. */}
              <span className={item.reference ? 'library-ref' : undefined}>{LIBRARY.order(order)}</span>
            </>
          ) : null}
          {when ? ` · ${when}` : null}
        </p>
      </div>
      <span className={`library-status${ok ? '' : ' is-off'}`}>{LIBRARY.statuses[item.status] ?? item.status}</span>
      <div className="library-item-action">
        <Action item={item} email={email} />
      </div>
    </li>
  );
}
