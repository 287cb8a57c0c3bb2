import { sqliteStateStore } from './state-store';

/*
 * For state-store.test.ts: hits one fixed-window counter `argv[3]` times through its own
 * connection to the database under argv[2] and prints the counts it got, so two of these racing
 * test hit() across processes.
 */
const [dataDir, times] = [process.argv[2], Number(process.argv[3])];
if (!dataDir || !times) throw new Error('usage: state-store-hit-child.ts <data dir> <times>');
const store = sqliteStateStore({ dataDir });
const counts: number[] = [];
for (let i = 0; i < times; i++) counts.push((await store.hit('limit', { windowMs: 60_000 })).count);
process.stdout.write(JSON.stringify(counts));
store.close();
