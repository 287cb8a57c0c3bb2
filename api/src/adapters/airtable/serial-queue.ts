/**
 * A queue that runs tasks one at a time, in order; a failed task does not block the next.
 * Airtable has no transactions: read-then-write steps of one process go through this so they
 * cannot interleave. It is per process only: rows with a key are upserted by Airtable in one
 * request so other instances cannot duplicate them; what instances can still race (the project
 * limit, a status moving forward at the same moment on two instances) is in decision 117.
 */
export function createSerialQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
