import type { FragmentModule } from '@publisher/shared/fragments';
import { BuyBox, buyBoxPropsSchema } from './buy-box';
import { mountFragment } from './mount';

/*
 * Commerce's exposed `./buy-box` (decision 136): the catalogue's book page mounts it into the
 * server's HTML of the box (hydrating it) once a reader reaches for the box, or at once when the page
 * was rendered in the browser.
 */
export const mount: FragmentModule['mount'] = (element, props, host, hydrate) => {
  // What the reader chose in the server's HTML while this code loaded.
  const chosen = Number(element.querySelector('select')?.value);
  const parse = (p: unknown) => buyBoxPropsSchema.parse(p);
  return mountFragment(
    element,
    parse(props),
    host,
    hydrate,
    (p, h) => <BuyBox {...p} host={h} chosenQuantity={chosen} />,
    parse,
  );
};
