import { formatGbp } from '@publisher/shared/domain/format';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { courseByYear, marketingPath } from '../data/courses';
import type { Workbook } from '../data/workbook-types';
import { STRINGS } from '../strings';
import { BookCover } from './book-cover';
import { FaqList } from './faq-list';
import { FeatureGrid } from './feature-grid';
import { ModuleList } from './module-list';
import { StoreLink } from './store-link';

/** The product page of an available workbook (/year6-maths, /year7-maths). */
export function WorkbookView({ workbook }: { workbook: Workbook }) {
  const course = courseByYear(workbook.year);
  const titleId = useId();
  if (!course?.storeUrl) throw new Error(`Year ${workbook.year} is not on sale in the catalogue.`);
  const s = STRINGS.workbook;

  const buyRow = (
    <div className="edu-actions">
      {workbook.showPrice && <p className="edu-price edu-price-large">{formatGbp(course.priceGbp)}</p>}
      <StoreLink href={course.storeUrl} describedBy={titleId} />
      <Link className="button secondary" to="/education">
        {STRINGS.back}
      </Link>
    </div>
  );

  return (
    <article className="edu-workbook" aria-labelledby={titleId}>
      <header className="edu-hero">
        <div className="page edu-hero-inner">
          <div>
            <p className="edu-eyebrow">{s.eyebrow(workbook.year)}</p>
            <h1 id={titleId}>{course.title}</h1>
            <p className="edu-lead">{workbook.lead}</p>
            <ul className="edu-facts">
              <li>{s.chapters(workbook.chapterClaim)}</li>
              <li>{s.modulesCount(workbook.modules.length)}</li>
              <li>{course.stage}</li>
            </ul>
            {buyRow}
          </div>
          <BookCover year={workbook.year} />
        </div>
      </header>

      <div className="page edu-body">
        <div className="edu-prose">
          {workbook.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>

        <section aria-labelledby={`${titleId}-modules`}>
          <h2 id={`${titleId}-modules`}>{s.modulesHeading}</h2>
          <ModuleList modules={workbook.modules} detailed />
        </section>

        <section aria-labelledby={`${titleId}-included`}>
          <h2 id={`${titleId}-included`}>{s.includedHeading}</h2>
          <FeatureGrid items={workbook.included} />
        </section>

        <div className="edu-split">
          <section aria-labelledby={`${titleId}-audience`}>
            <h2 id={`${titleId}-audience`}>{s.audienceHeading}</h2>
            <ul className="edu-ticks">
              {workbook.audience.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby={`${titleId}-faq`}>
            <h2 id={`${titleId}-faq`}>{s.faqHeading}</h2>
            <FaqList items={workbook.faq} />
          </section>
        </div>

        <section className="notice edu-cta" aria-labelledby={`${titleId}-cta`}>
          <h2 id={`${titleId}-cta`}>{s.ctaHeading(course.title)}</h2>
          <p>{s.ctaText}</p>
          {buyRow}
          <p className="edu-cta-more">
            <Link to={marketingPath(workbook.year)}>{s.marketingLink(workbook.year)}</Link>
          </p>
        </section>
      </div>
    </article>
  );
}
