import { MAX_PROJECTS, type Project } from '@publisher/shared/contracts/projects';
import { STAGE_COUNT } from '@publisher/shared/domain/architect-stages';
import type { ProjectRecord, RecordStore } from '@publisher/shared/server/ports/record-store';
import type { SubscriberIdentity, SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import {
  guestOwner,
  isGuestOwner,
  isReadOnlyAt,
  resolveViewer,
  tierOf,
  type Tier,
} from '@publisher/shared/server/subscription';
import { GUEST_CAP_ERROR, takeGuestSlot, type GuestCapDeps } from './guest-cap';

/** The spec's alerts (section 5), sent as the 403's error so the dashboard can show them as given. */
export const PROJECT_LIMIT_MESSAGES: Record<Tier, string> = {
  free_trial: 'Free trial allows 1 project. Upgrade to continue creating projects!',
  single_book: 'Single Book plan allows 1 project. Upgrade to Multi-Book plan for up to 3 projects!',
  multi_book: 'Multi-Book plan allows 3 projects.',
};

export const PROJECT_NOT_FOUND = 'Project not found.';

/** The 403 of a change to a read-only project (one beyond the plan's limit, decision 142). */
export const PROJECT_READ_ONLY_MESSAGES: Record<Tier, string> = {
  free_trial:
    'This project is read-only: the free trial has 1 active project. Subscribe to work on more than one project.',
  single_book:
    'This project is read-only: the Single Book plan has 1 active project. Upgrade to the Multi-Book plan to work on up to 3.',
  multi_book: 'This project is read-only: the Multi-Book plan has 3 active projects.',
};

/** The contract's shape: who owns it stays on the server. */
export const toProject = (r: ProjectRecord, readOnly = false): Project => ({
  id: r.id,
  title: r.title,
  currentStage: r.currentStage,
  completedStages: r.completedStages,
  validationsUsed: r.validationsUsed,
  createdAt: r.createdAt,
  readOnly,
});

/** The viewer's projects, oldest first, each marked read-only beyond the plan's limit; none without a cookie. */
export async function listProjectsFor(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  email: string,
): Promise<Project[]> {
  const viewer = await resolveViewer(records, identity, email);
  if (!viewer.owner) return [];
  const tier = tierOf(viewer.subscription);
  return (await records.listProjects(viewer.owner)).map((p, i) => toProject(p, isReadOnlyAt(i, tier)));
}

export type CreateOutcome =
  | { ok: true; project: Project; identity: SubscriberIdentity }
  | { ok: false; reason: 'limit'; tier: Tier; error: string; identity: SubscriberIdentity }
  /** The site's guest cap (decision 142): nothing was written, not even a guest cookie. */
  | { ok: false; reason: 'guest-cap'; error: string; retryAfterS: number };

/**
 * Creates a project within the viewer's tier limit (free_trial 1, single_book 1, multi_book 3),
 * checked and inserted atomically by the store. A browser without a cookie becomes a guest: the
 * identity returned must be set as the cookie. A guest's project also takes a slot of the site's
 * daily guest cap first (`guestCap`), given back when no project was made.
 */
export async function createProjectFor(
  deps: { records: RecordStore; cookies: SubscriberCookieSigner; guestCap?: GuestCapDeps },
  identity: SubscriberIdentity | null,
  input: { email: string; title: string },
): Promise<CreateOutcome> {
  const self = identity ?? deps.cookies.guest();
  const viewer = await resolveViewer(deps.records, self, input.email);
  const tier = tierOf(viewer.subscription);
  const owner = viewer.owner ?? guestOwner(self.guest);
  const slot = deps.guestCap && isGuestOwner(owner) ? await takeGuestSlot(deps.guestCap) : null;
  if (slot && !slot.ok)
    return { ok: false, reason: 'guest-cap', error: GUEST_CAP_ERROR, retryAfterS: slot.retryAfterS };
  const giveBack = () => (slot?.ok ? slot.release().catch(() => undefined) : undefined);
  let created: ProjectRecord | null;
  try {
    created = await deps.records.createProjectWithinLimit({ owner, title: input.title }, MAX_PROJECTS[tier]);
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (!created) {
    await giveBack();
    return { ok: false, reason: 'limit', tier, error: PROJECT_LIMIT_MESSAGES[tier], identity: self };
  }
  return { ok: true, project: toProject(created), identity: self };
}

/** One of the viewer's projects; null when missing or someone else's (indistinguishable on purpose). */
export async function getProjectFor(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  email: string,
  id: string,
): Promise<Project | null> {
  return (await ownProject(records, identity, email, id))?.project ?? null;
}

/** The viewer's project with the tier it is judged by; null when missing or someone else's. */
async function ownProject(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  email: string,
  id: string,
): Promise<{ project: Project; tier: Tier } | null> {
  const viewer = await resolveViewer(records, identity, email);
  if (!viewer.owner) return null;
  const tier = tierOf(viewer.subscription);
  const owned = await records.listProjects(viewer.owner);
  const index = owned.findIndex((p) => p.id === id);
  return index < 0 ? null : { project: toProject(owned[index]!, isReadOnlyAt(index, tier)), tier };
}

export type StageOutcome =
  | { kind: 'done'; project: Project }
  | { kind: 'missing' }
  /** Beyond the plan's limit (decision 142): nothing changed. */
  | { kind: 'read-only'; tier: Tier; error: string };

/** Marks a stage done; the current stage becomes the first one not done (7 once all are). */
export async function completeStageFor(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  input: { email: string; id: string; stage: number },
): Promise<StageOutcome> {
  const own = await ownProject(records, identity, input.email, input.id);
  if (!own) return { kind: 'missing' };
  if (own.project.readOnly) return { kind: 'read-only', tier: own.tier, error: PROJECT_READ_ONLY_MESSAGES[own.tier] };
  const updated = await records.updateProject(input.id, (current) => {
    const completedStages = [...new Set([...current.completedStages, input.stage])].sort((a, b) => a - b);
    const next = Array.from({ length: STAGE_COUNT }, (_, i) => i + 1).find((s) => !completedStages.includes(s));
    return { completedStages, currentStage: next ?? STAGE_COUNT };
  });
  return updated ? { kind: 'done', project: toProject(updated) } : { kind: 'missing' };
}
