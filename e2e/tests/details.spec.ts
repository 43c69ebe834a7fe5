import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { rateUnrated } from '../support/ratings.js';
import { signInAs } from '../support/signIn.js';

// A pasted address: one word with no break opportunity, as long as the fields allow.
const word = (length: number) => `https://exemple.fr/${'a'.repeat(length - 19)}`;
const LONG = word(200);

/** True when nothing on the page is wider than the window (no sideways scrolling). */
const fitsWindow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test('a 200-character word never widens a page at 1366 or 390 px', async ({ page }) => {
  // The streamer's writings are published at once, so they reach the home page's lists too.
  await signInAs(page, 'ExileStreamer');
  const build = await apiAs<{ id: number }>(page, '/api/builds', {
    method: 'POST',
    body: {
      title: word(150),
      classe: 'Witch',
      introduction: LONG,
      leveling: `<p>${LONG}</p>`,
      is_public: true,
    },
  });
  const guide = await apiAs<{ id: number }>(page, '/api/guides', {
    method: 'POST',
    body: {
      title: word(150),
      description: LONG,
      content: `<p>${LONG}</p><h2>${LONG}</h2><p><img src="/images/large.png" width="2000" height="800" alt="Grande image"></p>`,
      type: 'Guide global',
      is_public: true,
    },
  });
  expect([build.status, guide.status]).toEqual([201, 201]);
  const comment = await apiAs(page, '/api/forum/comments', {
    method: 'POST',
    body: { contentType: 'guide', contentId: guide.body.id, content: LONG },
  });
  expect(comment.status).toBe(201);
  try {
    const pages = [
      '/',
      '/build',
      '/guide',
      `/build/custom/${build.body.id}`,
      `/guide/custom/${guide.body.id}`,
    ];
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        if (path.startsWith('/guide/custom'))
          await expect(page.getByText(LONG).last()).toBeVisible();
        expect(await fitsWindow(page), `${path} at ${width} px`).toBe(true);
      }
    }
    // The editor holds the same guide, its 2000 px picture included, inside a phone's width.
    await page.goto(`/guide/edit/${guide.body.id}`);
    await expect(page.getByRole('img', { name: 'Grande image' })).toBeVisible();
    expect(await fitsWindow(page), 'the editor at 390 px').toBe(true);
  } finally {
    await apiAs(page, `/api/builds/${build.body.id}`, { method: 'DELETE' });
    await apiAs(page, `/api/guides/${guide.body.id}`, { method: 'DELETE' });
  }
});

test('a refused build save names the form’s field, not the wire name', async ({ page }) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  const title = page.getByLabel('Titre du build');
  // The box stops at 150 characters; a pasted value past it (an old browser, a script) still
  // reaches the server, whose refusal must read as the form does.
  await title.evaluate((input) => input.removeAttribute('maxlength'));
  await title.fill('x'.repeat(151));
  // The form asks for the five ratings before anything is sent: chosen, the server is asked.
  await rateUnrated(page);
  // A creator's save button says what the save does: keep a draft, or submit it.
  await page
    .getByRole('button', { name: /^(Enregistrer comme brouillon|Soumettre pour publication)$/ })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'Erreur lors de la création du build' });
  await expect(alert).toContainText(
    'Le champ « Titre du build » doit contenir au plus 150 caractère(s)',
  );
  await expect(alert).not.toContainText('title');
  await expect(alert).not.toContainText('HTTP 400');
});

test('the session banner leaves Déconnexion clickable and closes', async ({ page }) => {
  for (const width of [1366, 768, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.context().clearCookies();
    await signInAs(page, 'NinaStream', { refuseSubscriptions: true });
    const banner = page.getByText('Session Twitch limitée', { exact: false });
    await expect(banner).toBeVisible();
    const signOut = page.getByRole('button', { name: 'Déconnexion' });
    const box = await signOut.boundingBox();
    if (!box) throw new Error('Déconnexion is not laid out');
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
      { x: box.x + box.width / 2, y: box.y + box.height / 2 },
    );
    expect(onTop, `at ${width} px`).toBe('Déconnexion');
    await page.getByRole('button', { name: 'Fermer' }).click();
    await expect(banner).toBeHidden();
    await signOut.click();
  }
});
