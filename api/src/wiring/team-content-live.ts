import type { RemoteName } from '@publisher/shared/remote-names';
import type { LiveItem } from '@publisher/shared/server/ports/content-store';
import type { HostPorts } from '@publisher/shared/server/team-api';
import type { LiveListener } from '../services/content-live';
import type { TeamApiSource } from '../site/team-apis';

/**
 * "Items went live" (decision 123) told to the teams: every team whose server module can be
 * loaded now and exports `onContentLive` is called with the host's ports, one team after another
 * (the catalogue's Get Notified mails, decision 124). A team that fails is logged; the others are
 * still told. Given to publishDue as `tell` (compose.ts).
 */
export function teamsOnContentLive(
  source: TeamApiSource,
  ports: HostPorts,
  log: (line: string) => void = console.warn,
): LiveListener {
  return async (items: readonly LiveItem[]) => {
    for (const [remote, declared] of Object.entries(await source.declared())) {
      if (!declared) continue;
      const team = await source.load(remote as RemoteName, declared.module);
      if (!team?.onContentLive) continue;
      try {
        await team.onContentLive(ports, items);
      } catch (error) {
        log(
          `[content] ${remote} failed on items going live: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
  };
}
