import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RemoteName } from '@publisher/shared/remote-names';
import { ROUTES_FILE } from '@publisher/shared/routes';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { HostPorts, TeamApi } from '@publisher/shared/server/team-api';
import { api as architect } from '../../../mfe-architect/src/server/endpoints';
import { api as catalogue } from '../../../mfe-catalogue/src/server/endpoints';
import { createApp, type AppDeps } from '../app';
import type { PaymentDeps } from '../services/checkout-deps';
import type { TeamApiSource } from '../site/team-apis';

/**
 * The teams' endpoints from their source, for the API's tests (the host loads the teams' built
 * server modules at run time: compose.ts). Each team's `api` as its server module exports it.
 */
export const TEAM_APIS: Partial<Record<RemoteName, TeamApi>> = { architect, catalogue };

export function teamSource(apis: Partial<Record<RemoteName, TeamApi>> = TEAM_APIS): TeamApiSource {
  return {
    declared: async () => apis,
    load: async (remote) => apis[remote] ?? null,
  };
}

/** The teams wired to the ports a test's payment set-up already has. */
export function teamsOver(
  payments: PaymentDeps,
  state: StateStore,
  content: ContentStore,
): NonNullable<AppDeps['teams']> {
  return {
    source: teamSource(),
    ports: {
      records: payments.records,
      state,
      content,
      payments: payments.payments,
      mailer: payments.mail?.mailer ?? null,
      cookies: payments.cookies,
      config: payments.config,
    },
  };
}

/** Any port a test does not lend: using it is the test's mistake, said plainly. */
const unlent = new Proxy({} as never, {
  get: (_, key) => {
    throw new Error(`This test lends the teams only their content port (${String(key)} was read).`);
  },
});

/** The teams over a content store alone: what a test of the content reads composes (the catalogue's). */
export function teamsOverContent(content: ContentStore): NonNullable<AppDeps['teams']> {
  const ports: HostPorts = {
    records: unlent,
    state: unlent,
    content,
    payments: unlent,
    mailer: null,
    cookies: unlent,
    config: {},
  };
  return { source: teamSource(), ports };
}

/** The host over a content store alone, with the catalogue's content reads: what content tests compose. */
export const appOverContent = (content: ContentStore) => createApp({ content, teams: teamsOverContent(content) });

/** Adds a team's declared endpoints to its routes.json under `root`, as its build publishes them. */
export function publishTeamApi(root: string, remote: RemoteName): void {
  const team = TEAM_APIS[remote];
  if (!team) throw new Error(`${remote} declares no endpoints`);
  const file = join(root, `mfe-${remote}/dist`, ROUTES_FILE);
  const published = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const api = { paths: [...team.paths], ...(team.writes ? { writes: [...team.writes] } : {}) };
  writeFileSync(file, JSON.stringify({ ...published, api }));
}
