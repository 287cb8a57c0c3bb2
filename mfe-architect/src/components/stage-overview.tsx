import { stageList } from '@publisher/shared/domain/architect-stages';
import { STAGES, STAGE_WORDS } from '../strings/stages';

interface Props {
  /** Heading level of each stage's name, so the list fits the page's outline. */
  headingLevel: 'h3' | 'h4';
  showDeliverable?: boolean;
}

/** The seven stages with their week ranges, as the landing and the workspace present them. */
export function StageOverview({ headingLevel: Heading, showDeliverable = false }: Props) {
  return (
    <ol className="arch-stages">
      {stageList().map((stage, index) => {
        const copy = STAGES[index]!;
        return (
          <li key={stage.number} className="arch-stage card">
            <p className="arch-stage-meta">
              <span className="arch-stage-number">{STAGE_WORDS.stageNumber(stage.number)}</span>
              <span>{STAGE_WORDS.weeks(stage.weeks)}</span>
            </p>
            <Heading>{copy.name}</Heading>
            <p>{copy.summary}</p>
            {showDeliverable && (
              <p className="arch-stage-deliverable">
                <strong>{STAGE_WORDS.deliverable}</strong> {copy.deliverable}
              </p>
            )}
          </li>
        );
      })}
    </ol>
  );
}
