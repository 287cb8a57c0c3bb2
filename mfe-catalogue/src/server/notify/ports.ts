import type { HostPorts } from '@publisher/shared/server/team-api';
import type { NotifyDeps } from './service';
import { notifyTokens } from './tokens';
import { topicNamer } from './topics';

/** "Get Notified" over the host's ports: its records and state, its mailer, links signed by the host. */
export const notifyDeps = (ports: HostPorts): NotifyDeps => ({
  records: ports.records,
  state: ports.state,
  mailer: ports.mailer,
  tokens: notifyTokens((label) => ports.envelope(label)),
  nameTopic: topicNamer(ports.content),
  siteUrl: ports.config.siteUrl ?? null,
  now: ports.config.now,
});
