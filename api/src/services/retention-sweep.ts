import type { AccountRecords, RetentionSweep } from '@publisher/shared/server/ports/record-store';
import { retentionCutoffs } from '@publisher/shared/server/ports/retention';

/*
 * The retention periods the privacy page promises, enforced (decision 137): once a day the records
 * past their period are deleted. Run by the daily scheduled function on Netlify
 * (retention-sweep.mjs) and by a timer on Node (server.ts).
 */

export interface RetentionSweepDeps {
  records: Pick<AccountRecords, 'sweepRetention'>;
  now?: () => Date;
  log?: (line: string) => void;
  error?: (line: string) => void;
}

/** One sweep, logged as one line with its counts. A failure is logged and answered null, never thrown. */
export async function runRetentionSweep(deps: RetentionSweepDeps): Promise<RetentionSweep | null> {
  const now = (deps.now ?? (() => new Date()))();
  try {
    const n = await deps.records.sweepRetention(retentionCutoffs(now));
    (deps.log ?? console.log)(
      `[records] retention sweep: deleted ${n.purchases} purchase line(s), ${n.subscriptions} ended subscription(s), ` +
        `${n.quotes} quote request(s), ${n.projects} lapsed project(s), ${n.events} webhook event id(s)`,
    );
    return n;
  } catch (error) {
    (deps.error ?? console.error)(
      `[records] retention sweep failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    return null;
  }
}

export const RETENTION_SWEEP_EVERY_MS = 24 * 60 * 60 * 1000;
/** After start, so a server restarted more often than daily still sweeps; not at once, so start-up stays quick. */
export const RETENTION_SWEEP_FIRST_MS = 60 * 1000;

/**
 * The Node server's schedule: a first sweep a minute after start, then every day. The timers do
 * not keep the process alive. Answers a function that stops them.
 */
export function scheduleRetentionSweep(
  sweep: () => Promise<unknown>,
  options: { firstMs?: number; everyMs?: number } = {},
): () => void {
  const run = () => {
    sweep().catch((error: unknown) => {
      console.error(`[records] retention sweep failed: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  let every: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    run();
    every = setInterval(run, options.everyMs ?? RETENTION_SWEEP_EVERY_MS);
    every.unref?.();
  }, options.firstMs ?? RETENTION_SWEEP_FIRST_MS);
  first.unref?.();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
