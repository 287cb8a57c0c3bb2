import { describe, expect, it } from 'vitest';
import {
  badgeKind,
  createProjectOutcome,
  limitOutcomeForTier,
  planActions,
  tierKind,
  upsellFor,
} from './architect-plans';

describe('badgeKind', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'trialing'],
    ['past_due', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete', 'unknown'],
    ['', 'unknown'],
    ['ACTIVE', 'unknown'],
  ])('%s → %s', (status, kind) => expect(badgeKind(status)).toBe(kind));
});

describe('tierKind', () => {
  it('keeps the three tiers and calls anything else unknown', () => {
    expect(tierKind('free_trial')).toBe('free_trial');
    expect(tierKind('single_book')).toBe('single_book');
    expect(tierKind('multi_book')).toBe('multi_book');
    expect(tierKind('enterprise')).toBe('unknown');
  });
});

describe('createProjectOutcome', () => {
  it('allows a project under the limit', () => {
    expect(createProjectOutcome({ tier: 'multi_book', activeProjects: 2, maxProjects: 3 })).toBe('allowed');
    expect(createProjectOutcome({ tier: 'free_trial', activeProjects: 0, maxProjects: 1 })).toBe('allowed');
  });
  it('alerts the free trial and single book at the limit, and blocks multi book silently', () => {
    expect(createProjectOutcome({ tier: 'free_trial', activeProjects: 1, maxProjects: 1 })).toBe('alert-free-trial');
    expect(createProjectOutcome({ tier: 'single_book', activeProjects: 1, maxProjects: 1 })).toBe('alert-single-book');
    expect(createProjectOutcome({ tier: 'multi_book', activeProjects: 3, maxProjects: 3 })).toBe('blocked');
  });
  it('treats above the limit as at the limit', () => {
    expect(createProjectOutcome({ tier: 'single_book', activeProjects: 2, maxProjects: 1 })).toBe('alert-single-book');
  });
  it('maps a server refusal by tier', () => {
    expect(limitOutcomeForTier('free_trial')).toBe('alert-free-trial');
    expect(limitOutcomeForTier('single_book')).toBe('alert-single-book');
    expect(limitOutcomeForTier('multi_book')).toBe('blocked');
  });
});

describe('upsellFor', () => {
  it('asks a free trial at the limit to subscribe', () => {
    expect(upsellFor({ tier: 'free_trial', activeProjects: 1, maxProjects: 1 })).toBe('subscribe');
  });
  it('asks a single book subscriber at the limit to upgrade', () => {
    expect(upsellFor({ tier: 'single_book', activeProjects: 1, maxProjects: 1 })).toBe('upgrade');
  });
  it('shows nothing under the limit or for multi book', () => {
    expect(upsellFor({ tier: 'free_trial', activeProjects: 0, maxProjects: 1 })).toBeNull();
    expect(upsellFor({ tier: 'multi_book', activeProjects: 3, maxProjects: 3 })).toBeNull();
  });
});

describe('planActions', () => {
  it('offers Update Payment only when past due', () => {
    expect(planActions({ tier: 'single_book', status: 'past_due' })).toEqual({
      updatePayment: true,
      primary: 'manage',
    });
    expect(planActions({ tier: 'single_book', status: 'active' })).toEqual({ updatePayment: false, primary: 'manage' });
  });
  it('offers Upgrade Plan to the free trial and Manage Subscription to paid tiers', () => {
    expect(planActions({ tier: 'free_trial', status: 'trialing' }).primary).toBe('upgrade');
    expect(planActions({ tier: 'multi_book', status: 'canceled' }).primary).toBe('manage');
  });
});
