import type { RemoteName } from '@publisher/shared/remote-names';
import type { ContentStore } from '@publisher/shared/server/ports/content-store';
import type { StateStore } from '@publisher/shared/server/ports/state-store';
import type { TeamApi } from '@publisher/shared/server/team-api';
import { api as architect } from '../../../mfe-architect/src/server/endpoints';
import type { AppDeps } from '../app';
import type { PaymentDeps } from '../services/checkout-deps';
import type { TeamApiSource } from '../site/team-apis';

/**
 * The teams' endpoints from their source, for the API's tests (the host loads the teams' built
 * server modules at run time: compose.ts). Each team's `api` as its server module exports it.
 */
export const TEAM_APIS: Partial<Record<RemoteName, TeamApi>> = { architect };

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
