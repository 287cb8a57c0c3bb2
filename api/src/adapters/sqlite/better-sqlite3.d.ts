/*
 * The part of better-sqlite3's API this repo uses. Declared here rather than adding
 * @types/better-sqlite3 so the lockfile (shared with other branches) stays as it is; extend it
 * when a new method is needed.
 */
declare module 'better-sqlite3' {
  export interface RunResult {
    changes: number;
    lastInsertRowid: number | bigint;
  }
  export interface Statement {
    run(...params: unknown[]): RunResult;
    get(...params: unknown[]): unknown;
    all(...params: unknown[]): unknown[];
  }
  export interface Transaction<F extends (...args: never[]) => unknown> {
    (...args: Parameters<F>): ReturnType<F>;
    immediate(...args: Parameters<F>): ReturnType<F>;
    deferred(...args: Parameters<F>): ReturnType<F>;
    exclusive(...args: Parameters<F>): ReturnType<F>;
  }
  export interface Options {
    readonly?: boolean;
    fileMustExist?: boolean;
    /** Busy timeout in milliseconds (SQLITE_BUSY is thrown after it). */
    timeout?: number;
  }
  class Database {
    constructor(filename: string, options?: Options);
    readonly open: boolean;
    readonly inTransaction: boolean;
    readonly name: string;
    prepare(sql: string): Statement;
    exec(sql: string): this;
    pragma(source: string, options?: { simple?: boolean }): unknown;
    transaction<F extends (...args: never[]) => unknown>(fn: F): Transaction<F>;
    backup(destination: string): Promise<{ totalPages: number; remainingPages: number }>;
    close(): this;
  }
  namespace Database {
    class SqliteError extends Error {
      code: string;
    }
  }
  export default Database;
}
