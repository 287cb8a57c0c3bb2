// Browser tests use Debian's Chromium (Playwright cannot download browsers on this network).
// Installs it when missing and we are root; otherwise says exactly what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot || process.env.CHROMIUM_PATH) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      "Install Debian's Chromium first:  sudo apt-get update && sudo apt-get install -y chromium\n" +
      '(or set CHROMIUM_PATH to an existing Chromium binary), then run the tests again.',
  );
  process.exit(1);
}
console.log("Installing Debian's Chromium for the browser tests (about 20 s)…");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
    shell: '/bin/bash',
  });
} catch {
  console.error('Installing Chromium failed. Install it by hand: apt-get update && apt-get install -y chromium');
  process.exit(1);
}
if (!existsSync(path)) {
  console.error(`Chromium was installed but ${path} does not exist.`);
  process.exit(1);
}
