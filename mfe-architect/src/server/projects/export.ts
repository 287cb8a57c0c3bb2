import { tierCanExport, type ExportFormat, type ProjectExport } from '@publisher/shared/contracts/project-export';
import { isProjectComplete, stageList } from '@publisher/shared/domain/architect-stages';
import type { RecordStore } from '@publisher/shared/server/ports/record-store';
import { getProjectFor } from './service';
import { projectPdf } from './pdf';
import type { SubscriberIdentity } from '@publisher/shared/server/subscription-cookie';
import { resolveViewer, tierOf, type Tier } from '@publisher/shared/server/subscription';

/** The answer to a plan without export, in the voice of the spec's project-limit alerts. */
export const EXPORT_UPGRADE_MESSAGE =
  'Export is part of the Single Book and Multi-Book plans. Upgrade to export your projects!';

export type ExportOutcome =
  | { kind: 'upgrade'; tier: Tier; error: string }
  | { kind: 'missing' }
  | { kind: 'file'; filename: string; contentType: string; body: string }
  | { kind: 'pdf'; filename: string; contentType: string; body: Uint8Array<ArrayBuffer> };

/** A file name from the title: lower-case ASCII words joined by hyphens, never empty. */
export function exportFilename(title: string, format: ExportFormat): string {
  const slug = title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${slug || 'project'}-architect-method.${format}`;
}

/**
 * One of the viewer's projects as a file, when the viewer's plan includes export. The plan is
 * checked first and answers the same for any id, so neither answer tells whether a project exists;
 * an unknown or someone else's project is `missing`, exactly as getProjectFor decides.
 */
export async function exportProjectFor(
  records: RecordStore,
  identity: SubscriberIdentity | null,
  input: { email: string; id: string; format: ExportFormat },
  now: () => Date = () => new Date(),
): Promise<ExportOutcome> {
  const tier = tierOf((await resolveViewer(records, identity, input.email)).subscription);
  if (!tierCanExport(tier)) return { kind: 'upgrade', tier, error: EXPORT_UPGRADE_MESSAGE };
  const project = await getProjectFor(records, identity, input.email, input.id);
  if (!project) return { kind: 'missing' };
  const data: ProjectExport = {
    format: 'architect-method-project',
    version: 1,
    exportedAt: now().toISOString(),
    project,
    stages: stageList(project),
    complete: isProjectComplete(project),
  };
  const filename = exportFilename(project.title, input.format);
  return input.format === 'json'
    ? { kind: 'file', filename, contentType: 'application/json; charset=utf-8', body: JSON.stringify(data, null, 2) }
    : { kind: 'pdf', filename, contentType: 'application/pdf', body: new Uint8Array(await projectPdf(data)) };
}
