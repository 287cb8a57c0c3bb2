import { Link, useLocation } from 'react-router-dom';
import { PageTitle } from '@publisher/shared-react/page-title';
import { COURSES, courseForPath } from '../data/courses';
import { NotifyForm } from '../components/notify-form';
import { STRINGS } from '../strings';

/** /education/year6, 8, 9, 10 and 11: one page, told apart by the year in the path. */
export default function ComingSoonPage() {
  const course = courseForPath(useLocation().pathname);
  const s = STRINGS.comingSoon;
  const onSale = COURSES.filter((c) => c.available && c !== course);

  return (
    <section className="page edu-soon" aria-labelledby="edu-soon-heading">
      {course && <PageTitle title={s.pageTitle(course.title)} />}
      <div className="card edu-soon-panel">
        {course && <p className="edu-eyebrow">{`${STRINGS.yearLabel(course.year)} · ${course.stage}`}</p>}
        <h1 id="edu-soon-heading">{s.heading}</h1>
        {course ? (
          <>
            <h2 className="edu-soon-title">{course.title}</h2>
            <p className="edu-lead">{course.description}</p>
            <ul className="edu-ticks">
              {course.features.map((feature) => (
                <li key={feature}>{feature}</li>
              ))}
            </ul>
            <p className="edu-soon-date">
              <strong>{s.expected}</strong> {course.expectedDate}
            </p>
            {/* Year 6 keeps the coming-soon page the spec lists, but it is on sale: say so. */}
            {course.available && (
              <p className="notice success">
                {s.availableNow(course.title)} <Link to={course.link}>{s.availableLink}</Link>
              </p>
            )}
          </>
        ) : (
          <p>{s.unknown}</p>
        )}
        <div className="edu-actions">
          <Link className="button secondary" to="/education">
            {STRINGS.back}
          </Link>
        </div>
        {course && <NotifyForm topic={`course/year${course.year}`} title={course.title} />}
      </div>

      <aside className="edu-soon-aside" aria-labelledby="edu-soon-wait">
        <h2 id="edu-soon-wait">{s.whileWaiting}</h2>
        <p>{s.whileWaitingText}</p>
        <ul className="edu-soon-links">
          {onSale.map((c) => (
            <li key={c.year}>
              <Link to={c.link}>{c.title}</Link>
            </li>
          ))}
        </ul>
      </aside>
    </section>
  );
}
