/**
 * A queue that runs tasks one at a time, in order; a failed task does not block the next.
 * Airtable has no transactions: read-then-write steps of one process go through this so they
 * cannot interleave (another process can still race them; see decision 010/100).
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
