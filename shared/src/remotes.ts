// zod/mini: the shell parses this in the browser, where full zod would cost ~50 KB.
import * as z from 'zod/mini';
import { REMOTE_NAMES } from './remote-names';

/**
 * The runtime manifest the shell fetches from `/remotes.json`.
 * Written by the server from configuration, so moving a remote needs no shell rebuild.
 */
export const remoteManifestSchema = z.object({
  remotes: z.array(
    z.object({
      remote: z.enum(REMOTE_NAMES),
      name: z.string().check(z.regex(/^[A-Za-z_$][\w$]*$/)),
      entry: z.string().check(z.minLength(1)),
    }),
  ),
  /** Milliseconds after which a remote that has not answered is treated as down. */
  loadTimeoutMs: z.number().check(z.int(), z.positive()),
  /** Public, consent-gated third parties. Null when not configured: then nothing is loaded. */
  analytics: z.nullable(z.object({ domain: z.string().check(z.minLength(1)), src: z.url() })),
  errorReporting: z.nullable(z.object({ dsn: z.string().check(z.minLength(1)) })),
});
export type RemoteManifest = z.infer<typeof remoteManifestSchema>;
