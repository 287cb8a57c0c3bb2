import { describe, expect, it } from 'vitest';
import { trustedOrigin } from './trusted-origin';

describe('trustedOrigin', () => {
  it('is SITE_URL’s origin whatever host the request named', () => {
    expect(trustedOrigin('https://ashgrovepress.co.uk/some/path', 'http://evil.example/x')).toBe(
      'https://ashgrovepress.co.uk',
    );
    expect(trustedOrigin('https://ashgrovepress.co.uk', 'http://localhost:8090/x')).toBe('https://ashgrovepress.co.uk');
  });

  it('without SITE_URL, is the request’s origin only on a loopback host', () => {
    expect(trustedOrigin(undefined, 'http://localhost:8090/x')).toBe('http://localhost:8090');
    expect(trustedOrigin(undefined, 'http://127.0.0.1:5173/x')).toBe('http://127.0.0.1:5173');
    expect(trustedOrigin(undefined, 'http://[::1]:8090/x')).toBe('http://[::1]:8090');
    for (const forged of [
      'http://evil.example/x',
      'http://localhost.evil.example/x',
      'http://127.0.0.1.evil.example/x',
      'https://ashgrovepress.co.uk/x',
    ]) {
      expect(trustedOrigin(undefined, forged)).toBeNull();
    }
  });
});
