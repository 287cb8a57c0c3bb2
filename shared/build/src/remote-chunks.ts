import type { Rolldown } from 'vite';

/** The part of rolldown's module info the chunk plan reads. */
export type ModuleNode = Pick<
  Rolldown.ModuleInfo,
  'id' | 'code' | 'importers' | 'dynamicImporters' | 'importedIds' | 'dynamicallyImportedIds'
>;
export type ModuleLookup = (id: string) => ModuleNode | null;

/** The federation plugin's own glue: runtime wrapper, external-core shim, share map. */
const FEDERATION_GLUE =
  /@module-federation[\\/](runtime|sdk|error-codes)[\\/]|virtual:mf-external-runtime-core|virtual:mf-localSharedImportMap/;
/** A consume-only share's wrapper (`import: false`): a few live bindings, no fallback. */
const SHARE_WRAPPER = /__loadShare__/;

/** Code the plan places: the remote's own modules and its dependencies, and the share wrappers. */
const placeable = (id: string): boolean =>
  SHARE_WRAPPER.test(id) ||
  (!id.startsWith('\0') &&
    !id.startsWith('virtual:') &&
    !FEDERATION_GLUE.test(id) &&
    !/\.(css|html)(\?|$)/.test(id) &&
    /^([A-Za-z]:)?[\\/]/.test(id));

const baseName = (id: string): string =>
  id
    .replace(/\?.*$/, '')
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]+$/, '');

interface Group {
  /** The lazily loaded modules (pages, dialogs) whose static imports include this code. */
  users: Set<string>;
  modules: string[];
  size: number;
}

/**
 * Assigns the remote's code to chunks by who needs it, so a page downloads a few files of code it
 * uses instead of one file per distinct set of users (docs/decisions/085):
 * - everything the exposed module imports statically (it runs before any page) goes into one
 *   `entry` chunk with the share wrappers;
 * - code shared by several lazy modules is grouped by the exact set of modules that use it, as
 *   rolldown does; a group under `minSize` bytes of source joins the smallest group whose users
 *   include all of its users (the entry chunk includes everyone), so it costs a page that does not
 *   need it at most `minSize` bytes instead of costing the pages that do a request each;
 * - a larger group also joins its closest superset when the pages that would then download it
 *   without using it pay fewer bytes than the requests it saves its own pages, a request counted as
 *   `requestCost` bytes of source (its headers and round trip);
 * - code used by one lazy module only is left in that module's chunk (no entry in the plan).
 */
export function planChunks(
  lookup: ModuleLookup,
  exposedModule: string,
  minSize: number,
  requestCost = 0,
): Map<string, string> {
  const staticClosure = (from: string, skip: Set<string> = new Set()): Set<string> => {
    const seen = new Set<string>();
    const stack = [from];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id) || skip.has(id) || !placeable(id)) continue;
      seen.add(id);
      stack.push(...(lookup(id)?.importedIds ?? []));
    }
    return seen;
  };
  const sizeOf = (id: string) => lookup(id)?.code?.length ?? 0;

  const entry = staticClosure(exposedModule);
  const lazyModules = [...allModules(lookup, exposedModule)].filter(
    (id) => placeable(id) && !entry.has(id) && (lookup(id)?.dynamicImporters.length ?? 0) > 0,
  );
  const usersOf = new Map<string, Set<string>>();
  for (const lazy of lazyModules) {
    for (const id of staticClosure(lazy, entry)) {
      if (!usersOf.has(id)) usersOf.set(id, new Set());
      usersOf.get(id)!.add(lazy);
    }
  }

  const groups = new Map<string, Group>();
  for (const [id, users] of usersOf) {
    if (users.size < 2 || lazyModules.includes(id)) continue;
    const key = [...users].sort().join('|');
    const group = groups.get(key) ?? { users, modules: [], size: 0 };
    group.modules.push(id);
    group.size += sizeOf(id);
    groups.set(key, group);
  }
  const entryGroup: Group = { users: new Set(lazyModules), modules: [...entry], size: 0 };
  const list = [...groups.values()];
  const merge = (group: Group, into: Group) => {
    into.modules.push(...group.modules);
    into.size += group.size;
    list.splice(list.indexOf(group), 1);
  };
  for (;;) {
    const small = list.filter((g) => g.size < minSize).sort((a, b) => a.size - b.size)[0];
    if (!small) break;
    merge(small, closestSuperset(small, list) ?? entryGroup);
  }
  // A group also joins its closest superset when the pages that would download it without using
  // it pay less than the requests its own pages save: size × (pages added) < requestCost × (its pages).
  for (;;) {
    const candidate = list
      .map((group) => {
        const into = closestSuperset(group, list) ?? entryGroup;
        const added = into.users.size - group.users.size;
        return { group, into, waste: group.size * added - requestCost * group.users.size };
      })
      .filter((c) => c.waste < 0)
      .sort((a, b) => a.waste - b.waste)[0];
    if (!candidate) break;
    merge(candidate.group, candidate.into);
  }

  const plan = new Map<string, string>();
  const taken = new Set<string>(['entry']);
  for (const id of entryGroup.modules) plan.set(id, 'entry');
  for (const group of list.sort((a, b) => b.size - a.size)) {
    // Named after its largest module of the remote's own (a share wrapper's generated source says little).
    const own = group.modules.filter((id) => !SHARE_WRAPPER.test(id));
    const label = own.length ? baseName(own.reduce((a, b) => (sizeOf(b) > sizeOf(a) ? b : a))) : 'shares';
    let name = `common-${label}`;
    for (let n = 2; taken.has(name); n++) name = `common-${label}${n}`;
    taken.add(name);
    for (const id of group.modules) plan.set(id, name);
  }
  return plan;
}

/** The group with the fewest users among those whose users include all of `group`'s. */
function closestSuperset(group: Group, list: Group[]): Group | undefined {
  return list
    .filter((g) => g !== group && [...group.users].every((u) => g.users.has(u)))
    .sort((a, b) => a.users.size - b.users.size || b.size - a.size)[0];
}

/** Every module connected to `from`, following imports and importers both ways. */
function allModules(lookup: ModuleLookup, from: string): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = lookup(id);
    if (info)
      stack.push(...info.importedIds, ...info.dynamicallyImportedIds, ...info.importers, ...info.dynamicImporters);
  }
  return seen;
}

/**
 * Rolldown `codeSplitting.groups` for a federated remote: the federation glue in one chunk, and
 * the remote's code as planned by planChunks. Module federation's own groups (share wrappers
 * with a fallback, the preload helper) keep their higher priority.
 */
export function remoteChunkGroups(
  exposedModule: string,
  minSize: number,
  requestCost: number,
): Rolldown.CodeSplittingGroup[] {
  let plan: Map<string, string> | undefined;
  return [
    { name: 'federation', test: (id) => FEDERATION_GLUE.test(id), includeDependenciesRecursively: false },
    {
      name: (id, context) => {
        plan ??= planChunks((m) => context.getModuleInfo(m), exposedModule, minSize, requestCost);
        return plan.get(id) ?? null;
      },
      includeDependenciesRecursively: false,
    },
  ];
}
