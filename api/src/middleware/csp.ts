import type { ContentSecurityPolicyOptionHandler, secureHeaders } from 'hono/secure-headers';

/*
 * The Content-Security-Policy of the whole site (shell, remotes, API, flipbooks): only what
 * the site loads. Origins come from configuration, so moving a remote or switching analytics
 * changes the policy without code changes.
 */

export interface CspConfig {
  /** REMOTE_URL_* entries; only absolute URLs add an origin (relative ones are 'self'). */
  remoteUrls: readonly (string | undefined)[];
  /** ANALYTICS_SRC, when analytics is configured (ANALYTICS_DOMAIN set). */
  analyticsSrc?: string | undefined;
  /** SENTRY_DSN: its host is where error reports go. */
  sentryDsn?: string | undefined;
  /** FLIPBOOK_SERVICE_URL: an external flipbook service shown in frames, if any. */
  flipbookServiceUrl?: string | undefined;
  /**
   * Hashes ('sha256-…') of the shell page's own inline script and style (site/inline-hashes.ts); a
   * style source may be read per response (the styles inlined from hosted remotes' current builds).
   */
  inline?: { scripts: readonly string[]; styles: readonly (string | ContentSecurityPolicyOptionHandler)[] } | undefined;
}

export const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.paypalobjects.com'] as const;
export const SPOTIFY_EMBED_ORIGIN = 'https://open.spotify.com';
/** The podcast page's other player (an Apple Podcasts embed), probed with a fetch before it is framed. */
export const APPLE_PODCASTS_EMBED_ORIGIN = 'https://embed.podcasts.apple.com';
/** Airtable attachment hosts: cover images come from there when content is on Airtable. */
export const AIRTABLE_IMAGE_ORIGINS = ['https://dl.airtable.com', 'https://v5.airtableusercontent.com'] as const;

/** The origin of an absolute http(s) URL, else undefined. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

const uniq = (list: (string | undefined)[]) => [...new Set(list.filter((v): v is string => Boolean(v)))];

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;
/** The policy in the shape Hono's secureHeaders takes (camel-case directive names). */
export type CspDirectives = NonNullable<SecureHeadersOptions['contentSecurityPolicy']>;

export function cspDirectives(config: CspConfig): CspDirectives {
  const remotes = uniq(config.remoteUrls.map(originOf));
  const analytics = originOf(config.analyticsSrc);
  const sentry = originOf(config.sentryDsn);
  const flipbooks = originOf(config.flipbookServiceUrl);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: uniq(["'self'", ...(config.inline?.scripts ?? []), ...remotes, analytics, ...PAYPAL_ORIGINS]),
    // Module Federation loads remote CSS as <link> files; React sets styles through the CSSOM.
    // The shell's style sheet is inlined into the first HTML (allowed by its hash).
    styleSrc: [
      ...uniq(["'self'", ...(config.inline?.styles ?? []).filter((s) => typeof s === 'string'), ...remotes]),
      ...(config.inline?.styles ?? []).filter((s) => typeof s === 'function'),
    ],
    imgSrc: uniq(["'self'", 'data:', 'blob:', ...remotes, ...PAYPAL_ORIGINS, ...AIRTABLE_IMAGE_ORIGINS]),
    fontSrc: uniq(["'self'", ...remotes]),
    // The podcast page probes the Spotify embed before framing it (falls back to links on failure).
    connectSrc: uniq([
      "'self'",
      ...remotes,
      analytics,
      sentry,
      PAYPAL_ORIGINS[0],
      SPOTIFY_EMBED_ORIGIN,
      APPLE_PODCASTS_EMBED_ORIGIN,
    ]),
    // The Collector's portal audio helper swaps audio sources for blob: URLs with the silence added.
    mediaSrc: ["'self'", 'blob:', 'data:'],
    frameSrc: uniq(["'self'", PAYPAL_ORIGINS[0], SPOTIFY_EMBED_ORIGIN, APPLE_PODCASTS_EMBED_ORIGIN, flipbooks]),
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'", PAYPAL_ORIGINS[0]],
    frameAncestors: ["'self'"],
  };
}
