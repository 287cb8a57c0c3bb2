import { MAX_PROJECTS, type Project } from '@publisher/shared/contracts/projects';
import { STAGE_COUNT } from '@publisher/shared/domain/architect-stages';
import type { ProjectRecord, RecordStore } from '@publisher/shared/server/ports/record-store';
import type { SubscriberIdentity, SubscriberCookieSigner } from '@publisher/shared/server/subscription-cookie';
import { guestOwner, isGuestOwner, resolveViewer, tierOf, type Tier } from '@publisher/shared/server/subscription';
import { GUEST_CAP_ERROR, takeGuestSlot, type GuestCapDeps } from './guest-cap';

/** The spec's alerts (section 5), sent as the 403's error so the dashboard can show them as given. */
export const PROJECT_LIMIT_MESSAGES: Record<Tier, string> = {
  free_trial: 'Free trial allows 1 project. Upgrade to continue creating projects!',
  single_book: 'Single Book plan allows 1 project. Upgrade to Multi-Book plan for up to 3 projects!',
  multi_book: 'Multi-Book plan allows 3 projects.',
};

export const PROJECT_NOT_FOUND = 'Project not found.';

/** The contract's shape: who owns it stays on the server. */
export const toProject = (r: ProjectRecord): Project => ({
  id: r.id,
  title: r.title,
  currentStage: r.currentStage,
  completedStages: r.completedStages,
  validationsUsed: r.validationsUsed,
  createdAt: r.createdAt,
});

/** The viewer's projects, oldest first; none for a browser without a cookie. */
export async function listProjectsFor(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  email: string,
): Promise<Project[]> {
  const { owner } = await resolveViewer(records, identity, email);
  return owner ? (await records.listProjects(owner)).map(toProject) : [];
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
  const { owner } = await resolveViewer(records, identity, email);
  const found = owner ? await records.getProject(id) : null;
  return found && found.owner === owner ? toProject(found) : null;
}

/** Marks a stage done; the current stage becomes the first one not done (7 once all are). */
export async function completeStageFor(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  input: { email: string; id: string; stage: number },
): Promise<Project | null> {
  if (!(await getProjectFor(records, identity, input.email, input.id))) return null;
  const updated = await records.updateProject(input.id, (current) => {
    const completedStages = [...new Set([...current.completedStages, input.stage])].sort((a, b) => a - b);
    const next = Array.from({ length: STAGE_COUNT }, (_, i) => i + 1).find((s) => !completedStages.includes(s));
    return { completedStages, currentStage: next ?? STAGE_COUNT };
  });
  return updated ? toProject(updated) : null;
}
