import { formatGbp } from '@publisher/shared/domain/format';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { courseByYear } from '../data/courses';
import type { MarketingPage, Workbook } from '../data/workbook-types';
import { STRINGS } from '../strings';
import { BookCover } from './book-cover';
import { FeatureGrid } from './feature-grid';
import { ModuleList } from './module-list';
import { StoreLink } from './store-link';

interface Props {
  copy: MarketingPage;
  workbook: Workbook;
}

/** A landing page for one available workbook: the case for buying it, then the way to buy. */
export function MarketingView({ copy, workbook }: Props) {
  const course = courseByYear(copy.year);
  const id = useId();
  if (!course?.storeUrl) throw new Error(`Year ${copy.year} is not on sale in the catalogue.`);
  const m = STRINGS.marketing;

  const offer = (
    <div className="edu-actions">
      <p className="edu-price edu-price-large">
        {formatGbp(course.priceGbp)} <span className="edu-price-note">{m.oneOff}</span>
      </p>
      <StoreLink href={course.storeUrl} describedBy={`${id}-product`} />
      <Link className="button secondary" to={course.link}>
        {m.detailsLink}
      </Link>
    </div>
  );

  return (
    <div className="edu-marketing">
      <header className="edu-hero">
        <div className="page edu-hero-inner">
          <div>
            <p className="edu-eyebrow">{copy.eyebrow}</p>
            <h1>{copy.headline}</h1>
            <p className="edu-lead">{copy.lead}</p>
            <p className="edu-product-name" id={`${id}-product`}>
              {course.title}
            </p>
            {offer}
          </div>
          <BookCover year={copy.year} />
        </div>
      </header>

      <div className="page edu-body">
        <section aria-labelledby={`${id}-reasons`}>
          <h2 id={`${id}-reasons`}>{copy.reasonsHeading}</h2>
          <FeatureGrid items={copy.reasons} />
        </section>

        <section aria-labelledby={`${id}-cover`}>
          <h2 id={`${id}-cover`}>{m.coverHeading}</h2>
          <ModuleList modules={workbook.modules} detailed={false} />
        </section>

        <div className="edu-split">
          <section aria-labelledby={`${id}-steps`}>
            <h2 id={`${id}-steps`}>{copy.stepsHeading}</h2>
            <FeatureGrid items={copy.steps} ordered />
          </section>
          <section aria-labelledby={`${id}-week`}>
            <h2 id={`${id}-week`}>{copy.weekHeading}</h2>
            <ul className="edu-ticks">
              {copy.week.map((line) => {
                const [day, ...rest] = line.split(': ');
                return (
                  <li key={line}>
                    <strong>{day}:</strong> {rest.join(': ')}
                  </li>
                );
              })}
            </ul>
          </section>
        </div>

        <section className="notice edu-cta" aria-labelledby={`${id}-closing`}>
          <h2 id={`${id}-closing`}>{copy.closingHeading}</h2>
          <p>{copy.closing}</p>
          {offer}
          <p className="edu-cta-more">
            <Link to="/education">{STRINGS.back}</Link>
          </p>
        </section>
      </div>
    </div>
  );
}
