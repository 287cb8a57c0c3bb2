import { renderToString } from 'react-dom/server';
import type { FragmentRenderFunction } from '@publisher/shared/fragments';
import { BuyBox, buyBoxPropsSchema } from './buy-box';
import { FRAGMENT_ID_PREFIX } from './mount';

/** No navigation on the server: the HTML is hydrated before any link in it is followed. */
const serverHost = { navigate: () => undefined };

/**
 * Commerce's fragments on the server (decision 136): the buy box's HTML from the props a page's
 * marker carries, exactly as the browser hydrates it; null for a name it does not render or props
 * that do not pass its schema (the page then loads the box's code at once).
 */
export const renderFragment: FragmentRenderFunction = (name, props) => {
  if (name !== 'buy-box') return null;
  const parsed = buyBoxPropsSchema.safeParse(props);
  if (!parsed.success) return null;
  return renderToString(<BuyBox {...parsed.data} host={serverHost} />, { identifierPrefix: FRAGMENT_ID_PREFIX });
};
