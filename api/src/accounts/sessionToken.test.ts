import { describe, expect, it } from 'vitest';
import { KEPT_TOKENS, sessionKey, sessionVerifier, signSessionToken } from './sessionToken.js';

const key = sessionKey('a-secret-long-enough-for-hs256-signing-here!');
const other = sessionKey('another-secret-long-enough-for-hs256-signing');
const nowSeconds = () => Math.floor(Date.now() / 1000);

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
});
