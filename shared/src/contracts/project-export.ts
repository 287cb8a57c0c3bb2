import * as z from 'zod/mini';
import { STAGE_COUNT } from '../domain/architect-stages';
import { projectSchema } from './projects';

/*
 * A subscriber's project export (the Single Book plan's "PDF/JSON export", spec section 9; issue 25).
 * GET /api/projects/:id/export?email=&userId=&format=json|pdf answers the file as an attachment
 * (Cache-Control: no-store), 404 { error } for an unknown or someone else's project, and 403
 * { error, upgradeRequired: true, tier } when the viewer's plan does not include export.
 */

export const EXPORT_FORMATS = ['json', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The plans whose features include export: Single Book names it, Multi-Book has "Everything in Single Book". */
export const EXPORT_TIERS = ['single_book', 'multi_book'] as const;

/** Whether a tier's plan includes export (the free trial and any unknown tier do not). */
export const tierCanExport = (tier: string): boolean => (EXPORT_TIERS as readonly string[]).includes(tier);

/** The query of GET /api/projects/:id/export. */
export const projectExportQuerySchema = z.object({
  email: z.string().check(z.trim(), z.email(), z.maxLength(254)),
  userId: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
  format: z.enum(EXPORT_FORMATS),
});

/** One of the method's seven stages as exported. */
export const exportedStageSchema = z.object({
  /** 1 to 7. */
  number: z.number().check(z.int(), z.minimum(1), z.maximum(STAGE_COUNT)),
  /** The method's calendar for the stage, in weeks, e.g. "1-3". */
  weeks: z.string(),
  /** done, current (being worked on) or upcoming. */
  state: z.enum(['done', 'current', 'upcoming']),
});

/**
 * The JSON export (format 1). `project` is exactly the API's project (contracts/projects.ts), so an
 * export reads back as the project it was taken from; `stages` spells out all seven for a reader
 * without the method's rules. Fields are only ever added; a change of meaning raises `version`.
 */
export const projectExportSchema = z.object({
  format: z.literal('architect-method-project'),
  version: z.literal(1),
  /** ISO 8601 instant the file was made. */
  exportedAt: z.string(),
  project: projectSchema,
  stages: z.array(exportedStageSchema).check(z.length(STAGE_COUNT)),
  /** Every stage done: the first draft is built. */
  complete: z.boolean(),
});
export type ProjectExport = z.infer<typeof projectExportSchema>;

/** 403 body when the viewer's plan does not include export. */
export const exportUpgradeErrorSchema = z.object({
  error: z.string(),
  upgradeRequired: z.literal(true),
  tier: z.enum(['free_trial', 'single_book', 'multi_book']),
});
