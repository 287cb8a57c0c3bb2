import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * How much slower this machine is, right now, than the one the suite's budgets were set on: one
 * calibration per run (docs/decisions/138). Every wait in the suites is `budget(ms)`, so a machine
 * twice as slow (or one whose other core is taken) waits twice as long for the same event, and a
 * fast one fails as early as before. Passing tests are not slowed: a budget is an upper bound.
 *
 * The calibration runs a fixed piece of JavaScript work (JSON, regular expressions, sorting) on every
 * core at once, as the server, the browser and the test workers will, and compares the wall time with
 * the reference machine's. `TIME_FACTOR=<n>` overrides it. The runner computes it once and hands it to
 * its workers (and to the servers it starts) through the environment.
 */
export const TIME_FACTOR_VARIABLE = 'TIME_FACTOR';

/** Wall time of one calibration round on the reference machine (2 cores, idle), in ms. */
const REFERENCE_MS = 140;
const MIN = 1;
const MAX = 6;

const WORK = `
const { parentPort } = require('node:worker_threads');
const started = performance.now();
let sink = 0;
for (let round = 0; round < 60; round++) {
  const rows = [];
  for (let i = 0; i < 400; i++) rows.push({ id: i, title: 'Book ' + ((i * 7919) % 400), price: (i * 31) % 97, tags: ['a', 'b', String(i)] });
  const text = JSON.stringify(rows);
  const back = JSON.parse(text);
  back.sort((x, y) => (x.title < y.title ? -1 : x.title > y.title ? 1 : x.id - y.id));
  sink += (text.match(/"price":\\d+/g) || []).length + back[0].id;
}
parentPort.postMessage({ ms: performance.now() - started, sink });
`;

function round(): Promise<number> {
  const workers = Math.max(1, availableParallelism());
  const started = performance.now();
  return Promise.all(
    Array.from(
      { length: workers },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(WORK, { eval: true });
          worker.once('message', () => resolve());
          worker.once('error', reject);
        }),
    ),
  ).then(() => performance.now() - started);
}

/** Measures the factor: the median of three rounds against the reference, bounded to [1, 6]. */
export async function calibrate(): Promise<number> {
  await round(); // warm the workers' code paths once
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await round());
  times.sort((a, b) => a - b);
  const factor = (times[1] ?? REFERENCE_MS) / REFERENCE_MS;
  return Math.round(Math.min(MAX, Math.max(MIN, factor)) * 100) / 100;
}

function fromEnvironment(): number | undefined {
  const raw = process.env[TIME_FACTOR_VARIABLE];
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${TIME_FACTOR_VARIABLE} must be a positive number, not "${raw}"`);
  return value;
}

/**
 * The run's factor: from the environment when the runner (or the person) set it, else calibrated now
 * and written to the environment for every process started after.
 */
export async function timeFactor(): Promise<number> {
  const known = fromEnvironment();
  if (known !== undefined) return known;
  const factor = await calibrate();
  process.env[TIME_FACTOR_VARIABLE] = String(factor);
  console.log(`Time budgets × ${factor} (calibrated on this machine; set ${TIME_FACTOR_VARIABLE} to override)`);
  return factor;
}

/**
 * A wait's budget on this machine: `ms` as measured on the reference machine, times the run's factor.
 * In a test worker the factor is the one the runner calibrated (the environment), else 1.
 */
export function budget(ms: number): number {
  return Math.round(ms * (fromEnvironment() ?? 1));
}
