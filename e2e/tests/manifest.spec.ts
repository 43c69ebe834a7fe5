import { expect, test } from '../support/test.js';
import { join } from 'node:path';
import { repoRoot, startApi, startStaticOrigin } from '../support/servers.js';

test('the same built shell loads a remote from a second origin when only the manifest changes', async ({
  page,
}) => {
  const cdn = await startStaticOrigin({ '/reader-v2/': join(repoRoot, 'mf-reader/dist') });
  const site = await startApi({ REMOTE_READER_URL: `${cdn.url}/reader-v2/remoteEntry.js` });
  try {
    const manifest = (await (await fetch(`${site.url}/remotes/manifest.json`)).json()) as Record<
      string,
      string
    >;
    expect(manifest.mf_reader).toBe(`${cdn.url}/reader-v2/remoteEntry.js`);

    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await page.goto(`${site.url}/build`);
    await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();

    expect(urls).toContain(`${cdn.url}/reader-v2/remoteEntry.js`);
    expect(urls.some((url) => url.startsWith(`${cdn.url}/reader-v2/assets/`))).toBe(true);
    expect(urls.some((url) => url.startsWith(`${site.url}/remotes/reader/`))).toBe(false);
  } finally {
    await site.stop();
    await cdn.close();
  }
});
