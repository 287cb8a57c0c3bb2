import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Subscription } from '@publisher/shared/contracts/functions';
import type { Project } from '@publisher/shared/contracts/projects';
import {
  createProjectOutcome,
  isAtProjectLimit,
  limitOutcomeForTier,
  type CreateOutcome,
} from '../../domain/architect-plans';
import { createProject } from '../../api-client/projects';
import type { WriterIdentity } from '../../lib/writer-identity';
import { DASHBOARD } from '../../strings/dashboard';
import { NewProjectForm } from './new-project-form';
import { ProjectList } from './project-list';

const T = DASHBOARD.projects;

interface Props {
  who: WriterIdentity;
  subscription: Subscription | null;
  projects: Project[];
  failed: boolean;
  onChanged: () => void;
}

export function ProjectsSection({ who, subscription, projects, failed, onChanged }: Props) {
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [createdId, setCreatedId] = useState<string | null>(null);
  const underLimit = subscription !== null && !isAtProjectLimit(subscription);
  const readOnly = projects.filter((p) => p.readOnly).length;

  /** At the limit: the spec's alert, carried to the pricing page; other tiers are blocked silently. */
  function refuse(outcome: Exclude<CreateOutcome, 'allowed'>) {
    setFormOpen(false);
    // Silently, as the spec says; the refreshed counts then hide New Project.
    if (outcome === 'blocked') return onChanged();
    navigate('/architect-method/pricing', { state: { limitNotice: DASHBOARD.limitAlerts[outcome] } });
  }

  function requestNew() {
    const outcome = subscription ? createProjectOutcome(subscription) : 'allowed';
    if (outcome === 'allowed') setFormOpen(true);
    else refuse(outcome);
  }

  async function create(title: string) {
    const result = await createProject(who, title);
    if (result.kind === 'limit') {
      refuse(limitOutcomeForTier(result.tier));
      return;
    }
    setFormOpen(false);
    setAnnouncement(T.form.created(result.project.title));
    setCreatedId(result.project.id);
    onChanged();
  }

  return (
    <section aria-labelledby="arch-projects" className="arch-projects">
      <div className="arch-projects-head">
        <h2 id="arch-projects">{T.heading}</h2>
        {subscription && (
          <p className="arch-project-count">{T.count(subscription.activeProjects, subscription.maxProjects)}</p>
        )}
        {underLimit && !formOpen && (
          <button type="button" className="button" onClick={requestNew}>
            {T.newProject}
          </button>
        )}
      </div>
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      {readOnly > 0 && subscription && <p className="notice">{T.readOnlyNotice(readOnly, subscription.maxProjects)}</p>}
      {formOpen && <NewProjectForm onCreate={create} onCancel={() => setFormOpen(false)} />}
      {failed ? (
        <div className="notice error" role="alert">
          <p>{T.loadFailed}</p>
          <button type="button" className="button secondary" onClick={onChanged}>
            {DASHBOARD.plan.retry}
          </button>
        </div>
      ) : projects.length === 0 ? (
        <div className="card arch-panel arch-empty">
          <p className="arch-empty-title">{T.empty}</p>
          <p>{T.emptyHint}</p>
          {!formOpen && (
            <button type="button" className="button" onClick={requestNew}>
              {T.createFirst}
            </button>
          )}
        </div>
      ) : (
        <ProjectList projects={projects} focusId={createdId} />
      )}
    </section>
  );
}
