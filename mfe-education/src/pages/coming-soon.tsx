import { Link, useLocation } from 'react-router-dom';
import { courseForComingSoon } from '../data/courses';
import { STRINGS } from '../strings';

export default function ComingSoonPage() {
  const { pathname } = useLocation();
  const year = Number(/year(\d+)/.exec(pathname)?.[1]);
  const course = courseForComingSoon(year);
  const s = STRINGS.comingSoon;
  return (
    <section className="page coming-soon">
      <p className="eyebrow">{s.heading}</p>
      <h1>{course?.title ?? s.heading}</h1>
      {course ? (
        <>
          <p className="lead">{course.description}</p>
          <p>
            <strong>{s.expected}</strong> {course.expectedDate}
          </p>
        </>
      ) : (
        <p>{s.unknown}</p>
      )}
      <div className="actions">
        <Link className="button secondary" to="/education">
          {s.back}
        </Link>
        {/* The spec's Get Notified only confirms in an alert: nothing is sent. */}
        <button type="button" className="button" onClick={() => window.alert(s.notifyAlert)}>
          {s.notify}
        </button>
      </div>
    </section>
  );
}
