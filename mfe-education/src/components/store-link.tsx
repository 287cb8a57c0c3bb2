import { STRINGS } from '../strings';

interface Props {
  href: string;
  /** Names the product for screen-reader users when several store links share one page. */
  describedBy?: string;
}

/** The spec's Buy Now on Gumroad button: the external store page, in a new tab. */
export function StoreLink({ href, describedBy }: Props) {
  return (
    <a className="button edu-buy" href={href} target="_blank" rel="noopener noreferrer" aria-describedby={describedBy}>
      {STRINGS.buy}
      <svg className="edu-buy-icon" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16" focusable="false">
        <path d="M6 3h7v7M13 3 4 12" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <span className="visually-hidden">{STRINGS.newTab}</span>
    </a>
  );
}
