import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import type { Role } from '../accounts/users/roles.js';
import { UPLOAD_LIMITS, UPLOAD_MAX_BYTES } from './limits.js';
import { storeUpload } from './service.js';

type Format = 'png' | 'jpeg' | 'gif' | 'webp';

/** A picture made by sharp itself: a gradient, so encoders have real content to work on. */
async function picture(format: Format, width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < width * height; i++) {
    raw[i * 3] = (i % width) % 256;
    raw[i * 3 + 1] = Math.floor(i / width) % 256;
    raw[i * 3 + 2] = 128;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

/** A 1x1 PNG whose header claims `side` x `side` pixels (CRC fixed so decoders trust it). */
async function pngClaiming(side: number): Promise<Buffer> {
  const png = Buffer.from(await picture('png', 1, 1));
  png.writeUInt32BE(side, 16);
  png.writeUInt32BE(side, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

interface Answer {
  url: string;
  width: number;
  height: number;
  size: number;
  contentType: string;
}

describe('POST /api/uploads and GET /uploads/:file', () => {
  let app: App;
  const users = {} as Record<Role, TestUser>;

  beforeAll(async () => {
    // Every case here sends pictures from a few accounts; the limit itself is tested below.
    app = await buildTestApp({ env: { UPLOAD_RATE_LIMITS: '10000/1m' } });
    for (const role of ['admin', 'createur', 'twitch', 'user', 'blacklist'] as const) {
      users[role] = await addUser(app, `up_${role}`, role);
    }
  });
  afterAll(() => app.close());

  const upload = (
    body: Buffer | string,
    options: { user?: TestUser; type?: string; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: {
        'content-type': options.type ?? 'image/png',
        ...(options.user ? options.user.headers : {}),
        ...options.headers,
      },
      payload: body,
    });
  const countRows = async (userId: number) =>
    (
      await app.db.query<{ n: number }>(
        'select count(*)::int as n from uploads where user_id = $1',
        [userId],
      )
    ).rows[0]?.n;

  describe('who may upload', () => {
    it.each<[string, Role | undefined, number, string | undefined]>([
      ['an anonymous visitor', undefined, 401, 'Authentification requise'],
      ['a plain user', 'user', 403, 'Accès refusé : droits insuffisants'],
      ['a blacklisted account', 'blacklist', 403, 'Compte restreint'],
      ['a createur', 'createur', 201, undefined],
      ['a twitch creator', 'twitch', 201, undefined],
      ['an admin', 'admin', 201, undefined],
    ])('%s gets %i', async (_name, role, status, error) => {
      const res = await upload(await picture('png', 40 + status, 30), {
        user: role ? users[role] : undefined,
      });
      expect(res.statusCode).toBe(status);
      if (error) expect(res.json()).toEqual({ error });
      else expect(res.json<Answer>().url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    });
  });

  describe('formats, re-encoded on the server', () => {
    it.each<[string, Format, [number, number], string, [number, number]]>([
      ['a wide PNG', 'png', [2400, 1200], 'image/png', [1200, 600]],
      ['a tall JPEG', 'jpeg', [800, 1600], 'image/jpeg', [600, 1200]],
      ['a GIF, as WebP', 'gif', [1500, 300], 'image/webp', [1200, 240]],
      ['a small WebP, never enlarged', 'webp', [300, 200], 'image/webp', [300, 200]],
    ])('stores %s', async (_name, format, [w, h], type, [width, height]) => {
      const res = await upload(await picture(format, w, h), {
        user: users.createur,
        type: `image/${format}`,
      });
      expect(res.statusCode).toBe(201);
      const answer = res.json<Answer>();
      expect(answer).toMatchObject({ width, height, contentType: type });
      expect(answer.url).toMatch(
        new RegExp(`\\.${type === 'image/jpeg' ? 'jpg' : type.slice(6)}$`),
      );

      const served = await app.inject({ method: 'GET', url: answer.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.rawPayload.length).toBe(answer.size);
      const meta = await sharp(served.rawPayload).metadata();
      expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
        format: type.slice(6),
        width,
        height,
      });
    });

    it('trusts the bytes, not the declared type: a JPEG sent as image/png stays a JPEG', async () => {
      const res = await upload(await picture('jpeg', 64, 48), { user: users.createur });
      expect(res.statusCode).toBe(201);
      expect(res.json<Answer>().contentType).toBe('image/jpeg');
    });

    it('drops the metadata and turns a phone photo upright', async () => {
      const photo = await sharp(await picture('jpeg', 120, 60))
        .withExif({ IFD0: { Copyright: 'Marie, 2026', Model: 'Téléphone secret' } })
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer();
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      const res = await upload(photo, { user: users.createur, type: 'image/jpeg' });
      expect(res.json<Answer>()).toMatchObject({ width: 60, height: 120 });
      const served = (await app.inject({ method: 'GET', url: res.json<Answer>().url })).rawPayload;
      const meta = await sharp(served).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.includes(Buffer.from('Marie, 2026'))).toBe(false);
    });
  });

  describe('refusals', () => {
    it.each<[string, Buffer | string, string, number, string]>([
      [
        'a text file sent as image/png',
        'je ne suis pas une image',
        'image/png',
        415,
        'Format de fichier non supporté',
      ],
      [
        'an SVG',
        '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
        'image/svg+xml',
        415,
        'Format de fichier non supporté',
      ],
      ['a JSON body', '{"url":"x"}', 'application/json', 415, 'Format de fichier non supporté'],
      [
        'a PNG signature followed by garbage',
        Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          randomBytes(64),
        ]),
        'image/png',
        400,
        'Image illisible ou endommagée',
      ],
    ])('refuses %s', async (_name, body, type, status, error) => {
      const res = await upload(body, { user: users.createur, type });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toEqual({ error });
    });

    it('refuses a body over 5 MiB with 413, before storing anything', async () => {
      const before = await countRows(users.twitch.id);
      const big = Buffer.concat([await picture('png', 10, 10), Buffer.alloc(UPLOAD_MAX_BYTES)]);
      const res = await upload(big, { user: users.twitch });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'Image trop volumineuse : 5 Mo au maximum' });
      expect(await countRows(users.twitch.id)).toBe(before);
    });

    it('refuses a picture whose header claims too many pixels, without decoding it', async () => {
      const res = await upload(await pngClaiming(10_000), { user: users.createur });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ error: 'Image trop grande : 50 mégapixels au maximum' });
    });

    it('checks the role before the size: an anonymous 6 MiB body is a 401', async () => {
      const res = await upload(Buffer.alloc(UPLOAD_MAX_BYTES + 1));
      expect(res.statusCode).toBe(401);
    });
  });

  describe('de-duplication, quota and rate', () => {
    it('answers the same address for the same bytes from one account, even sent together', async () => {
      const shot = await picture('png', 77, 33);
      const [a, b] = await Promise.all([
        upload(shot, { user: users.admin }),
        upload(shot, { user: users.admin }),
      ]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json<Answer>().url).toBe(b.json<Answer>().url);
      const again = await upload(shot, { user: users.admin });
      expect(again.statusCode).toBe(200);
      expect(again.json<Answer>().url).toBe(a.json<Answer>().url);

      const other = await upload(shot, { user: users.createur });
      expect(other.statusCode).toBe(201);
      expect(other.json<Answer>().url).not.toBe(a.json<Answer>().url);
    });

    it('refuses a picture that would take an account past its quota', async () => {
      const owner = await addUser(app, 'quota_owner', 'createur');
      const small = { ...UPLOAD_LIMITS, quotaBytes: 2000 };
      await storeUpload(app.db, owner.id, await picture('png', 8, 8), small);
      await expect(
        storeUpload(app.db, owner.id, await picture('png', 200, 200), small),
      ).rejects.toMatchObject({ statusCode: 403, message: /100 Mo par compte/ });
      expect(await countRows(owner.id)).toBe(1);
    });

    it('refuses a picture past UPLOAD_RATE_LIMITS with 429 and Retry-After, storing nothing', async () => {
      const limited = await buildTestApp({ env: { UPLOAD_RATE_LIMITS: '1/1h' } });
      try {
        const busy = await addUser(limited, 'busy_creator', 'createur');
        const send = async (side: number) =>
          limited.inject({
            method: 'POST',
            url: '/api/uploads',
            headers: { ...busy.headers, 'content-type': 'image/png' },
            payload: await picture('png', side, side),
          });
        expect((await send(20)).statusCode).toBe(201);
        const res = await send(21);
        expect(res.statusCode).toBe(429);
        expect(res.json()).toEqual({
          error: 'Trop d’images envoyées à la suite. Réessayez dans quelques minutes.',
        });
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(3600);
        const { rows } = await limited.db.query<{ n: number }>(
          'select count(*)::int as n from uploads where user_id = $1',
          [busy.id],
        );
        expect(rows[0]?.n).toBe(1);
      } finally {
        await limited.close();
      }
    });
  });

  describe('serving', () => {
    let answer: Answer;
    beforeAll(async () => {
      answer = (await upload(await picture('png', 90, 45), { user: users.createur })).json();
    });

    it('serves an upload for good, typed, not sniffable, to anyone', async () => {
      const res = await app.inject({ method: 'GET', url: answer.url });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'content-type': 'image/png',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-length': String(answer.size),
      });
      expect(res.headers['content-security-policy']).toContain("default-src 'none'");
      const head = await app.inject({ method: 'HEAD', url: answer.url });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toBe('image/png');
    });

    it.each([
      ['an unknown id', '/uploads/00000000-0000-4000-8000-000000000000.png'],
      ['a malformed name', '/uploads/1.png'],
      ['a long name', `/uploads/${'a'.repeat(80)}.png`],
      ['another extension', () => answer.url.replace(/\.png$/, '.webp')],
    ])('answers 404 JSON for %s', async (_name, url) => {
      const res = await app.inject({ method: 'GET', url: typeof url === 'string' ? url : url() });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Image introuvable' });
    });
  });
  describe('in a guide', () => {
    it('keeps the uploaded address and drops an inline base64 copy', async () => {
      const { url } = (
        await upload(await picture('png', 33, 66), { user: users.createur })
      ).json<Answer>();
      const inline = `data:image/png;base64,${(await picture('png', 2, 2)).toString('base64')}`;
      const res = await app.inject({
        method: 'POST',
        url: '/api/guides',
        headers: users.createur.headers,
        payload: {
          title: 'Guide illustré',
          content: `<p>Avant</p><img src="${url}" alt="capture" width="auto" height="auto" /><img src="${inline}" alt="inline" />`,
        },
      });
      expect(res.statusCode).toBe(201);
      const { content } = res.json<{ content: string }>();
      expect(content).toContain(`<img src="${url}" alt="capture" width="auto" height="auto" />`);
      expect(content).toContain('<img alt="inline" />');
      expect(content).not.toContain('base64');
    });
  });
});

describe('uploads next to the built shell', () => {
  let app: App;
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'poe-web-uploads-'));
    await mkdir(join(root, 'shell/dist'), { recursive: true });
    await writeFile(join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    app = await buildTestApp({ env: { WEB_ROOT: root } });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  it('never answers the shell page for a missing upload opened in a tab', async () => {
    for (const url of ['/uploads/nope.png', '/uploads/a/b']) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
