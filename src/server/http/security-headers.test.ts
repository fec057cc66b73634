import { describe, expect, it } from 'vitest';
import { resolveHeaders, securityHeaders } from './security-headers';

describe('security headers', () => {
  const asMap = (isHttps: boolean) => new Map(resolveHeaders(securityHeaders(isHttps)).map(([name, value]) => [name.toLowerCase(), value]));

  it('limits content to the academy’s own origin and forbids framing', () => {
    const headers = asMap(false);
    expect(headers.get('content-security-policy')).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self';connect-src 'self';frame-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'",
    );
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.has('strict-transport-security')).toBe(false);
  });

  it('asks browsers to stay on HTTPS when the app is served over it', () => {
    const headers = asMap(true);
    expect(headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
    expect(headers.get('content-security-policy')).toContain('upgrade-insecure-requests');
  });
});
