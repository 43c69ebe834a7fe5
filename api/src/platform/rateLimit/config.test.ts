import { describe, expect, it } from 'vitest';
import { readRateLimits } from './config.js';

function read(env: Record<string, string | undefined>) {
  const problems: string[] = [];
  const limits = readRateLimits({ read: (name) => env[name], problems });
  return { limits, problems };
}

describe('readRateLimits', () => {
  it.each([
    {
      env: {},
      expected: {
        signIn: [
          { max: 30, windowSeconds: 60 },
          { max: 200, windowSeconds: 3600 },
        ],
        admin: [{ max: 120, windowSeconds: 60 }],
        contentWrite: [
          { max: 60, windowSeconds: 60 },
          { max: 600, windowSeconds: 3600 },
        ],
        upload: [
          { max: 20, windowSeconds: 60 },
          { max: 120, windowSeconds: 3600 },
        ],
        favourite: [
          { max: 30, windowSeconds: 60 },
          { max: 300, windowSeconds: 3600 },
        ],
      },
    },
    {
      env: {
        SIGN_IN_RATE_LIMITS: '3/10s',
        ADMIN_RATE_LIMITS: '5/1m,50/1d',
        CONTENT_WRITE_RATE_LIMITS: '1000/1m',
        UPLOAD_RATE_LIMITS: '1/10s',
        FAVOURITE_RATE_LIMITS: '10/1m,20/1h',
      },
      expected: {
        signIn: [{ max: 3, windowSeconds: 10 }],
        admin: [
          { max: 5, windowSeconds: 60 },
          { max: 50, windowSeconds: 86_400 },
        ],
        contentWrite: [{ max: 1000, windowSeconds: 60 }],
        upload: [{ max: 1, windowSeconds: 10 }],
        favourite: [
          { max: 10, windowSeconds: 60 },
          { max: 20, windowSeconds: 3600 },
        ],
      },
    },
  ])('$env', ({ env, expected }) => {
    expect(read(env)).toEqual({ limits: expected, problems: [] });
  });

  it.each([
    { name: 'SIGN_IN_RATE_LIMITS', value: 'beaucoup' },
    { name: 'ADMIN_RATE_LIMITS', value: '0/1m' },
    { name: 'CONTENT_WRITE_RATE_LIMITS', value: '5/1m,6/60s' },
    { name: 'UPLOAD_RATE_LIMITS', value: '-1/1m' },
    { name: 'FAVOURITE_RATE_LIMITS', value: '3/1y' },
  ])('reports $name=$value and keeps the default', ({ name, value }) => {
    const { limits, problems } = read({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(name);
    expect(limits).toEqual(read({}).limits);
  });
});
