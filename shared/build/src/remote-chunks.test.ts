import { describe, expect, it } from 'vitest';
import { planChunks, type ModuleNode } from './remote-chunks';

/** A module graph: id → [source size, static imports, dynamic imports]. */
function graph(spec: Record<string, [number, string[], string[]?]>) {
  const nodes = new Map<string, ModuleNode>();
  for (const [id, [size, imports, dynamic = []]] of Object.entries(spec)) {
    nodes.set(id, {
      id,
      code: 'x'.repeat(size),
      importedIds: imports,
      dynamicallyImportedIds: dynamic,
      importers: [],
      dynamicImporters: [],
    });
  }
  for (const node of nodes.values()) {
    for (const to of node.importedIds) nodes.get(to)!.importers.push(node.id);
    for (const to of node.dynamicallyImportedIds) nodes.get(to)!.dynamicImporters.push(node.id);
  }
  return (id: string) => nodes.get(id) ?? null;
}

const WRAPPER = '\0virtual:mf:remote__loadShare__react__loadShare__.js';
const ROUTER = '\0virtual:mf:remote__loadShare__react_mf_2_router_mf_2_dom__loadShare__.js';
const lookup = graph({
  'virtual:mf-exposes:remote': [100, [], ['/r/src/remote-entry.tsx']],
  '/r/src/remote-entry.tsx': [
    500,
    ['/r/src/root.tsx', WRAPPER],
    ['/r/src/pages/a.tsx', '/r/src/pages/b.tsx', '/r/src/pages/c.tsx'],
  ],
  '/r/src/root.tsx': [800, [WRAPPER]],
  [WRAPPER]: [300, []],
  '/r/src/pages/a.tsx': [900, ['/r/src/data.ts', '/r/src/link.tsx', '/r/src/only-a.ts', WRAPPER]],
  '/r/src/pages/b.tsx': [900, ['/r/src/data.ts', '/r/src/link.tsx', '/r/src/format.ts', '/r/src/nav.tsx']],
  '/r/src/pages/c.tsx': [900, ['/r/src/link.tsx', '/r/src/root.tsx', '/r/src/nav.tsx']],
  '/r/src/nav.tsx': [5000, [ROUTER]],
  [ROUTER]: [13000, []],
  '/r/src/data.ts': [9000, ['/node_modules/zod/mini.js', '/r/src/format.ts']],
  '/node_modules/zod/mini.js': [20000, []],
  '/r/src/format.ts': [600, []],
  '/r/src/link.tsx': [400, []],
  '/r/src/only-a.ts': [700, []],
});

describe('planChunks', () => {
  const plan = planChunks(lookup, '/r/src/remote-entry.tsx', 4000);

  it('puts what the exposed module imports, and the share wrappers, in one entry chunk', () => {
    expect(plan.get('/r/src/remote-entry.tsx')).toBe('entry');
    expect(plan.get('/r/src/root.tsx')).toBe('entry');
    expect(plan.get(WRAPPER)).toBe('entry');
  });

  it('groups code by the pages that use it, named after its largest module', () => {
    expect(plan.get('/r/src/data.ts')).toBe('common-mini');
    expect(plan.get('/node_modules/zod/mini.js')).toBe('common-mini');
  });

  it('names a group after its largest module of the remote’s own, not a share wrapper', () => {
    expect(plan.get('/r/src/nav.tsx')).toBe('common-nav');
    expect(plan.get(ROUTER)).toBe('common-nav');
  });

  it('moves a small group into the closest group whose pages include all of its pages', () => {
    // format.ts is used by a and b (through data.ts, and by b directly): same pages as data.ts.
    expect(plan.get('/r/src/format.ts')).toBe('common-mini');
    // link.tsx is used by every page: no group covers them all but the entry chunk.
    expect(plan.get('/r/src/link.tsx')).toBe('entry');
  });

  it('leaves pages, and code only one page uses, to that page’s own chunk', () => {
    expect(plan.has('/r/src/pages/a.tsx')).toBe(false);
    expect(plan.has('/r/src/only-a.ts')).toBe(false);
  });

  it('keeps a group at or above the minimum size on its own', () => {
    const strict = planChunks(lookup, '/r/src/remote-entry.tsx', 100);
    expect(strict.get('/r/src/link.tsx')).toBe('common-link');
    expect(strict.get('/r/src/data.ts')).toBe('common-mini');
  });

  it('joins a group to its closest superset when the pages added pay less than the requests saved', () => {
    // shared.ts: pages a, b, c (5000 bytes); wide.ts: pages a, b, c, d (6000 bytes).
    const pages = ['a', 'b', 'c', 'd'].map((p) => `/r/src/pages/${p}.tsx`);
    const fourPages = graph({
      '/r/src/remote-entry.tsx': [100, [], pages],
      [pages[0]!]: [900, ['/r/src/shared.ts', '/r/src/wide.ts']],
      [pages[1]!]: [900, ['/r/src/shared.ts', '/r/src/wide.ts']],
      [pages[2]!]: [900, ['/r/src/shared.ts', '/r/src/wide.ts']],
      [pages[3]!]: [900, ['/r/src/wide.ts']],
      '/r/src/shared.ts': [5000, []],
      '/r/src/wide.ts': [6000, []],
    });
    // One page (d) would download 5000 bytes it does not use; three pages save a request each.
    const cheap = planChunks(fourPages, '/r/src/remote-entry.tsx', 4000, 2000); // 5000 < 3 × 2000
    expect(cheap.get('/r/src/shared.ts')).toBe(cheap.get('/r/src/wide.ts'));
    const dear = planChunks(fourPages, '/r/src/remote-entry.tsx', 4000, 1000); // 5000 > 3 × 1000
    expect(dear.get('/r/src/shared.ts')).not.toBe(dear.get('/r/src/wide.ts'));
    // Without a request cost, groups at or above the minimum size stay apart.
    expect(planChunks(fourPages, '/r/src/remote-entry.tsx', 4000).get('/r/src/shared.ts')).toBe('common-shared');
  });
});
