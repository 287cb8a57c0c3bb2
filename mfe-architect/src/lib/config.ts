/*
 * Build-time configuration of this remote (Vite `VITE_` variables, see README of mfe-architect).
 * The shell and server have no per-remote configuration channel yet, so these are baked in at build.
 */

export type LandingVersion = 'demo' | 'alternate';

/**
 * The landing version: a `?version=` query value wins (tests, previews), then the build's
 * VITE_ARCHITECT_LANDING; anything unrecognised means the version with demo and pricing.
 */
export function resolveLandingVersion(query: string | null, configured: string | undefined): LandingVersion {
  if (query === 'alternate' || query === 'demo') return query;
  return configured?.trim() === 'alternate' ? 'alternate' : 'demo';
}

export const configuredLanding = (): string | undefined => import.meta.env.VITE_ARCHITECT_LANDING;

/** The GPT store is the safe default until the assistant's own address is configured. */
export const GPT_URL: string = import.meta.env.VITE_ARCHITECT_GPT_URL || 'https://chatgpt.com/gpts';
