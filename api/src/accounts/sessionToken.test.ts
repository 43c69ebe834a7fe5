import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  CLOCK_SKEW_S,
  KEPT_TOKENS,
  sessionKey,
  sessionVerifier,
  signSessionToken,
  verifySessionToken,
} from './sessionToken.js';

const key = sessionKey('a-secret-long-enough-for-hs256-signing-here!');
const other = sessionKey('another-secret-long-enough-for-hs256-signing');
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A well-signed token of `key` with the issue time given (none when undefined). */
function tokenIssuedAt(iat: number | undefined): Promise<string> {
  const jwt = new SignJWT({ id: 3, role: 'user' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(nowSeconds() + 3600);
  return (iat === undefined ? jwt : jwt.setIssuedAt(iat)).sign(key);
}

describe('sessionVerifier', () => {
  it('accepts a token of its key, and refuses the same token once it has expired', async () => {
    const token = await signSessionToken({ id: 7, role: 'createur' }, key, 60);
    const { exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      exp: number;
    };
    let now = exp - 60;
    const verify = sessionVerifier(key, () => now);
    expect(await verify(token)).toEqual({ id: 7, role: 'createur' });
    // Kept: asked again within its life, the same answer.
    expect(await verify(token)).toEqual({ id: 7, role: 'createur' });
    now += 59;
    expect(await verify(token)).toEqual({ id: 7, role: 'createur' });
    now += 1;
    expect(await verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, tampered with, or not a token, every time', async () => {
    const verify = sessionVerifier(key);
    const foreign = await signSessionToken({ id: 1, role: 'admin' }, other, 60);
    const good = await signSessionToken({ id: 1, role: 'user' }, key, 60);
    const [head, , signature] = good.split('.');
    const claims = Buffer.from(JSON.stringify({ id: 1, role: 'admin', exp: nowSeconds() + 60 }));
    const tampered = `${head}.${claims.toString('base64url')}.${signature}`;
    for (const token of [foreign, tampered, 'not-a-token', foreign]) {
      expect(await verify(token)).toBeNull();
    }
    expect(await verify(good)).toEqual({ id: 1, role: 'user' });
    expect(await verify(tampered)).toBeNull();
  });

  it('forgets the oldest token past its bound, and checks it again when it comes back', async () => {
    const verify = sessionVerifier(key);
    const first = await signSessionToken({ id: 1, role: 'user' }, key, 60);
    expect(await verify(first)).not.toBeNull();
    for (let id = 2; id <= KEPT_TOKENS + 1; id++) {
      expect(await verify(await signSessionToken({ id, role: 'user' }, key, 60))).not.toBeNull();
    }
    // Forgotten, then verified afresh: still accepted.
    expect(await verify(first)).toEqual({ id: 1, role: 'user' });
  });

  it('refuses a token issued further in the future than the allowed clock skew, every time', async () => {
    const verify = sessionVerifier(key);
    const ahead = await tokenIssuedAt(nowSeconds() + CLOCK_SKEW_S + 5);
    expect(await verifySessionToken(ahead, key)).toBeNull();
    expect(await verify(ahead)).toBeNull();
    // Not kept once refused: asked again, still refused.
    expect(await verify(ahead)).toBeNull();
  });

  it('accepts a token issued a few seconds ahead (another process’s clock), or in the past', async () => {
    const verify = sessionVerifier(key);
    expect(await verify(await tokenIssuedAt(nowSeconds() + 20))).toEqual({ id: 3, role: 'user' });
    expect(await verify(await tokenIssuedAt(nowSeconds() - 600))).toEqual({ id: 3, role: 'user' });
  });

  it('judges the issue time by the verifier’s clock', async () => {
    const token = await tokenIssuedAt(nowSeconds() + 600);
    expect(await sessionVerifier(key)(token)).toBeNull();
    // Ten minutes later by the clock given: the token's time has come.
    expect(await sessionVerifier(key, () => nowSeconds() + 600)(token)).toEqual({
      id: 3,
      role: 'user',
    });
  });

  it('refuses a token without an issue time', async () => {
    expect(await sessionVerifier(key)(await tokenIssuedAt(undefined))).toBeNull();
  });
});
