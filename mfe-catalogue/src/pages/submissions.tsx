import { SubmissionForm } from '../components/submission-form';
import { SUBMISSIONS } from '../strings/submissions';
import { englishPage } from '../i18n/english';

const GROUPS = [
  { heading: SUBMISSIONS.lengthHeading, items: SUBMISSIONS.length },
  { heading: SUBMISSIONS.includeHeading, items: SUBMISSIONS.include },
  { heading: SUBMISSIONS.formatHeading, items: SUBMISSIONS.format },
  { heading: SUBMISSIONS.reviewHeading, items: SUBMISSIONS.review },
];

function SubmissionsPage() {
  return (
    <section className="page cat-submissions">
      <h1>{SUBMISSIONS.heading}</h1>
      <p className="cat-lead">{SUBMISSIONS.lead}</p>
      <div className="cat-two-col">
        <section aria-labelledby="guidelines">
          <h2 id="guidelines">{SUBMISSIONS.guidelinesHeading}</h2>
          {GROUPS.map((g) => (
            <div key={g.heading} className="cat-guideline">
              <h3>{g.heading}</h3>
              <ul>
                {g.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
          <p className="muted">{SUBMISSIONS.reviewNote}</p>
        </section>
        <section aria-labelledby="submission-form">
          <h2 id="submission-form">{SUBMISSIONS.formHeading}</h2>
          <SubmissionForm />
        </section>
      </div>
    </section>
  );
}

export default englishPage(SubmissionsPage);
