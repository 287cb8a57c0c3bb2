import { describe, expect, it } from 'vitest';
import { SITE } from '@publisher/shared/site';
import { REGISTERED_ADDRESS } from './organization';

describe('registered office', () => {
  it('matches the display line in SITE, part by part', () => {
    const { streetAddress, postalCode, addressLocality, addressCountry } = REGISTERED_ADDRESS;
    for (const part of [streetAddress, postalCode, addressLocality]) expect(SITE.registeredOffice).toContain(part);
    expect(addressCountry).toBe('GB');
    expect(SITE.registeredOffice).toMatch(/United Kingdom$/);
  });
});
