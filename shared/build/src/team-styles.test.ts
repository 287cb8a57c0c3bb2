import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES, boundaryName, type RemoteName } from '../../src/remote-names';

/*
 * A remote's style sheets stay in the document once loaded (a visitor moves between remotes in one
 * page), so a rule of one team must not match another team's page: each rule names a class of the
 * team's own areas, or sits under the team's boundary (`data-boundary`, set by its remote root). The
 * Architect's bare `ul.grid` and commerce's `select:disabled` matched the catalogue's lists and forms
 * after a visit to those pages (their declarations happened to agree with the catalogue's, so nothing
 * moved yet).
 */
const CLASS_PREFIXES: Record<RemoteName, readonly string[]> = {
  catalogue: ['cat-'],
  commerce: ['commerce-', 'calc-', 'portal-', 'orders-', 'basket', 'product-', 'purchases-', 'validation', 'library'],
  architect: ['arch-'],
  education: ['edu-'],
};

const root = path.resolve(import.meta.dirname, '../../..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** Every selector of a style sheet (keyframe steps and at-rule preludes aside). */
function selectorsOf(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...text.matchAll(/([^{};]+)\{/g)]
    .map((m) => m[1]!.trim())
    .filter((prelude) => !prelude.startsWith('@') && !/^(from|to|[\d.]+%)(\s*,\s*(from|to|[\d.]+%))*$/.test(prelude))
    .flatMap((prelude) => prelude.split(',').map((s) => s.trim()));
}

/** The selectors that could match outside the remote's own markup. */
function unscoped(remote: RemoteName, selectors: string[]): string[] {
  const ownClass = new RegExp(`\\.(${CLASS_PREFIXES[remote].join('|')})`);
  const boundary = `[data-boundary='${boundaryName(remote)}']`;
  return selectors.filter((s) => !ownClass.test(s) && !s.includes(boundary));
}

describe("each remote's styles match its own markup only", () => {
  it('finds a bare element or shared class, and passes a scoped one', () => {
    const found = unscoped(
      'architect',
      selectorsOf(`ul.grid, .arch-x { margin: 0 } @media (min-width: 1px) { .grid { gap: 0 } }
        :where([data-boundary='mfe-architect']) ul.grid { margin: 0 } .card.arch-y:hover { color: red }
        @keyframes k { from { opacity: 0 } 50% { opacity: 1 } }`),
    );
    expect(found).toEqual(['ul.grid', '.grid']);
  });

  it.each(REMOTE_NAMES)('%s', (remote) => {
    const files = cssFiles(path.join(root, `mfe-${remote}/src`));
    const offending = files.flatMap((file) =>
      unscoped(remote, selectorsOf(readFileSync(file, 'utf8'))).map((s) => `${path.relative(root, file)}: ${s}`),
    );
    expect(offending).toEqual([]);
  });
});
