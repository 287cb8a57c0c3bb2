import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { HEADER_LINKS, isCurrentSection } from '@publisher/shared/routes';
import { SITE } from '@publisher/shared/site';
import { warmMenu } from '../federation/prefetch';
import { BasketLink } from './basket-link';
import { earlyMenuState } from './early-menu';
import { useOverlaySpace } from './overlay-space';
import { CHROME_LANG } from './chrome-lang';

export function Header() {
  // The first HTML's menu works before the app starts (early-menu.ts): carry its state over.
  const [early] = useState(earlyMenuState);
  const [open, setOpen] = useState(early.open);
  const navId = useId();
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  useOverlaySpace(headerRef, '--header-space', 'top');

  useLayoutEffect(() => {
    if (early.focused) toggleRef.current?.focus({ preventScroll: true });
  }, [early]);

  // Following a link closes the mobile menu. The link that had focus is hidden with it, so focus
  // moves to the page's main region instead of falling back to <body>.
  const closeMenu = useCallback(() => {
    const nav = navRef.current;
    if (nav?.classList.contains('open') && nav.contains(document.activeElement)) {
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    setOpen(false);
  }, []);
  // At once when the router takes a link (or the search) from the menu: a navigation into a remote
  // not yet loaded holds the page before for up to a second (router.tsx), and the open menu would
  // hide the page and the progress bar under the header all that time. Clicks the router leaves to
  // the browser (a new tab, say) are not prevented and keep the menu as it is.
  const onMenuClick = (event: MouseEvent) => {
    if (event.defaultPrevented && event.target instanceof Element && event.target.closest('a')) closeMenu();
  };
  // The menu's links are never in view while it is closed: its opening (or a press on its toggle,
  // ahead of the click) warms the remotes and pages they lead to, at idle moments (decision 130).
  const warmLinks = () => {
    if (navRef.current) warmMenu(navRef.current);
  };
  useEffect(() => {
    if (open) warmLinks();
  }, [open]);
  // Escape closes the open phone menu, as it closes any disclosure, and focus goes back to its
  // toggle. Not where the toggle is hidden (wide screens show the links in the header).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const toggle = toggleRef.current;
      if (event.key !== 'Escape' || event.defaultPrevented || !toggle?.getClientRects().length) return;
      setOpen(false);
      toggle.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <header className="site-header" ref={headerRef} lang={CHROME_LANG}>
      <div className="header-inner">
        <Link to="/" className="brand" aria-label={`${SITE.name}, home`}>
          <BrandMark />
          <span>{SITE.name}</span>
        </Link>
        <Link to="/search" className="search-link" aria-label="Search the catalogue" title="Search">
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
            <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
        </Link>
        <BasketLink />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((v) => !v)}
          onPointerDown={warmLinks}
          onTouchStart={warmLinks}
        >
          <span className="menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav
          ref={navRef}
          id={navId}
          className={open ? 'site-nav open' : 'site-nav'}
          aria-label="Main"
          onClick={onMenuClick}
        >
          {/* Any other way the page changes (Back, a link in the page) closes it too. */}
          <MenuLinks onPathChange={closeMenu} />
          <HeaderSearch onSearch={closeMenu} />
        </nav>
      </div>
    </header>
  );
}

/**
 * The menu's links, the current section marked: the header's one part that follows the location,
 * so a navigation renders these and not the whole header. Tells the header when the path changes.
 */
function MenuLinks({ onPathChange }: { onPathChange: () => void }) {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    onPathChange();
  }, [pathname, onPathChange]);
  return (
    <ul>
      {HEADER_LINKS.map((link) => (
        <li key={link.to}>
          <Link to={link.to} aria-current={isCurrentSection(link, pathname) ? 'page' : undefined}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The site's mark (public/favicon.svg), drawn inline: as an image, the SVG was parsed as a document
 * of its own again at each navigation (Chrome fetches the page's icon again at a same-document
 * navigation, and the image was reloaded with it: `no-cache`), 20–40 ms of the main thread at 4×
 * CPU in the middle of rendering the next page (decision 130).
 */
function BrandMark() {
  return (
    <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#1f3a33" />
      <path d="M16 5 7 27h4l2-5h6l2 5h4L16 5Zm-1.8 13L16 12.6 17.8 18h-3.6Z" fill="#f3e9d2" />
    </svg>
  );
}

/**
 * The phone menu's search (the icon link stands for it on wider screens): a GET form to /search
 * that works before the app has loaded, and moves with the router once it has.
 */
function HeaderSearch({ onSearch }: { onSearch: () => void }) {
  const navigate = useNavigate();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    onSearch();
    navigate(q ? `/search?${new URLSearchParams({ q })}` : '/search');
  };
  return (
    <form role="search" method="get" action="/search" className="menu-search" onSubmit={onSubmit}>
      <label htmlFor="menu-search-q" className="visually-hidden">
        Search the catalogue
      </label>
      <input id="menu-search-q" type="search" name="q" maxLength={200} placeholder="Search books, authors, music" />
      <button type="submit">Search</button>
    </form>
  );
}
