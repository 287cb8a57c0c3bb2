// pnpm bench:records — runs records-run.ts (what it measures and its flags are described there) in a
// Node process whose tsx reads records.tsconfig.json. tsx applies a tsconfig's `"jsx": "react-jsx"`
// only to the files it includes, and the mail the in-process app renders for each stored quote
// (decision 120) is .tsx in mfe-commerce and shared/react: with api/tsconfig.json (src and tools
// only) or none, JSX compiled to React.createElement with no React in scope and every mail failed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = spawnSync(
  process.execPath,
  ['--import', 'tsx', path.join(here, 'records-run.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(here, 'records.tsconfig.json') },
  },
);
process.exit(run.status ?? 1);
