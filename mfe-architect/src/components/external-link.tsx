import type { ReactNode } from 'react';

interface Props {
  href: string;
  newTabLabel: string;
  className?: string;
  children: ReactNode;
}

/** A link that opens another site in a new tab, and says so to screen-reader users. */
export function ExternalLink({ href, newTabLabel, className, children }: Props) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="visually-hidden"> {newTabLabel}</span>
    </a>
  );
}
