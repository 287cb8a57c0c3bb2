import { basename } from 'node:path';

/* Driver and file-system failures that mean "the store cannot be used now", not "bad input". */
const UNAVAILABLE_SQLITE = /^SQLITE_(BUSY|LOCKED|READONLY|FULL|IOERR|CORRUPT|NOTADB|CANTOPEN|PERM|PROTOCOL)/;
const UNAVAILABLE_FS = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOSPC', 'EDQUOT', 'ENOTDIR', 'EIO', 'EEXIST']);

/** The reason of an unavailable-store failure (`SQLITE_BUSY: database is locked`), else null. */
export function unavailableReason(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLITE.test(code) || UNAVAILABLE_FS.has(code))) {
    return `${code}: ${error.message}`;
  }
  // better-sqlite3 throws a TypeError without a code when the directory is missing.
  if (error instanceof TypeError && /directory does not exist/.test(error.message)) return error.message;
  return null;
}

/** Builds `toError` for a connection: unavailable failures become `make(file, reason)`. */
export const mapUnavailable =
  (file: string, make: (file: string, reason: string, cause: unknown) => Error) =>
  (error: unknown): Error => {
    const reason = unavailableReason(error);
    if (reason === null) return error instanceof Error ? error : new Error(String(error));
    return make(file, reason.replace(file, basename(file)), error);
  };
