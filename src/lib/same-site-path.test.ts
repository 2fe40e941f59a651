import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    ['/schedule/monday', '/schedule/monday'],
    ['/classes?all=1', '/classes?all=1'],
    ['/account#settings', '/account#settings'],
    ['/a/../account', '/account'],
    ['/', '/'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it('gives a path with its query and hash back exactly', () => {
    const path = '/schedule/monday?slot=monday-0900-fitness&q=a%20b#monday-0900-fitness';
    expect(sameSitePath(path)).toBe(path);
  });

  it.each([
    // Another origin, spelled outright or protocol-relative.
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '\\/evil.example',
    // Paths that only become `//evil.example` once dot segments are resolved.
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2E//evil.example',
    '/%2e%2e//evil.example',
    // Slashes and backslashes in disguise: harmless here, a host to anything that decodes them.
    '/%2F%2Fevil.example',
    '/%2f%2Fevil.example',
    '/%5C%5Cevil.example',
    '/%5cevil.example',
    '/%2F%5Cevil.example',
    '/./%2F/evil.example',
    // Tab and newline are dropped by the URL parser, joining the two slashes.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/%09/evil.example',
    '\t//evil.example',
    // Schemes.
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    // Not a path at all.
    'schedule',
    ' /schedule',
    '',
    // A malformed escape: anything that decodes it throws.
    '/%E0%A4%A',
    undefined,
    null,
    42,
    { returnTo: '/account' },
  ])('refuses %j', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
