import { createHash, randomBytes } from 'node:crypto';
import { lstat, mkdir, readFile, readdir, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/*
 * Where the root keeps the server modules it fetched from a team's deploy, and how it imports them
 * (decisions 127, 141). A team's module runs in the root with its credentials, so:
 * - the folder is private: created with mode 0700 under DATA_DIR (on Netlify the function's
 *   writable tmp), and refused unless it is a real folder this process's user owns with mode 0700
 *   (a shared tmpdir folder another local user made could hold anyone's code);
 * - a kept copy is named by the full SHA-256 of its bytes, and used only when the bytes read hash
 *   to that name;
 * - what is imported are the very bytes checked: written to a fresh file of their own (exclusive
 *   create, mode 0600, a random suffix) and imported from there, never a path that could have been
 *   replaced since the check. Not a data: URL: the bundle calls createRequire(import.meta.url).
 */

export const sha256 = (code: Buffer): string => createHash('sha256').update(code).digest('hex');

/**
 * Creates `dir` (mode 0700) if needed and answers it, or throws when it is not a folder owned by
 * `uid` with mode 0700.
 */
export async function privateFolder(dir: string, uid: number | undefined = process.getuid?.()): Promise<string> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const stats = await lstat(dir);
  if (!stats.isDirectory()) throw new Error(`the module cache ${dir} is not a folder`);
  if (uid !== undefined && stats.uid !== uid) {
    throw new Error(`the module cache ${dir} belongs to user ${stats.uid}, not this process's (${uid})`);
  }
  const mode = stats.mode & 0o777;
  if (mode !== 0o700) throw new Error(`the module cache ${dir} has mode ${mode.toString(8)}, not 700`);
  return dir;
}

const keptName = /^([a-z0-9-]+)-([0-9a-f]{64})\.mjs$/;

/** A kept copy of `remote`'s module whose hash starts with `prefix` (the published name's), checked whole; else null. */
export async function keptModule(dir: string, remote: string, prefix: string): Promise<Buffer | null> {
  for (const name of await readdir(dir)) {
    const match = keptName.exec(name);
    if (!match || match[1] !== remote || !match[2]!.startsWith(prefix)) continue;
    const code = await readFile(path.join(dir, name)).catch(() => null);
    if (code && sha256(code) === match[2]) return code;
  }
  return null;
}

/** Keeps `code` for the next start (written whole under a temporary name, then renamed). */
export async function keepModule(dir: string, remote: string, code: Buffer): Promise<void> {
  const file = path.join(dir, `${remote}-${sha256(code)}.mjs`);
  const partial = `${file}.${randomBytes(8).toString('hex')}.tmp`;
  await writeFile(partial, code, { flag: 'wx', mode: 0o600 });
  await rename(partial, file);
}

/** Imports exactly `code`: from a file of its own, created here, that nothing else names. */
export async function importExact(dir: string, code: Buffer): Promise<Record<string, unknown>> {
  const file = path.join(dir, `${sha256(code)}-${randomBytes(8).toString('hex')}.load.mjs`);
  await writeFile(file, code, { flag: 'wx', mode: 0o600 });
  try {
    return (await import(pathToFileURL(file).href)) as Record<string, unknown>;
  } finally {
    // Node holds the module once imported; the file was only its way in.
    await unlink(file).catch(() => undefined);
  }
}
