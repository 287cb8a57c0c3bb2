// The host's fallback notes and the teams' cached answers share one tracker (docs/decisions/133).
export { noteFallback, trackFallbacks } from '@publisher/shared/server/http/fallback-tracking';
