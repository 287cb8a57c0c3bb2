import * as z from 'zod/mini';
import { STAGE_COUNT } from '../domain/architect-stages';

/*
 * Subscriber projects (dashboard). Not in the spec's call list, which only had placeholder
 * alerts: these endpoints make projects real. The subscriber is the one identified by the
 * signed subscription cookie (see check-subscription-status); limits are enforced by the server.
 */

export const projectSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** 1 to 7. */
  currentStage: z.number().check(z.int(), z.minimum(1), z.maximum(STAGE_COUNT)),
  /** Stage numbers marked done. */
  completedStages: z.array(z.number().check(z.int(), z.minimum(1), z.maximum(STAGE_COUNT))),
  validationsUsed: z.number().check(z.int(), z.minimum(0)),
  createdAt: z.string(),
  /**
   * Kept but closed to changes: the owner has more projects than the plan allows (projects brought
   * in by a sign-in, or a plan that ended). The oldest `MAX_PROJECTS[tier]` stay open (decision 142).
   * Absent: false.
   */
  readOnly: z.optional(z.boolean()),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /api/projects?email=&userId= → { projects } */
export const projectListSchema = z.object({ projects: z.array(projectSchema) });
/** POST /api/projects { email, userId, title } → 201 { project } | 403 { error, limitReached: true, tier } */
export const createProjectRequestSchema = z.object({
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  title: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});
export const projectResponseSchema = z.object({ project: projectSchema });
export const projectLimitErrorSchema = z.object({
  error: z.string(),
  limitReached: z.literal(true),
  tier: z.enum(['free_trial', 'single_book', 'multi_book']),
});
/** GET /api/projects/:id?email=&userId= → { project } */
/** PATCH /api/projects/:id { email, userId, completeStage: n } → { project } (marks stage n done, advances currentStage) */
export const updateProjectRequestSchema = z.object({
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  completeStage: z.number().check(z.int(), z.minimum(1), z.maximum(STAGE_COUNT)),
});

/** Project limit per tier (spec sections 5 and 6). */
export const MAX_PROJECTS = { free_trial: 1, single_book: 1, multi_book: 3 } as const;
