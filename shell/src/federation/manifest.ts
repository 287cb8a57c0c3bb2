import { MANIFEST_ELEMENT_ID } from '@publisher/shared/boot';
import { manifestProblem, parseRemoteManifest, type RemoteManifest } from '@publisher/shared/remotes';

/** The server inlines the manifest into the page (api/src/site/boot-hints.ts): no extra round trip. */
function inlineManifest(): RemoteManifest | null {
  try {
    const value: unknown = JSON.parse(document.getElementById(MANIFEST_ELEMENT_ID)?.textContent || 'null');
    return value !== null && manifestProblem(value) === null ? (value as RemoteManifest) : null;
  } catch {
    return null;
  }
}

/** The last manifest in hand, for code that must not wait (the router's first render). */
let latest: RemoteManifest | null = typeof document === 'undefined' ? null : inlineManifest();
let cached: Promise<RemoteManifest> | undefined = latest ? Promise.resolve(latest) : undefined;

/** The runtime manifest: the inlined one, else fetched once per page (again when a retry asks for it). */
export function loadManifest(refresh = false): Promise<RemoteManifest> {
  if (cached && !refresh) return cached;
  const fetched = fetch('/remotes.json', { cache: 'no-store' }).then(async (response) => {
    if (!response.ok) throw new Error(`The site configuration could not be loaded (HTTP ${response.status}).`);
    return (latest = parseRemoteManifest(await response.json()));
  });
  cached = fetched;
  fetched.catch(() => {
    if (cached === fetched) cached = undefined;
  });
  return fetched;
}

/** The manifest already in hand (inlined in the page, or fetched before), or null. */
export const manifestNow = (): RemoteManifest | null => latest;
