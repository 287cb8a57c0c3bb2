// Installs the pinned Netlify CLI (deploy/package-lock.json) with `npm ci --prefix deploy`, unless
// that very lockfile is installed already (a stamp with its hash): a clean clone installs it
// (about 70-120 s here), a rerun of the deploy suite does not. Never part of `npm start`.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const deploy = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy');
const lock = readFileSync(path.join(deploy, 'package-lock.json'));
const hash = createHash('sha256').update(lock).digest('hex');
const stamp = path.join(deploy, 'node_modules/.installed-lock-sha256');
if (
  existsSync(stamp) &&
  readFileSync(stamp, 'utf8') === hash &&
  existsSync(path.join(deploy, 'node_modules/netlify-cli/bin/run.js'))
) {
  console.log('netlify-cli: the pinned version is installed (deploy/node_modules)');
} else {
  const started = Date.now();
  execFileSync('npm', ['ci', '--prefix', deploy, '--no-audit', '--no-fund'], { stdio: 'inherit' });
  writeFileSync(stamp, hash);
  console.log(`netlify-cli: installed from deploy/package-lock.json in ${Math.round((Date.now() - started) / 1000)} s`);
}
