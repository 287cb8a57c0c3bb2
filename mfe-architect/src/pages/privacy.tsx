import { Link } from 'react-router-dom';
import { SITE } from '@publisher/shared/site';
import { PRIVACY } from '../strings/privacy';

export default function ArchitectPrivacyPage() {
  return (
    <article className="page prose">
      <h1>{PRIVACY.heading}</h1>
      <p className="muted">{PRIVACY.effective}</p>
      <h2>The short version</h2>
      <p>
        The Architect&apos;s Method AI writing assistant does not store your data. What you type into the assistant is
        used only to answer you in that conversation and is not kept by {SITE.legalName} afterwards.
      </p>
      <h2>What the assistant processes</h2>
      <p>
        When you use the assistant, the text you send (your questions, outlines and drafts) is processed to produce a
        reply. We do not save conversations, build profiles or use your writing to train models.
      </p>
      <h2>No user data stored</h2>
      <p>
        We store no user data from the assistant: no conversation history, no manuscripts and no personal details. If
        you subscribe to the method, your subscription and billing are handled by our payment provider under the
        website&apos;s <Link to="/privacy">privacy policy</Link>.
      </p>
      <h2>Your rights</h2>
      <p>
        Under UK GDPR you may ask what data we hold about you. Because the assistant stores none, there is nothing to
        return or delete, but we will confirm this in writing on request.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about this policy: <a href={`mailto:${SITE.email}`}>{SITE.email}</a>, {SITE.legalName},{' '}
        {SITE.registeredOffice}.
      </p>
    </article>
  );
}
