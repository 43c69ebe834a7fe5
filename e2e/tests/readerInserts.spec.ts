import { expect, test, type Locator, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

const FIRST_LEAGUE = 'Bien débuter sa première ligue';
const CRAFTING = 'Crafter ses premières pièces avec les essences et l’établi';

async function guideId(page: Page, title: string): Promise<number> {
  const { guides } = (await (await page.request.get('/api/guides')).json()) as {
    guides: { id: number; title: string }[];
  };
  const guide = guides.find((candidate) => candidate.title === title);
  if (!guide) throw new Error(`Demo guide missing: ${title}`);
  return guide.id;
}

async function widthOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.width ?? 0;
}

/** Runs the admin's « Currency » update (poe.ninja prices) and waits for it to finish. */
async function updateCurrencyPrices(page: Page) {
  await signInAs(page, 'ExileStreamer');
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const started = await page.request.post('/api/admin/update-currency-images', { headers });
  expect(started.status()).toBe(202);
  const { job } = (await started.json()) as { job: { id: number } };
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/admin/jobs/${job.id}`, { headers });
        return ((await answer.json()) as { job: { status: string } }).job.status;
      },
      { timeout: 20_000 },
    )
    .toBe('succeeded');
}

test('hovering a gem insert shows its details from the API, a currency insert its chaos value', async ({
  page,
}) => {
  await page.goto(`/guide/custom/${await guideId(page, FIRST_LEAGUE)}`);
  const gem = page.locator('img.gem-insert[data-name="Flame Dash"]');
  const info = (await (
    await page.request.get('/api/game/gems/Flame%20Dash/info?lang=fr')
  ).json()) as { displayName: string; level: string; description: string; tags: string[] };

  await gem.hover();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText(info.displayName);
  await expect(tooltip).toContainText(`Niveau ${info.level}`);
  // The author's description and tags first; the API's English sentence never under a French name.
  await expect(tooltip).toContainText('Un téléport court.');
  // Tags in the French client's words; Blink has no French string and stays English.
  await expect(tooltip).toContainText('Sort, Déplacement, Durée, Feu, Trajet, Blink');
  if (info.description) await expect(tooltip).not.toContainText(info.description);
  expect(await widthOf(tooltip)).toBeGreaterThanOrEqual(320);
  expect(await widthOf(tooltip)).toBeLessThanOrEqual(400);
  await expect(gem).toHaveAttribute('aria-describedby', (await tooltip.getAttribute('id')) ?? '');

  await page.getByRole('heading', { level: 1 }).hover();
  await expect(tooltip).toHaveCount(0);

  await updateCurrencyPrices(page);
  const currency = (await (
    await page.request.get('/api/game/currencies/Orb%20of%20Alchemy?lang=fr')
  ).json()) as { displayName: string; chaosEquivalent: number | null };
  expect(currency.chaosEquivalent).not.toBeNull();
  const value = new Intl.NumberFormat('fr', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(currency.chaosEquivalent ?? 0);
  await page.goto(`/guide/custom/${await guideId(page, CRAFTING)}`);
  await page.locator('img.currency-insert[data-name="Orb of Alchemy"]').hover();
  await expect(tooltip).toContainText(currency.displayName);
  await expect(tooltip).toContainText(`Valeur : ${value} chaos`);
  await expect(tooltip).toContainText(/Valeur : \d+,\d{2} chaos/);
  expect(await widthOf(tooltip)).toBeGreaterThanOrEqual(300);
  expect(await widthOf(tooltip)).toBeLessThanOrEqual(400);
});

test('on a 390 px phone a tap opens an insert tooltip inside the screen and a tap elsewhere closes it', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto(`/guide/custom/${await guideId(page, FIRST_LEAGUE)}`);
  const unique = page.locator('[data-name="Goldrim"]');
  await unique.scrollIntoViewIfNeeded();
  await unique.tap();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toContainText('Goldrim');
  const box = await tooltip.boundingBox();
  expect(box?.x).toBeGreaterThanOrEqual(0);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // A tap on plain text away from the tooltip (the bottom of the screen) closes it.
  const tooltipBox = await tooltip.boundingBox();
  const y = (tooltipBox?.y ?? 0) > 422 ? 200 : 830;
  await page.touchscreen.tap(195, y);
  await expect(tooltip).toHaveCount(0);
  await context.close();
});

/** Console errors and failed page scripts, for a page that must take over without any. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('a gem insert reads its French name without hovering, on the server page and once React has it', async ({
  browser,
  page,
}) => {
  const path = `/guide/custom/${await guideId(page, FIRST_LEAGUE)}`;
  const chip = (on: Page) =>
    on.locator('.insert-chip').filter({ has: on.locator('img[data-name="Flame Dash"]') });

  // The raw answer: the name is in the server's HTML, as text, in the gem's colour.
  const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(
    /<img [^>]*data-name="Flame Dash"[^>]*><span class="insert-name insert-name-gem-blue" aria-hidden="true">Irruption enflammée<\/span>/,
  );
  const context = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await context.newPage();
  await noScript.setContent(html);
  await expect(chip(noScript)).toHaveText('Irruption enflammée');
  await context.close();

  const errors = collectErrors(page);
  await page.goto(path);
  await expect(page.locator('html[data-pret]')).toHaveCount(1);
  // Taken over by React, the same name, once, read without hovering anything.
  await expect(chip(page)).toHaveCount(1);
  await expect(chip(page)).toHaveText('Irruption enflammée');
  await expect(chip(page).locator('.insert-name')).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  // The picture sits in the line: about the height of the text around it.
  const lineHeight = await chip(page)
    .locator('.insert-name')
    .evaluate((name) => parseFloat(getComputedStyle(name).fontSize));
  const icon = await chip(page).locator('img').boundingBox();
  expect(icon?.height ?? 0).toBeLessThanOrEqual(lineHeight * 1.3);
  expect(icon?.height ?? 0).toBeGreaterThanOrEqual(lineHeight);

  // Keyboard focus opens its tooltip, under the same French name.
  const gem = chip(page).locator('img');
  await expect(gem).toHaveAttribute('tabindex', '0');
  await gem.focus();
  await expect(page.getByRole('tooltip')).toContainText('Irruption enflammée');
  await expect(page.getByRole('tooltip')).toContainText('Un téléport court.');
  expect(errors).toEqual([]);
});

test('a keyboard reader opens an insert tooltip by focusing it', async ({ page }) => {
  await page.goto(`/guide/custom/${await guideId(page, FIRST_LEAGUE)}`);
  const gem = page.locator('img.gem-insert[data-name="Flame Dash"]');
  await expect(gem).toHaveAttribute('tabindex', '0');
  await gem.focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('rich-content images load when near the viewport and a broken one says « Erreur de chargement »', async ({
  page,
}) => {
  await signInAs(page, 'ExileStreamer');
  const token = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const filler = Array.from({ length: 80 }, (_, n) => `<p>Paragraphe ${n + 1}.</p>`).join('');
  const created = await page.request.post('/api/guides', {
    headers,
    data: {
      type: 'Guide global',
      title: 'Images cassées (test)',
      description: 'Un guide dont les images ne se chargent pas.',
      content:
        '<p>Schéma :</p><p><img src="/uploads/introuvable-en-haut.webp" alt="Schéma du haut"></p>' +
        `${filler}<p><img src="/uploads/introuvable-en-bas.webp" alt="Schéma du bas"></p>`,
      is_public: true,
    },
  });
  expect(created.ok()).toBe(true);
  const { id } = (await created.json()) as { id: number };

  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  await page.goto(`/guide/custom/${id}`);
  await expect(
    page.getByRole('img', { name: 'Erreur de chargement : Schéma du haut' }),
  ).toBeVisible();
  expect(asked).toContain('/uploads/introuvable-en-haut.webp');
  expect(asked).not.toContain('/uploads/introuvable-en-bas.webp');

  await page.getByText('Paragraphe 80.').scrollIntoViewIfNeeded();
  await expect(
    page.getByRole('img', { name: 'Erreur de chargement : Schéma du bas' }),
  ).toBeVisible();
  expect(asked).toContain('/uploads/introuvable-en-bas.webp');
  await expect(page.getByText('Erreur de chargement')).toHaveCount(2);

  expect((await page.request.delete(`/api/guides/${id}`, { headers })).ok()).toBe(true);
});
