import type { ReactNode } from 'react';
import { useStrings } from '../i18n/locale';

/** A link to another site: new tab, no opener, and said so to screen-reader users. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { COMMON } = useStrings();
  return (
    <a href={href} className={className} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {COMMON.opensInNewTab}</span>
    </a>
  );
}
