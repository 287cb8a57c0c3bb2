import { createContext, useCallback, useContext, useLayoutEffect, useState, type Context, type ReactNode } from 'react';
import { SITE } from '@publisher/shared/site';

/**
 * What a PageTitle offers the PageTitles inside it: calling it says "a title below speaks for the
 * page", and the function it returns takes that back.
 */
type Claim = () => () => void;

// React matches a context by identity, and the shell and every remote bundle their own copy of this
// module (only React and the router are federation singletons). So the page keeps one context
// object, made by whichever copy runs first, under a global symbol: a remote's title then sits
// inside the shell's. Its value (Claim) is a contract between separately deployed bundles.
const KEY = Symbol.for('@publisher/shared-react/page-title');
const page = globalThis as { [KEY]?: Context<Claim | null> };
const Enclosing = (page[KEY] ??= createContext<Claim | null>(null));

/** The context itself: a page hydrated in a React root of its own carries the shell's claim across. */
export const PageTitleContext = Enclosing;

interface Props {
  /** The page's own title, without the site's name ("Crownless", "Books, page 2"). */
  title: string;
  /** The PageTitles rendered inside this one take precedence over it. */
  children?: ReactNode;
}

/**
 * The page's <title> and og:title, "<title> | Ashgrove Press", rendered into the head by React.
 * PageTitles nest: the shell gives each route its title, and a page that knows better (the book's
 * own title) renders one below it. Only the deepest renders: one it encloses claims it in the same
 * commit (a layout effect), so the head never shows two and document.title is always the deepest.
 * Use at most one PageTitle per level.
 *
 * Nothing on the server: the server writes the first page's head itself (api/src/site/seo), and a
 * page fragment rendered there must not carry a <title> into <main>.
 */
export function PageTitle({ title, children }: Props) {
  const claimAbove = useContext(Enclosing);
  const [claimsBelow, setClaimsBelow] = useState(0);
  const claim = useCallback<Claim>(() => {
    setClaimsBelow((n) => n + 1);
    return () => setClaimsBelow((n) => n - 1);
  }, []);
  useLayoutEffect(() => claimAbove?.(), [claimAbove]);

  const full = `${title} | ${SITE.name}`;
  const speaks = claimsBelow === 0 && typeof document !== 'undefined';
  return (
    <Enclosing.Provider value={claim}>
      {speaks && (
        <>
          <title>{full}</title>
          <meta property="og:title" content={full} />
        </>
      )}
      {children}
    </Enclosing.Provider>
  );
}
