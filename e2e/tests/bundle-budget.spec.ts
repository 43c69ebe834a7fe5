import { expect, test, type Page } from '../support/test.js';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const budget = JSON.parse(readFileSync(new URL('../budget.json', import.meta.url), 'utf8')) as {
  pages: Record<string, number>;
};

/** Which bundle a script belongs to, by where it is served from. */
function bundleOf(url: string): string {
  const path = new URL(url).pathname;
  const remote = /^\/remotes\/(\w+)\//.exec(path);
  if (remote) return `mf-${remote[1]}`;
  return path.includes('loadShare') ? 'shared (served by the shell)' : 'shell';
}

async function scriptWeights(page: Page, path: string) {
  const bodies: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push(response.body().then((body) => ({ url: response.url(), body })));
  });
  await page.goto(path);
  // The page's own code is in once its heading shows (a build's, once the build has loaded).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const perBundle = new Map<string, number>();
  for (const { url, body } of await Promise.all(bodies)) {
    const size = gzipSync(body, { level: 9 }).length;
    perBundle.set(bundleOf(url), (perBundle.get(bundleOf(url)) ?? 0) + size);
  }
  return perBundle;
}

for (const [path, limitKiB] of Object.entries(budget.pages)) {
  test(`an anonymous visit to ${path} stays within ${limitKiB} KiB of compressed JavaScript`, async ({
    page,
  }) => {
    const perBundle = await scriptWeights(page, path);
    const total = [...perBundle.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const lines = [...perBundle].map(
      ([bundle, size]) => `  ${bundle.padEnd(28)} ${(size / 1024).toFixed(1)} KiB`,
    );
    console.log(
      `JavaScript for ${path} (gzip -9):\n${lines.join('\n')}\n  ${'total'.padEnd(28)} ${total.toFixed(1)} KiB (budget ${limitKiB} KiB)`,
    );

    expect(
      [...perBundle.keys()].filter((bundle) => bundle === 'mf-author' || bundle === 'mf-admin'),
    ).toEqual([]);
    expect(total).toBeLessThanOrEqual(limitKiB);
  });
}
