import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './deploy-env';

/** One text change in one source file of a remote, made on the copy being built. */
export interface SourceChange {
  /** The file's path inside the remote (`src/strings.ts`). */
  file: string;
  from: string;
  to: string;
}

/**
 * A remote's team changes some text and rebuilds: its browser build and, with `server`, its
 * server module (published next to it, decision 127) into `outDir`. The changes are made by a
 * Vite plugin on the copy being built, so no file of the checkout is touched; a change whose
 * text is not found fails the build.
 */
export function buildChangedRemote(
  remote: string,
  changes: readonly SourceChange[],
  { outDir, workDir, server = false }: { outDir: string; workDir: string; server?: boolean },
): void {
  const dir = path.join(REPO_ROOT, `mfe-${remote}`);
  const configs = server ? ['vite.config.ts', 'vite.server.config.ts'] : ['vite.config.ts'];
  for (const [i, base] of configs.entries()) {
    // The last build (the server module, when built: it renders every page and its head) must make
    // every change; the browser build those in files it bundles (a head is built on the server only).
    const strict = i === configs.length - 1;
    const config = path.join(workDir, `redeploy.${base.replace(/\.ts$/, '.mjs')}`);
    writeFileSync(
      config,
      `import base from ${JSON.stringify(path.join(dir, base))};
const CHANGES = ${JSON.stringify(changes.map((c) => ({ ...c, file: path.join(dir, c.file) })))};
const done = new Set();
const seen = new Set();
const STRICT = ${strict};
export default {
  ...base,
  plugins: [...base.plugins, {
    name: 'redeploy-change', enforce: 'pre',
    transform(code, id) {
      let out = code;
      for (const c of CHANGES) {
        if (id.split('?')[0] !== c.file) continue;
        seen.add(c);
        if (out.includes(c.from)) { out = out.replace(c.from, c.to); done.add(c); }
      }
      return out === code ? null : out;
    },
    buildEnd() {
      const missing = CHANGES.filter((c) => !done.has(c) && (STRICT || seen.has(c)));
      if (missing.length) this.error('not found: ' + missing.map((c) => c.from + ' in ' + c.file).join(', '));
    },
  }],
};
`,
    );
    execFileSync(
      process.execPath,
      [path.join(dir, 'node_modules/vite/bin/vite.js'), 'build', '--config', config, '--logLevel', 'warn'],
      { cwd: dir, env: { ...process.env, REMOTE_OUT_DIR: outDir }, stdio: 'pipe' },
    );
  }
}
