import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, remoteOrigins } from './contentSecurityPolicy.js';

describe('remoteOrigins', () => {
  it.each([
    { entries: [], expected: [] },
    { entries: ['/remotes/reader/remoteEntry.js'], expected: [] },
    {
      entries: ['https://cdn.example/v2/remoteEntry.js', '/remotes/admin/remoteEntry.js'],
      expected: ['https://cdn.example'],
    },
    {
      entries: ['https://cdn.example/a/remoteEntry.js', 'https://cdn.example/b/remoteEntry.js'],
      expected: ['https://cdn.example'],
    },
    {
      entries: ['http://127.0.0.1:9000/reader/remoteEntry.js', 'https://a.example:8443/x.js'],
      expected: ['http://127.0.0.1:9000', 'https://a.example:8443'],
    },
  ])('$entries → $expected', ({ entries, expected }) => {
    expect(remoteOrigins(entries)).toEqual(expected);
  });
});

/** The policy as directive → sources, as the header spells them. */
const directives = (policy: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(policy).map(([name, sources]) => [name, sources.join(' ')]));

describe('contentSecurityPolicy', () => {
  it.each([
    {
      origins: [],
      expected: {
        'default-src': "'self'",
        'script-src': "'self'",
        'style-src': "'self' 'unsafe-inline'",
        'img-src': "'self' data: blob: https:",
        'font-src': "'self' data:",
        'connect-src': "'self'",
        'worker-src': "'self'",
        'manifest-src': "'self'",
        'object-src': "'none'",
        'base-uri': "'self'",
        'form-action': "'self'",
        'frame-ancestors': "'none'",
      },
    },
    {
      origins: ['https://cdn.example', 'http://127.0.0.1:9000'],
      expected: {
        'script-src': "'self' https://cdn.example http://127.0.0.1:9000",
        'connect-src': "'self' https://cdn.example http://127.0.0.1:9000",
      },
    },
  ])('with remotes on $origins', ({ origins, expected }) => {
    expect(directives(contentSecurityPolicy(origins))).toMatchObject(expected);
  });

  it('never allows inline or evaluated scripts', () => {
    const policy = directives(contentSecurityPolicy(['https://cdn.example']));
    expect(policy['script-src']).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});
