import { Link } from 'react-router-dom';
import type { Project } from '@publisher/shared/contracts/projects';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { DASHBOARD } from '../../strings/dashboard';

const T = DASHBOARD.projects;

/** `focusId`: the project just created; its Continue link takes focus when it appears (the form it came from is gone). */
export function ProjectList({ projects, focusId }: { projects: Project[]; focusId?: string | null }) {
  return (
    <ul className="arch-project-list">
      {projects.map((project) => (
        <li key={project.id} className="card arch-project">
          <div>
            <h3>
              {project.title}
              {project.readOnly && (
                <>
                  {' '}
                  <span className="arch-badge">{T.readOnly}</span>
                </>
              )}
            </h3>
            <p className="arch-project-meta">
              <span>{T.stage(project.currentStage)}</span>
              <span>{T.validations(project.validationsUsed)}</span>
              {formatLongDay(project.createdAt) && <span>{T.created(formatLongDay(project.createdAt)!)}</span>}
            </p>
          </div>
          <Link
            ref={project.id === focusId ? (el) => el?.focus() : undefined}
            className="button secondary"
            to={`/architect-method/projects/${encodeURIComponent(project.id)}`}
            aria-label={T.continueLabel(project.title)}
          >
            {T.continue}
          </Link>
        </li>
      ))}
    </ul>
  );
}
