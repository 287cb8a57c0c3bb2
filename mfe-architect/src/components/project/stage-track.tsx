import type { Project } from '@publisher/shared/contracts/projects';
import { canCompleteStage, stageList } from '@publisher/shared/domain/architect-stages';
import { PROJECT } from '../../strings/project';
import { STAGES, STAGE_WORDS } from '../../strings/stages';

interface Props {
  project: Project;
  saving: boolean;
  onComplete: (stage: number) => void;
}

/** The seven stages of one project: what is done, what is in progress, and the button to finish it. */
export function StageTrack({ project, saving, onComplete }: Props) {
  return (
    <ol className="arch-stages arch-track">
      {stageList(project).map((stage, index) => {
        const copy = STAGES[index]!;
        return (
          <li
            key={stage.number}
            className={`card arch-stage arch-stage-${stage.state}`}
            aria-current={stage.state === 'current' ? 'step' : undefined}
          >
            <p className="arch-stage-meta">
              <span className="arch-stage-number">{STAGE_WORDS.stageNumber(stage.number)}</span>
              <span>{STAGE_WORDS.weeks(stage.weeks)}</span>
              <span className={`arch-state arch-state-${stage.state}`}>{PROJECT.states[stage.state]}</span>
            </p>
            <h3>{copy.name}</h3>
            <p>{copy.summary}</p>
            <p className="arch-stage-deliverable">
              <strong>{STAGE_WORDS.deliverable}</strong> {copy.deliverable}
            </p>
            {!project.readOnly && canCompleteStage(project, stage.number) && (
              <button type="button" className="button" disabled={saving} onClick={() => onComplete(stage.number)}>
                {saving ? PROJECT.saving : PROJECT.markDone(stage.number)}
              </button>
            )}
          </li>
        );
      })}
    </ol>
  );
}
