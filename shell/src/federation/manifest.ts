import { remoteManifestSchema, type RemoteManifest } from '@publisher/shared/remotes';

let cached: Promise<RemoteManifest> | undefined;

async function fetchManifest(): Promise<RemoteManifest> {
  const response = await fetch('/remotes.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The site configuration could not be loaded (HTTP ${response.status}).`);
  return remoteManifestSchema.parse(await response.json());
}

/** The runtime manifest, fetched once per page (again when a retry asks for it). */
export function loadManifest(refresh = false): Promise<RemoteManifest> {
  if (!cached || refresh) {
    cached = fetchManifest();
    cached.catch(() => {
      cached = undefined;
    });
  }
  return cached;
}
