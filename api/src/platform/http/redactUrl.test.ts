import { describe, expect, it } from 'vitest';
import { redactUrl } from './redactUrl.js';

describe('redactUrl', () => {
  it.each([
    ['/auth/twitch/callback?token=eyJ.a.b', '/auth/twitch/callback?token=[redacted]'],
    [
      '/api/auth/twitch/callback?code=abc&scope=user%3Aread%3Asubscriptions&state=xyz',
      '/api/auth/twitch/callback?code=[redacted]&scope=user%3Aread%3Asubscriptions&state=[redacted]',
    ],
    ['/api/builds?page=2&search=token', '/api/builds?page=2&search=token'],
    ['/api/builds?mytoken=1', '/api/builds?mytoken=1'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
