import { describe, expect, it } from 'vitest';
import { sameSitePath } from './same-site-path';

describe('sameSitePath', () => {
  it.each([
    ['/schedule/monday', '/schedule/monday'],
    ['/classes?all=1', '/classes?all=1'],
    ['/account#settings', '/account#settings'],
    ['/a/../account', '/account'],
  ])('keeps the site path %s', (value, expected) => {
    expect(sameSitePath(value)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'schedule',
    '',
    undefined,
    42,
  ])('refuses %s', (value) => {
    expect(sameSitePath(value)).toBeNull();
  });
});
