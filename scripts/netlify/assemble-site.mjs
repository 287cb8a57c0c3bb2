// Assembles the root site's publish folder, dist-netlify/site:
//   - the shell's build without index.html: that file is the site function's page template (each
//     page gets its own head from the app); a published index.html would be served for `/` instead;
//   - each remote's browser build under remotes/<name>/, where the default runtime manifest points
//     (/remotes/<name>/remoteEntry.js), so a deploy with no REMOTE_URL_* set works. Without the
//     remote's server/ folder: server bundles are for the function (netlify.toml included_files),
//     never public.
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'dist-netlify/site');
// The remotes: one line each in shared/src/remote-list.json.
const REMOTES = Object.keys(JSON.parse(readFileSync(path.join(root, 'shared/src/remote-list.json'), 'utf8')));

const need = (dir) => {
  if (!existsSync(dir))
    throw new Error(`${path.relative(root, dir)} is missing: build the shell and the remotes first`);
  return dir;
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const shell = need(path.join(root, 'shell/dist'));
need(path.join(shell, 'index.html'));
cpSync(shell, out, { recursive: true, filter: (src) => src !== path.join(shell, 'index.html') });
for (const remote of REMOTES) {
  const dist = need(path.join(root, `mfe-${remote}/dist`));
  need(path.join(dist, 'remoteEntry.js'));
  const server = path.join(dist, 'server');
  cpSync(dist, path.join(out, 'remotes', remote), {
    recursive: true,
    filter: (src) => src !== server && !src.startsWith(server + path.sep),
  });
}
const count = (dir) => readdirSync(dir, { withFileTypes: true, recursive: true }).filter((e) => e.isFile()).length;
console.log(
  `assembled ${path.relative(root, out)}: ${count(out)} files (shell without index.html, remotes/{${REMOTES.join(',')}} without server/)`,
);
