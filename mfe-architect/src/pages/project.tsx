import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { Project } from '@publisher/shared/contracts/projects';
import { isProjectComplete } from '@publisher/shared/domain/architect-stages';
import { completeStage, getProject } from '../api-client/projects';
import { StageTrack } from '../components/project/stage-track';
import { ExportSection } from '../components/project/export-section';
import { usePlanExports } from '../components/project/use-plan-exports';
import { formatLongDay } from '@publisher/shared/domain/dates';
import { readIdentity } from '../lib/writer-identity';
import { PROJECT } from '../strings/project';
import { DASHBOARD } from '../strings/dashboard';

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'error' } | { kind: 'loaded'; project: Project };

const BACK = '/architect-method/dashboard';

export default function ProjectPage() {
  const { id = '' } = useParams();
  const [who] = useState(() => readIdentity(localStorage));
  const [state, setState] = useState<State>(() => (who ? { kind: 'loading' } : { kind: 'missing' }));
  const [attempt, setAttempt] = useState(0);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const canExport = usePlanExports(who);
  // The pressed button disappears once its stage is done: keep keyboard focus on the result instead.
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), [message]);

  useEffect(() => {
    if (!who) return;
    const controller = new AbortController();
    setState({ kind: 'loading' });
    getProject(who, id, controller.signal)
      .then((project) => setState(project ? { kind: 'loaded', project } : { kind: 'missing' }))
      .catch(() => !controller.signal.aborted && setState({ kind: 'error' }));
    return () => controller.abort();
  }, [who, id, attempt]);

  async function complete(stage: number) {
    if (!who) return;
    setSaving(true);
    setMessage(null);
    try {
      const project = await completeStage(who, id, stage);
      setState({ kind: 'loaded', project });
      setMessage({ ok: true, text: PROJECT.saved(stage) });
    } catch {
      setMessage({ ok: false, text: PROJECT.saveFailed });
    } finally {
      setSaving(false);
    }
  }

  if (state.kind === 'loading')
    return (
      <p className="page" role="status">
        {PROJECT.loading}
      </p>
    );
  if (state.kind !== 'loaded') {
    return (
      <article className="page">
        <h1>{state.kind === 'missing' ? PROJECT.notFound : PROJECT.loadFailed}</h1>
        {state.kind === 'missing' ? (
          <p>{PROJECT.notFoundBody}</p>
        ) : (
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
            {PROJECT.retry}
          </button>
        )}
        <p>
          <Link to={BACK}>{PROJECT.back}</Link>
        </p>
      </article>
    );
  }

  const { project } = state;
  const created = formatLongDay(project.createdAt);
  return (
    <article className="page arch-project-page">
      <p>
        <Link to={BACK}>{PROJECT.back}</Link>
      </p>
      <h1>{project.title}</h1>
      <p className="arch-project-meta">
        <span>{PROJECT.progress(project.currentStage)}</span>
        <span>{PROJECT.validations(project.validationsUsed)}</span>
        {created && <span>{PROJECT.created(created)}</span>}
      </p>
      <div role="status">
        {message?.ok && (
          <p ref={messageRef} tabIndex={-1} className="notice success">
            {message.text}
          </p>
        )}
      </div>
      <div role="alert">
        {message && !message.ok && (
          <p ref={messageRef} tabIndex={-1} className="notice error">
            {message.text}
          </p>
        )}
      </div>
      {project.readOnly && (
        <p className="notice">
          {PROJECT.readOnly} <Link to="/architect-method/pricing">{DASHBOARD.plan.upgrade}</Link>
        </p>
      )}
      {isProjectComplete(project) && <p className="notice success">{PROJECT.complete}</p>}
      <h2>{PROJECT.stagesHeading}</h2>
      <StageTrack project={project} saving={saving} onComplete={complete} />
      {who && <ExportSection who={who} projectId={project.id} canExport={canExport} />}
    </article>
  );
}
