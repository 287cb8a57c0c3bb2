import type { RemoteName } from '@publisher/shared/remote-names';
import type { LiveItem } from '@publisher/shared/server/ports/content-store';
import type { HostPorts } from '@publisher/shared/server/team-api';
import type { LiveListener } from '../services/content-live';
import type { TeamApiSource } from '../site/team-apis';

/**
 * "Items went live" (decision 123) told to the teams: every team whose server module can be
 * loaded now and exports `onContentLive` is called with the host's ports, one team after another
 * (the catalogue's Get Notified mails, decision 124). A team that fails is logged and the others
 * are still told; then it rejects, so publishDue's outbox tries the item again on a later run
 * (decision 144). A team must therefore be idempotent per recipient (the catalogue's sendOnce).
 * Given to publishDue as `tell` (compose.ts).
 */
export function teamsOnContentLive(
  source: TeamApiSource,
  ports: HostPorts,
  log: (line: string) => void = console.warn,
): LiveListener {
  return async (items: readonly LiveItem[]) => {
    const failed: string[] = [];
    for (const [remote, declared] of Object.entries(await source.declared())) {
      if (!declared) continue;
      const team = await source.load(remote as RemoteName, declared.module);
      if (!team?.onContentLive) continue;
      try {
        await team.onContentLive(ports, items);
      } catch (error) {
        failed.push(remote);
        log(
          `[content] ${remote} failed on items going live: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (failed.length > 0) throw new Error(`${failed.join(', ')} could not be told; tried again on a later run`);
  };
}
