import { BelowTheFold } from '@publisher/shared-react/remote-root';
import { BookCover } from '../components/book-cover';
import { CourseCard } from '../components/course-card';
import { COURSES } from '../data/courses';
import { STRINGS } from '../strings';

/** /education: every course of the catalogue, available ones first as the data lists them. */
export default function CataloguePage() {
  const s = STRINGS.catalogue;
  const onSale = COURSES.filter((c) => c.available);
  return (
    <div className="edu-catalogue">
      <header className="edu-hero">
        <div className="page edu-hero-inner">
          <div>
            <p className="edu-eyebrow">{s.eyebrow}</p>
            <h1>{s.heading}</h1>
            <p className="edu-lead">{s.lead}</p>
          </div>
          <div className="edu-cover-stack">
            {onSale.map((course) => (
              <BookCover key={course.year} year={course.year} />
            ))}
          </div>
        </div>
      </header>

      <div className="page edu-body">
        <section aria-labelledby="edu-intro" className="edu-prose">
          <h2 id="edu-intro">{s.introHeading}</h2>
          {s.intro.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </section>

        <section aria-labelledby="edu-courses">
          <h2 id="edu-courses">{s.gridHeading}</h2>
          {/* Below the first screen at any width: rendered just after a navigation's frame (decision 114). */}
          <BelowTheFold>
            <ul className="edu-grid">
              {COURSES.map((course) => (
                <li key={course.year}>
                  <CourseCard course={course} />
                </li>
              ))}
            </ul>
          </BelowTheFold>
        </section>

        <section aria-labelledby="edu-closing" className="notice edu-closing">
          <h2 id="edu-closing">{s.closingHeading}</h2>
          <p>
            {s.closing} <a href={`mailto:${s.email}`}>{s.email}</a>.
          </p>
        </section>
      </div>
    </div>
  );
}
