// pnpm bench:records — runs records-run.ts (what it measures and its flags are described there) in a
// Node process whose tsx reads api/tsconfig.json, as the API server does when started from api/
// (`pnpm serve`, the e2e server, this bench's own servers): the API's .tsx (the order and quote mail
// templates, decision 120) need its `"jsx": "react-jsx"`. From the repository root tsx finds no
// tsconfig.json and compiles JSX to React.createElement with no React in scope, so every quote the
// in-process app stores would answer 503 once its mail is rendered.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'records-run.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: path.resolve(here, '../../api/tsconfig.json') },
  },
);
process.exit(run.status ?? 1);
