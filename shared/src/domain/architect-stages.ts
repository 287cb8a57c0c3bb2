import type { Project } from '../contracts/projects';

/*
 * The method's seven stages and where a project stands in them. Stage names and guidance are
 * copy and live in the remote's strings; this module owns only numbers, week ranges and state.
 */

export const STAGE_COUNT = 7;

/**
 * Stage timings in weeks (spec section 9). Here rather than beside the project schemas
 * (contracts/projects.ts) so a page that shows the stages does not download the validator.
 */
export const STAGE_WEEKS = ['1-3', '4-7', '8-10', '11-12', '13-14', '15-18', '19-44'] as const;

export type StageState = 'done' | 'current' | 'upcoming';

export interface StageInfo {
  /** 1 to 7. */
  number: number;
  /** Weeks of the method's calendar, e.g. "1-3" (spec section 9). */
  weeks: string;
  state: StageState;
}

type Progress = Pick<Project, 'currentStage' | 'completedStages'>;

/** The seven stages; without a project every stage is upcoming except the first. */
export function stageList(progress: Progress = { currentStage: 1, completedStages: [] }): StageInfo[] {
  return STAGE_WEEKS.map((weeks, index) => {
    const number = index + 1;
    const state: StageState = progress.completedStages.includes(number)
      ? 'done'
      : number === progress.currentStage
        ? 'current'
        : 'upcoming';
    return { number, weeks, state };
  });
}

/** The method is sequential: only the stage being worked on can be marked done. */
export function canCompleteStage(progress: Progress, stage: number): boolean {
  return stage === progress.currentStage && !progress.completedStages.includes(stage);
}

/** Every stage done: the draft is built. */
export function isProjectComplete(progress: Pick<Project, 'completedStages'>): boolean {
  return new Set(progress.completedStages).size >= STAGE_COUNT;
}
