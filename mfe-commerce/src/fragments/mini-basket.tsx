import { useEffect } from 'react';
import { basketCount } from '@publisher/shared/domain/basket';
import { EVENTS, emit, type BasketUpdatedDetail } from '@publisher/shared/events';
import type { FragmentHost, FragmentModule } from '@publisher/shared/fragments';
import { useBasket } from '../basket/use-basket';
import { followLink, mountFragment } from './mount';
import { basketLabel } from './strings';

/*
 * Commerce's exposed `./mini-basket` (decision 136): the header's basket link and count, read from
 * commerce's own basket and kept current in this tab and others. The shell places it once commerce
 * has announced a basket that is not empty.
 */
export function MiniBasket({ host }: { host: FragmentHost }) {
  const count = basketCount(useBasket());
  // The shell places this by the last count it was told: tell it the basket's own.
  useEffect(() => emit<BasketUpdatedDetail>(EVENTS.basketUpdated, { count }), [count]);
  if (count === 0) return null;
  return (
    <a
      href="/basket"
      className="basket-link"
      aria-label={basketLabel(count)}
      onClick={followLink(host.navigate, '/basket')}
    >
      Basket <span className="basket-count">{count}</span>
    </a>
  );
}

const parse = (): Record<string, never> => ({});

export const mount: FragmentModule['mount'] = (element, _props, host, hydrate) =>
  mountFragment(element, parse(), host, hydrate, (_p, h) => <MiniBasket host={h} />, parse);
