/* Moved to the shared kit's testing helpers: a team's server tests use it too. */
export { memoryStateStore } from '@publisher/shared/testing/memory-state-store';
