import { describe, expect, it } from 'vitest';
import { canCompleteStage, isProjectComplete, stageList } from './architect-stages';

describe('stageList', () => {
  it('lists seven stages with the spec week ranges', () => {
    const stages = stageList();
    expect(stages.map((s) => s.number)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(stages.map((s) => s.weeks)).toEqual(['1-3', '4-7', '8-10', '11-12', '13-14', '15-18', '19-44']);
    expect(stages.map((s) => s.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);
  });
  it('marks done and current stages of a project', () => {
    const states = stageList({ currentStage: 3, completedStages: [1, 2] }).map((s) => s.state);
    expect(states).toEqual(['done', 'done', 'current', 'upcoming', 'upcoming', 'upcoming', 'upcoming']);
  });
});

describe('canCompleteStage', () => {
  it('allows only the current, unfinished stage', () => {
    const progress = { currentStage: 2, completedStages: [1] };
    expect(canCompleteStage(progress, 2)).toBe(true);
    expect(canCompleteStage(progress, 1)).toBe(false);
    expect(canCompleteStage(progress, 3)).toBe(false);
  });
  it('refuses the last stage once it is done', () => {
    expect(canCompleteStage({ currentStage: 7, completedStages: [1, 2, 3, 4, 5, 6, 7] }, 7)).toBe(false);
  });
});

describe('isProjectComplete', () => {
  it('is complete only with all seven stages done', () => {
    expect(isProjectComplete({ completedStages: [1, 2, 3, 4, 5, 6] })).toBe(false);
    expect(isProjectComplete({ completedStages: [1, 2, 3, 4, 5, 6, 7] })).toBe(true);
  });
});
