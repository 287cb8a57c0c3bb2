import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ExternalLink } from '../components/external-link';
import { StageOverview } from '../components/stage-overview';
import { GPT_URL } from '../lib/config';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { readAccess } from '../lib/method-access';
import { WORKSPACE } from '../strings/workspace';

/** Where a validated purchase leads (/architects-method/): the stages and how to work with the assistant. */
export default function WorkspacePage() {
  const [access] = useState(() => readAccess(localStorage));
  const until = formatLongDay(access?.expiresAt);

  return (
    <article className="page arch-workspace">
      <h1>{WORKSPACE.heading}</h1>
      <p className="arch-lead">{WORKSPACE.intro}</p>
      {access ? (
        <p className="notice success" data-testid="workspace-access">
          {access.productType === 'demo'
            ? WORKSPACE.access.demo
            : `${WORKSPACE.access[access.productType]}${until ? ` ${WORKSPACE.access.until(until)}` : ''}.`}
        </p>
      ) : (
        <p className="notice" data-testid="workspace-access">
          {WORKSPACE.access.none} <Link to="/architects-method/validate-purchase">{WORKSPACE.access.validate}</Link>
        </p>
      )}

      <section aria-labelledby="arch-ws-assistant" className="arch-section">
        <h2 id="arch-ws-assistant">{WORKSPACE.assistantHeading}</h2>
        <ol className="arch-steps">
          {WORKSPACE.assistantSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <div className="arch-actions">
          <ExternalLink className="button" href={GPT_URL} newTabLabel={WORKSPACE.newTab}>
            {WORKSPACE.openAssistant}
          </ExternalLink>
          <Link className="button secondary" to="/architect-method/dashboard">
            {WORKSPACE.dashboard}
          </Link>
        </div>
        <p>
          <Link to="/architect-privacy">{WORKSPACE.privacy}</Link>
        </p>
      </section>

      <section aria-labelledby="arch-ws-stages" className="arch-section">
        <h2 id="arch-ws-stages">{WORKSPACE.stagesHeading}</h2>
        <StageOverview headingLevel="h3" showDeliverable />
      </section>
    </article>
  );
}
