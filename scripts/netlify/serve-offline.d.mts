export declare const REPO_ROOT: string;
export declare const CLI: string;
export declare const MIGRATIONS_DIR: string;
export declare function startLocalDatabase(): Promise<{ url: string; migrations: string[]; stop: () => Promise<void> }>;
export interface NetlifyServe {
  url: string;
  stop: () => Promise<void>;
  output: () => string;
  startedMs: number;
}
export declare function startNetlifyServe(options: {
  port: number;
  functionsPort?: number;
  staticPort?: number;
  env?: Record<string, string>;
  timeoutMs?: number;
  echo?: boolean;
  logFile?: string;
}): Promise<NetlifyServe>;
