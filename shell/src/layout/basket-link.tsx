import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { EVENTS, type BasketUpdatedDetail } from '@publisher/shared/events';
import { MINI_BASKET_MODULE } from '@publisher/shared/fragments';
import { RemoteFragment } from '@publisher/shared-react/fragment';

/*
 * The header's basket (decisions 108, 136). The link and its count are commerce's mini-basket
 * fragment, read from commerce's own basket. Commerce announces its count (EVENTS.basketUpdated)
 * whenever it changes and whenever its code is on a page; the shell keeps only the last count
 * announced, under its own key, to know WHETHER to place the fragment: an empty basket loads no
 * commerce code on any page. No package but commerce reads the basket itself.
 */
const COUNT_KEY = 'ashgrove-press:shell:basket-count';

const storedCount = (): number => {
  try {
    const n = Number(localStorage.getItem(COUNT_KEY) ?? 0);
    return Number.isInteger(n) && n > 0 ? n : 0;
  } catch {
    return 0;
  }
};

/** While commerce's code loads: the link's room, so the header does not move when it comes. */
const placeholder = (
  <span className="basket-link basket-link-pending" aria-hidden="true">
    Basket <span className="basket-count">0</span>
  </span>
);

/** Commerce unreachable: the basket page's link stays (the page says what is wrong there), without a count. */
const failure = () => (
  <Link to="/basket" className="basket-link">
    Basket
  </Link>
);

export function BasketLink() {
  const [count, setCount] = useState(storedCount);

  useEffect(() => {
    const onUpdate = (e: Event) => {
      const next = (e as CustomEvent<BasketUpdatedDetail>).detail.count;
      setCount(next);
      try {
        localStorage.setItem(COUNT_KEY, String(next));
      } catch {
        // Storage blocked: this page still shows it.
      }
    };
    const onStorage = (e: StorageEvent) => e.key === COUNT_KEY && setCount(storedCount());
    window.addEventListener(EVENTS.basketUpdated, onUpdate);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(EVENTS.basketUpdated, onUpdate);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  if (count === 0) return null;
  return (
    <RemoteFragment
      remote="commerce"
      exposed={MINI_BASKET_MODULE}
      load="now"
      props={{}}
      className="basket-slot"
      placeholder={placeholder}
      failure={failure}
    />
  );
}
