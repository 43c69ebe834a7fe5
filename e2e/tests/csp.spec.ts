import { expect, test, type Page } from '../support/test.js';
import { gradientPng } from '../support/png.js';
import { signInAs } from '../support/signIn.js';

declare global {
  interface Window {
    __cspViolations: string[];
  }
}

/** Records every Content-Security-Policy violation of the page, from its very first script. */
async function watchViolations(page: Page): Promise<string[]> {
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return consoleErrors;
}

/** Opens `path`, lets it settle, and expects no violation reported by event or console. */
async function expectNoViolation(page: Page, consoleErrors: string[], path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).toBeVisible();
  // The page's own content, not only the frame: a blocked remote would show the error card.
  await expect(page.locator('main')).not.toBeEmpty();
  const violations = await page.evaluate(() => window.__cspViolations);
  expect({ path, violations, consoleErrors }).toEqual({ path, violations: [], consoleErrors: [] });
}

test('the built shell page has no inline script for the policy to block', async ({ request }) => {
  const html = await (await request.get('/', { headers: { accept: 'text/html' } })).text();
  const scripts = html.match(/<script\b[^>]*>/g) ?? [];
  expect(scripts.length).toBeGreaterThan(0);
  // The answers a rendered page carries are data (`application/json`), never run.
  const data = scripts.filter((tag) => /\stype="application\/json"/.test(tag));
  expect(data).toHaveLength(1);
  expect(scripts.filter((tag) => !/\ssrc=/.test(tag) && !data.includes(tag))).toEqual([]);
});

test('the reading pages run under the Content-Security-Policy without a violation', async ({
  page,
}) => {
  const consoleErrors = await watchViolations(page);
  for (const path of ['/', '/build/custom/1', '/guide/custom/1']) {
    await expectNoViolation(page, consoleErrors, path);
  }
});

test('the guide editor runs under the policy, signed in as a creator', async ({ page }) => {
  const consoleErrors = await watchViolations(page);
  await signInAs(page, 'MarieCrea');
  await expectNoViolation(page, consoleErrors, '/guide/create');
  await expect(page.getByRole('heading', { level: 1, name: 'Créer un guide' })).toBeVisible();
  // The image dialog previews the chosen file from a blob: address, and shrinks it in a canvas.
  await page.getByRole('button', { name: 'Image', exact: true }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Insérer une image' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'apercu.png',
    mimeType: 'image/png',
    buffer: gradientPng(400, 300),
  });
  await expect(dialog.locator('img[src^="blob:"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test('the admin page runs under the policy, signed in as the streamer', async ({ page }) => {
  const consoleErrors = await watchViolations(page);
  await signInAs(page, 'ExileStreamer');
  await expectNoViolation(page, consoleErrors, '/admin');
});

test('the Permissions-Policy denies powerful features and keeps the clipboard, unwarned', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/Permissions-Policy/i.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto('/build/custom/1');
  expect(response?.headers()['permissions-policy']).toContain('camera=()');
  const features = ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'clipboard-write'];
  const allowed = await page.evaluate((names) => {
    // Chromium's view of the policy in force for this document.
    const policy = (document as { featurePolicy?: { allowsFeature(name: string): boolean } })
      .featurePolicy;
    return policy ? names.map((name) => [name, policy.allowsFeature(name)]) : null;
  }, features);
  expect(allowed).toEqual([
    ['camera', false],
    ['microphone', false],
    ['geolocation', false],
    ['payment', false],
    ['usb', false],
    ['clipboard-write', true],
  ]);
  // Every feature named is one Chromium knows: none is reported as unrecognised.
  expect(warnings).toEqual([]);
});
