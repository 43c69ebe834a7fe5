import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page } from '../support/test.js';
import ts from 'typescript';
import { repoRoot } from '../support/servers.js';
import { signInAs } from '../support/signIn.js';

// The author remote is bundled, so its optimiser cannot be imported from the built site: the
// page gets the module's own source instead, transpiled as it is requested.
const IMAGES_DIR = join(repoRoot, 'mf-author/src/images');
const MODULE_PREFIX = '/__images-module/';

interface Optimised {
  name: string;
  type: string;
  originalSize: number;
  optimizedSize: number;
  format: string;
  compression: number;
  dimensions: { width: number; height: number };
}

interface Stored {
  url: string;
  width: number;
  height: number;
  size: number;
  contentType: string;
}

declare global {
  interface Window {
    optimiseAndUpload(
      source:
        | { kind: 'canvas'; width: number; height: number }
        | { kind: 'bytes'; base64: string; type: string; name: string },
      token: string,
    ): Promise<{ optimised: Optimised; stored: Stored } | { failure: string }>;
  }
}

/** A 1x1 GIF: the canvas cannot write GIFs, so the browser gets one made by hand. */
const GIF_1X1 = 'R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==';

async function loadOptimiser(page: Page) {
  await page.route(`**${MODULE_PREFIX}**`, async (route) => {
    const name = new URL(route.request().url()).pathname.slice(MODULE_PREFIX.length);
    const source = await readFile(join(IMAGES_DIR, `${name.replace(/\.js$/, '')}.ts`), 'utf8');
    const { outputText } = ts.transpileModule(source, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    await route.fulfill({ contentType: 'text/javascript', body: outputText });
  });
  await page.addScriptTag({
    type: 'module',
    content: `
      import { optimiseImage } from '${MODULE_PREFIX}optimiseImage.js';
      async function sourceFile(source) {
        if (source.kind === 'bytes') {
          const bytes = Uint8Array.from(atob(source.base64), (c) => c.charCodeAt(0));
          return new File([bytes], source.name, { type: source.type });
        }
        const canvas = document.createElement('canvas');
        canvas.width = source.width;
        canvas.height = source.height;
        const context = canvas.getContext('2d');
        const gradient = context.createLinearGradient(0, 0, source.width, source.height);
        gradient.addColorStop(0, '#c9a45c');
        gradient.addColorStop(1, '#16130f');
        context.fillStyle = gradient;
        context.fillRect(0, 0, source.width, source.height);
        const blob = await new Promise((resolve) => canvas.toBlob(resolve, 'image/png'));
        return new File([blob], 'capture.png', { type: 'image/png' });
      }
      window.optimiseAndUpload = async (source, token) => {
        try {
          const result = await optimiseImage(await sourceFile(source));
          const answer = await fetch('/api/uploads', {
            method: 'POST',
            headers: { Authorization: 'Bearer ' + token, 'Content-Type': result.file.type },
            body: result.file,
          });
          const { file, ...optimised } = result;
          return {
            optimised: { ...optimised, name: file.name, type: file.type },
            stored: await answer.json(),
          };
        } catch (error) {
          return { failure: error.reason ?? String(error) };
        }
      };
    `,
  });
  await page.waitForFunction(() => typeof window.optimiseAndUpload === 'function');
}

const pngSize = (bytes: Buffer) => ({
  width: bytes.readUInt32BE(16),
  height: bytes.readUInt32BE(20),
});

// The harness injects an inline module that drives the optimiser, which the site's
// Content-Security-Policy rightly blocks; the optimiser itself needs no exception.
test.use({ bypassCSP: true });

test('a creator’s picture is optimised in the browser, stored re-encoded and served for good', async ({
  page,
  request,
}) => {
  await signInAs(page, 'MarieCrea');
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  expect(token).toBeTruthy();
  await loadOptimiser(page);

  const big = await page.evaluate(
    ({ t }) => window.optimiseAndUpload({ kind: 'canvas', width: 2400, height: 1600 }, t),
    { t: token ?? '' },
  );
  if ('failure' in big) throw new Error(big.failure);
  expect(big.optimised).toMatchObject({
    name: 'capture.png',
    format: 'image/png',
    dimensions: { width: 1200, height: 800 },
  });
  expect(big.optimised.optimizedSize).toBeLessThan(big.optimised.originalSize);
  expect(big.stored).toMatchObject({ width: 1200, height: 800, contentType: 'image/png' });
  expect(big.stored.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);

  const served = await request.get(big.stored.url);
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({
    'content-type': 'image/png',
    'cache-control': 'public, max-age=31536000, immutable',
    'x-content-type-options': 'nosniff',
  });
  const body = await served.body();
  expect(body.length).toBe(big.stored.size);
  expect(pngSize(body)).toEqual({ width: 1200, height: 800 });

  const gif = await page.evaluate(
    ({ t, base64 }) =>
      window.optimiseAndUpload({ kind: 'bytes', base64, type: 'image/gif', name: 'anim.gif' }, t),
    { t: token ?? '', base64: GIF_1X1 },
  );
  if ('failure' in gif) throw new Error(gif.failure);
  expect(gif.optimised).toMatchObject({ name: 'anim.webp', format: 'image/webp' });
  expect(gif.stored).toMatchObject({ contentType: 'image/webp', width: 1, height: 1 });
  expect((await request.get(gif.stored.url)).headers()['content-type']).toBe('image/webp');
});

test('the optimiser names the spec’s failures', async ({ page }) => {
  await page.goto('/');
  await loadOptimiser(page);
  const failure = (base64: string, type: string) =>
    page.evaluate(
      ({ b, t }) => window.optimiseAndUpload({ kind: 'bytes', base64: b, type: t, name: 'x' }, ''),
      { b: base64, t: type },
    );
  expect(await failure(btoa('bonjour'), 'text/plain')).toEqual({ failure: 'unsupported' });
  expect(await failure(btoa('pas une image'), 'image/png')).toEqual({ failure: 'load' });
});

test('uploads are for signed-in creators, and only real pictures', async ({ page, request }) => {
  const text = Buffer.from('je ne suis pas une image');
  const anonymous = await request.post('/api/uploads', {
    headers: { 'content-type': 'image/png' },
    data: text,
  });
  expect(anonymous.status()).toBe(401);
  expect(await anonymous.json()).toEqual({ error: 'Authentification requise' });

  await signInAs(page, 'MarieCrea');
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const renamed = await request.post('/api/uploads', {
    headers: { 'content-type': 'image/png', authorization: `Bearer ${token ?? ''}` },
    data: text,
  });
  expect(renamed.status()).toBe(415);
  expect(await renamed.json()).toEqual({ error: 'Format de fichier non supporté' });

  const missing = await request.get('/uploads/00000000-0000-4000-8000-000000000000.png', {
    headers: { accept: 'text/html' },
  });
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toEqual({ error: 'Image introuvable' });
});
