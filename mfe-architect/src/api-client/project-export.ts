import { query } from '@publisher/shared/api-client';
import type { ExportFormat } from '@publisher/shared/contracts/project-export';
import type { WriterIdentity } from '../lib/writer-identity';

export type ExportResult =
  | { kind: 'file'; blob: Blob; filename: string }
  /** 403: the plan does not include export (the free trial). */
  | { kind: 'upgrade' }
  /** 404, another refusal or no answer. */
  | { kind: 'failed' };

/** The name the server gave in Content-Disposition, else a plain one. */
export function filenameOf(disposition: string | null, format: ExportFormat): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? `project-architect-method.${format}`;
}

/**
 * GET /api/projects/:id/export (shared/contracts/project-export.ts): the file as a Blob, read here
 * rather than by navigating to it, so a refusal shows as a sentence on the page, not as a
 * downloaded error.
 */
export async function exportProject(who: WriterIdentity, id: string, format: ExportFormat): Promise<ExportResult> {
  try {
    const path = `/api/projects/${encodeURIComponent(id)}/export${query({ ...who, format })}`;
    const response = await fetch(path, { credentials: 'same-origin' });
    if (response.status === 403) return { kind: 'upgrade' };
    if (!response.ok) return { kind: 'failed' };
    const filename = filenameOf(response.headers.get('content-disposition'), format);
    return { kind: 'file', blob: await response.blob(), filename };
  } catch {
    return { kind: 'failed' };
  }
}
