import { formatGbp } from '@publisher/shared/domain/format';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { badgeLabel, linkLabel, type Course } from '../data/courses';
import { STRINGS } from '../strings';

/** One card of the /education grid: every word on it comes from the catalogue data. */
export function CourseCard({ course }: { course: Course }) {
  const titleId = useId();
  const s = STRINGS.catalogue;
  return (
    <article className={course.available ? 'card edu-card' : 'card edu-card edu-card-soon'} aria-labelledby={titleId}>
      <div className="edu-card-top">
        <p className="edu-card-year">{STRINGS.yearLabel(course.year)}</p>
        <span className={course.available ? 'edu-badge edu-badge-now' : 'edu-badge edu-badge-soon'}>
          {badgeLabel(course)}
        </span>
      </div>
      <p className="edu-card-stage">{course.stage}</p>
      <h3 id={titleId}>{course.title}</h3>
      <p>{course.description}</p>
      <ul className="edu-ticks" aria-label={s.featuresLabel(course.title)}>
        {course.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <div className="edu-card-foot">
        <p className="edu-price">{formatGbp(course.priceGbp)}</p>
        <Link className={course.available ? 'button' : 'button secondary'} to={course.link} aria-describedby={titleId}>
          {linkLabel(course)}
          <span className="visually-hidden">{s.linkContext(course.title)}</span>
        </Link>
      </div>
    </article>
  );
}
