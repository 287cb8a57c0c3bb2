import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { pick } from 'zod/mini';
import { createProjectRequestSchema, updateProjectRequestSchema } from '@publisher/shared/contracts/projects';
import type { HostPorts, ShopPorts } from '@publisher/shared/server/team-api';
import { jsonError } from '@publisher/shared/server/http/errors';
import { jsonBody, validated } from '@publisher/shared/server/http/json-body';
import { viewer, type ViewerEnv } from '@publisher/shared/server/http/viewer';
import { completeStageFor, createProjectFor, getProjectFor, listProjectsFor, PROJECT_NOT_FOUND } from './service';
import { setSubscriberCookie } from '@publisher/shared/server/http/subscriber-cookie';
import { projectExportQuerySchema } from '@publisher/shared/contracts/project-export';
import { exportProjectFor } from './export';
import { DEFAULT_GUEST_PROJECTS_PER_DAY, type GuestCapDeps } from './guest-cap';

const whoSchema = pick(createProjectRequestSchema, { email: true, userId: true });
/** Local ids are UUIDs, Airtable's are rec…: anything else cannot exist. */
const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/**
 * The dashboard's projects (shared/src/contracts/projects.ts), per subscriber: the signed cookie
 * (the viewer) decides whose projects a browser sees; the tier decides how many it may create.
 * Mounted at PROJECTS_BASE.
 */
/** Where the projects sub-app is mounted (checkout-mount.ts). */
export const PROJECTS_BASE = '/api/projects';

export function projectRoutes(
  deps: Pick<HostPorts, 'records' | 'cookies' | 'config' | 'state' | 'mailer'> & { shop: Pick<ShopPorts, 'mail'> },
): Hono<ViewerEnv> {
  const app = new Hono<ViewerEnv>();
  const guestCap: GuestCapDeps = {
    state: deps.state,
    cap: deps.config.guestProjectsPerDay ?? DEFAULT_GUEST_PROJECTS_PER_DAY,
    mailer: deps.mailer,
    publisherEmail: deps.shop.mail?.publisherEmail ?? null,
    siteUrl: deps.config.siteUrl,
  };
  app.use(viewer(deps.cookies));
  const identityOf = (c: Context<ViewerEnv>) => c.get('viewer');
  const who = validated('query', whoSchema);
  const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

  app.get('/', who, async (c) => {
    noStore(c);
    return c.json({ projects: await listProjectsFor(deps.records, identityOf(c), c.req.valid('query').email) });
  });

  app.post('/', jsonBody(createProjectRequestSchema), async (c) => {
    const identity = identityOf(c);
    const outcome = await createProjectFor({ ...deps, guestCap }, identity, c.req.valid('json'));
    if (!outcome.ok && outcome.reason === 'guest-cap') {
      c.header('Retry-After', String(outcome.retryAfterS));
      return jsonError(c, 503, outcome.error, { guestCapReached: true });
    }
    if (!identity) setSubscriberCookie(c, deps.cookies.sign(outcome.identity), deps.config);
    if (!outcome.ok) return jsonError(c, 403, outcome.error, { limitReached: true, tier: outcome.tier });
    return c.json({ project: outcome.project }, 201);
  });

  app.get('/:id', who, async (c) => {
    const id = idSchema.safeParse(c.req.param('id'));
    const project = id.success
      ? await getProjectFor(deps.records, identityOf(c), c.req.valid('query').email, id.data)
      : null;
    noStore(c);
    return project ? c.json({ project }) : jsonError(c, 404, PROJECT_NOT_FOUND);
  });

  // The plan's PDF/JSON export (decision 122): a download, never kept by a cache.
  app.get('/:id/export', validated('query', projectExportQuerySchema), async (c) => {
    noStore(c);
    const id = idSchema.safeParse(c.req.param('id'));
    const { email, format } = c.req.valid('query');
    const outcome = id.success
      ? await exportProjectFor(deps.records, identityOf(c), { email, id: id.data, format })
      : ({ kind: 'missing' } as const);
    if (outcome.kind === 'upgrade')
      return jsonError(c, 403, outcome.error, { upgradeRequired: true, tier: outcome.tier });
    if (outcome.kind === 'missing') return jsonError(c, 404, PROJECT_NOT_FOUND);
    c.header('Content-Type', outcome.contentType);
    c.header('Content-Disposition', `attachment; filename="${outcome.filename}"`);
    c.header('X-Content-Type-Options', 'nosniff');
    return outcome.kind === 'pdf' ? c.body(outcome.body) : c.body(outcome.body);
  });

  app.patch('/:id', jsonBody(updateProjectRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const id = idSchema.safeParse(c.req.param('id'));
    const outcome = id.success
      ? await completeStageFor(deps.records, identityOf(c), {
          email: body.email,
          id: id.data,
          stage: body.completeStage,
        })
      : ({ kind: 'missing' } as const);
    if (outcome.kind === 'read-only') return jsonError(c, 403, outcome.error, { readOnly: true, tier: outcome.tier });
    return outcome.kind === 'done' ? c.json({ project: outcome.project }) : jsonError(c, 404, PROJECT_NOT_FOUND);
  });

  return app;
}
