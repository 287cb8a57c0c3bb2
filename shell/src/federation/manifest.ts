import { MANIFEST_ELEMENT_ID } from '@publisher/shared/boot';
import { manifestProblem, parseRemoteManifest, type RemoteManifest } from '@publisher/shared/remotes';

let cached: Promise<RemoteManifest> | undefined;
/** The last manifest in hand, for code that must not wait (the router's first render). */
let latest: RemoteManifest | null = null;

/** The server inlines the manifest into the page (api/src/site/boot-hints.ts): no extra round trip. */
function inlineManifest(): RemoteManifest | null {
  const text = document.getElementById(MANIFEST_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return manifestProblem(value) === null ? (value as RemoteManifest) : null;
  } catch {
    return null;
  }
}

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The site configuration could not be loaded (HTTP ${response.status}).`);
  return parseRemoteManifest(await response.json());
}

/** The runtime manifest, fetched once per page (again when a retry asks for it). */
export function loadManifest(refresh = false): Promise<RemoteManifest> {
  if (!cached && !refresh) {
    const inline = inlineManifest();
    if (inline) {
      latest = inline;
      cached = Promise.resolve(inline);
    }
  }
  if (!cached || refresh) {
    const fetched = fetchManifest();
    cached = fetched;
    fetched.then(
      (manifest) => {
        latest = manifest;
      },
      () => {
        if (cached === fetched) cached = undefined;
      },
    );
  }
  return cached;
}

/** The manifest already in hand (inlined in the page, or fetched before), or null. */
export function manifestNow(): RemoteManifest | null {
  if (!latest && !cached) {
    const inline = inlineManifest();
    if (inline) {
      latest = inline;
      cached = Promise.resolve(inline);
    }
  }
  return latest;
}
