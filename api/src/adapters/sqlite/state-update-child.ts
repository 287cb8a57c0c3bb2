import { sqliteStateStore } from './state-store';

/*
 * For state-store.test.ts: increments one counter `argv[3]` times through its own connection
 * to the database under argv[2], so two of these racing test update() across processes.
 */
const [dataDir, times] = [process.argv[2], Number(process.argv[3])];
if (!dataDir || !times) throw new Error('usage: state-update-child.ts <data dir> <times>');
const store = sqliteStateStore({ dataDir });
for (let i = 0; i < times; i++) {
  await store.update<number>('counter', (n) => (n ?? 0) + 1, { ttlMs: 60_000 });
}
store.close();
