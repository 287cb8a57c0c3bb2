import {
  projectLimitErrorSchema,
  projectListSchema,
  projectResponseSchema,
  type Project,
} from '@publisher/shared/contracts/projects';
import type { WriterIdentity } from '../lib/writer-identity';
import { isHttpError, jsonBody, query, requestJson } from '@publisher/shared/api-client';

const PROJECTS_PATH = '/api/projects';

export async function listProjects(who: WriterIdentity, signal?: AbortSignal): Promise<Project[]> {
  const { projects } = await requestJson(PROJECTS_PATH + query({ ...who }), projectListSchema, { signal });
  return projects;
}

export type CreateResult = { kind: 'created'; project: Project } | { kind: 'limit'; tier: string };

/** POST /api/projects. A 403 with the limit body is an answer, not a failure: the caller shows the spec's alert. */
export async function createProject(who: WriterIdentity, title: string): Promise<CreateResult> {
  try {
    const { project } = await requestJson(PROJECTS_PATH, projectResponseSchema, jsonBody({ ...who, title }));
    return { kind: 'created', project };
  } catch (error) {
    if (isHttpError(error, 403)) {
      const limit = projectLimitErrorSchema.safeParse(error.body);
      if (limit.success) return { kind: 'limit', tier: limit.data.tier };
    }
    throw error;
  }
}

/** GET /api/projects/:id; null when the server does not know it for this writer. */
export async function getProject(who: WriterIdentity, id: string, signal?: AbortSignal): Promise<Project | null> {
  try {
    const path = `${PROJECTS_PATH}/${encodeURIComponent(id)}${query({ ...who })}`;
    const { project } = await requestJson(path, projectResponseSchema, { signal });
    return project;
  } catch (error) {
    if (isHttpError(error, 404) || isHttpError(error, 403)) return null;
    throw error;
  }
}

/** PATCH /api/projects/:id: marks a stage done; the server advances the current stage. */
export async function completeStage(who: WriterIdentity, id: string, stage: number): Promise<Project> {
  const { project } = await requestJson(`${PROJECTS_PATH}/${encodeURIComponent(id)}`, projectResponseSchema, {
    ...jsonBody({ ...who, completeStage: stage }),
    method: 'PATCH',
  });
  return project;
}
