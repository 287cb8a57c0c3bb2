import { randomUUID } from 'node:crypto';
import type { NewProject, ProjectChanges, ProjectRecord } from '../../ports/record-store';
import type { BlobJson } from './blob-json';
import { blobKey } from './blob-keys';

/*
 * Projects on Blobs: one blob per project, and one blob per owner listing their project ids.
 * The plan limit is checked and the id added in one compare-and-swap of the owner's blob, so
 * concurrent creates from any number of instances cannot pass it together.
 */

interface OwnerProjects {
  ids: string[];
}
const project = (id: string) => blobKey('projects', id);
const owner = (who: string) => blobKey('project-owners', who);

export function blobsProjects(blobs: BlobJson, now: () => string) {
  const addTo = (who: string, id: string) =>
    blobs.update<OwnerProjects>(owner(who), (cur) =>
      cur?.ids.includes(id) ? cur : { ids: [...(cur?.ids ?? []), id] },
    );
  const removeFrom = (who: string, id: string) =>
    blobs.update<OwnerProjects>(owner(who), (cur) =>
      cur?.ids.includes(id) ? { ids: cur.ids.filter((x) => x !== id) } : cur,
    );

  return {
    async listProjects(who: string): Promise<ProjectRecord[]> {
      const ids = (await blobs.read<OwnerProjects>(owner(who)))?.ids ?? [];
      const found = await Promise.all(ids.map((id) => blobs.read<ProjectRecord>(project(id))));
      return found
        .filter((p): p is ProjectRecord => p?.owner === who)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },
    getProject: (id: string) => blobs.read<ProjectRecord>(project(id)),
    async createProjectWithinLimit(input: NewProject, limit: number): Promise<ProjectRecord | null> {
      const at = now();
      const created: ProjectRecord = {
        ...input,
        id: randomUUID(),
        currentStage: 1,
        completedStages: [],
        validationsUsed: 0,
        createdAt: at,
        updatedAt: at,
      };
      // The project first: an id in the owner's list always has its blob.
      await blobs.create(project(created.id), created);
      let admitted = false;
      await blobs.update<OwnerProjects>(owner(input.owner), (cur) => {
        admitted = (cur?.ids.length ?? 0) < limit;
        return admitted ? { ids: [...(cur?.ids ?? []), created.id] } : cur;
      });
      if (admitted) return created;
      await blobs.remove(project(created.id));
      return null;
    },
    async updateProject(id: string, change: (current: ProjectRecord) => ProjectChanges): Promise<ProjectRecord | null> {
      let before: ProjectRecord | null = null;
      const updated = await blobs.update<ProjectRecord>(project(id), (cur) => {
        before = cur;
        return cur ? { ...cur, ...change(cur), id: cur.id, createdAt: cur.createdAt, updatedAt: now() } : cur;
      });
      const previous = before as ProjectRecord | null;
      if (!updated || !previous) return null;
      // A guest's project adopted by a subscriber moves to their list (no limit: it exists already).
      if (previous.owner !== updated.owner) {
        await addTo(updated.owner, id);
        await removeFrom(previous.owner, id);
      }
      return updated;
    },
  };
}
