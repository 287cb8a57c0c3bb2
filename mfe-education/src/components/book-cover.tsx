import { SITE } from '@publisher/shared/site';
import { STRINGS } from '../strings';

/** A drawn workbook cover: decorative, so it needs no image request and is hidden from assistive tech. */
export function BookCover({ year }: { year: number }) {
  return (
    <div className={`edu-cover edu-cover-y${year}`} aria-hidden="true">
      <span className="edu-cover-symbols">{STRINGS.coverSymbols}</span>
      <span className="edu-cover-year">{year}</span>
      <span className="edu-cover-title">{STRINGS.coverTitle(year)}</span>
      <span className="edu-cover-publisher">{SITE.name}</span>
    </div>
  );
}
