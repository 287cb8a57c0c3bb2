import { describe, expect, it } from 'vitest';
import { resolveLandingVersion } from './config';

describe('resolveLandingVersion', () => {
  it('defaults to the version with demo and pricing', () => {
    expect(resolveLandingVersion(null, undefined)).toBe('demo');
    expect(resolveLandingVersion(null, '')).toBe('demo');
    expect(resolveLandingVersion(null, 'something-else')).toBe('demo');
  });
  it('takes the alternate version from the build configuration', () => {
    expect(resolveLandingVersion(null, 'alternate')).toBe('alternate');
    expect(resolveLandingVersion(null, ' alternate ')).toBe('alternate');
  });
  it('lets the query parameter override the build in either direction', () => {
    expect(resolveLandingVersion('alternate', undefined)).toBe('alternate');
    expect(resolveLandingVersion('demo', 'alternate')).toBe('demo');
    expect(resolveLandingVersion('bogus', 'alternate')).toBe('alternate');
  });
});
