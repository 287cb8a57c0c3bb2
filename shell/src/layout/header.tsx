import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { HEADER_LINKS, isCurrentSection } from '@publisher/shared/routes';
import { SITE } from '@publisher/shared/site';
import { BasketLink } from './basket-link';

export function Header() {
  const [open, setOpen] = useState(false);
  const navId = useId();
  const location = useLocation();

  // Following a link closes the mobile menu.
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <header className="site-header">
      <div className="header-inner">
        <Link to="/" className="brand" aria-label={`${SITE.name}, home`}>
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>{SITE.name}</span>
        </Link>
        <BasketLink />
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={navId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="menu-icon" aria-hidden="true" />
          Menu
        </button>
        <nav id={navId} className={open ? 'site-nav open' : 'site-nav'} aria-label="Main">
          <ul>
            {HEADER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} aria-current={isCurrentSection(link, location.pathname) ? 'page' : undefined}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
