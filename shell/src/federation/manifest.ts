import { MANIFEST_ELEMENT_ID } from '@publisher/shared/boot';
import { manifestProblem, parseRemoteManifest, type RemoteManifest } from '@publisher/shared/remotes';

let cached: Promise<RemoteManifest> | undefined;

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
    if (inline) cached = Promise.resolve(inline);
  }
  if (!cached || refresh) {
    cached = fetchManifest();
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}
