import { sqliteRecordStore } from './record-store';

/*
 * For record-store-processes.test.ts: tries argv[3] project creations for one owner at a limit
 * of argv[4] through its own connection to the database under argv[2], then prints how many
 * it got. Several of these racing test the limit across processes.
 */
const [dataDir, tries, limit] = [process.argv[2], Number(process.argv[3]), Number(process.argv[4])];
if (!dataDir || !tries || !limit) throw new Error('usage: project-race-child.ts <data dir> <tries> <limit>');
const store = sqliteRecordStore({ dataDir, busyTimeoutMs: 10_000 });
let created = 0;
for (let i = 0; i < tries; i++) {
  if (await store.createProjectWithinLimit({ owner: 'racer@example.com', title: `P${process.pid}-${i}` }, limit))
    created++;
}
store.close();
process.stdout.write(`CREATED ${created}\n`);
