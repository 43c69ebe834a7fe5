import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { expectNoSeriousViolations } from '../support/axe.js';
import { signInAs } from '../support/signIn.js';

interface Listed {
  id: number;
  title: string;
}

async function firstGuideAndBuild(page: Page): Promise<{ guide: number; build: number }> {
  const guides = (await (await page.request.get('/api/guides')).json()) as { guides: Listed[] };
  const builds = (await (await page.request.get('/api/builds')).json()) as { builds: Listed[] };
  const guide = guides.guides[0]?.id;
  const build = builds.builds[0]?.id;
  if (guide === undefined || build === undefined) throw new Error('Demo content missing');
  return { guide, build };
}

/** Opens a screen, waits for its main heading and for its requests to settle, then runs axe. */
async function scan(page: Page, path: string, screen = path) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousViolations(page, screen);
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max`. */
async function tabTo(page: Page, matches: (page: Page) => Promise<boolean>, max = 60) {
  for (let n = 0; n < max; n += 1) {
    await page.keyboard.press('Tab');
    if (await matches(page)) return;
  }
  throw new Error(`Nothing matching was reached in ${max} presses of Tab`);
}

const focusedText = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim();
  });

test.describe('axe: no serious or critical violation', () => {
  test('signed out: home, guides, builds, a guide, a build, the static guides, Twitch, sign-in, a missing page', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const { guide, build } = await firstGuideAndBuild(page);
    for (const path of [
      '/',
      '/guide',
      `/guide/custom/${guide}`,
      '/guide/premier-build',
      '/build',
      `/build/custom/${build}`,
      '/guide/classes',
      '/twitch',
      '/userauth',
      '/page-qui-n-existe-pas',
    ]) {
      await scan(page, path, `${path} (visiteur)`);
    }
  });

  test('signed in as a user: the reading screens with the comment form, and the favourites', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'SophieAbonnee');
    const { guide, build } = await firstGuideAndBuild(page);
    for (const path of [
      '/',
      '/guide',
      `/guide/custom/${guide}`,
      '/build',
      `/build/custom/${build}`,
    ]) {
      await scan(page, path, `${path} (SophieAbonnee)`);
    }
    await scan(page, '/userauth', '/userauth (SophieAbonnee)');
    await apiAs(page, `/api/builds/${build}/favourite`, { method: 'PUT' });
    try {
      await scan(page, '/favoris', '/favoris (SophieAbonnee)');
    } finally {
      await apiAs(page, `/api/builds/${build}/favourite`, { method: 'DELETE' });
    }
  });

  test('signed in as a Twitch streamer: the Twitch page', async ({ page }) => {
    await signInAs(page, 'LucasLive');
    await scan(page, '/twitch', '/twitch (LucasLive)');
  });

  test('signed in as the admin: the admin screen', async ({ page }) => {
    await signInAs(page, 'ExileStreamer');
    await scan(page, '/admin', '/admin (ExileStreamer)');
  });

  test('signed in as a createur: the four author screens and the gem picker dialog', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await signInAs(page, 'MarieCrea');
    const guide = await apiAs<{ id: number }>(page, '/api/guides', {
      method: 'POST',
      body: { title: 'Guide pour axe', content: '<p>Un paragraphe.</p>', type: 'Guide global' },
    });
    const build = await apiAs<{ id: number }>(page, '/api/builds', {
      method: 'POST',
      body: { title: 'Build pour axe', classe: 'Witch', leveling: '<p>Un paragraphe.</p>' },
    });
    expect([guide.status, build.status]).toEqual([201, 201]);
    try {
      for (const path of [
        '/guide/create',
        '/build/create',
        `/guide/edit/${guide.body.id}`,
        `/build/edit/${build.body.id}`,
      ]) {
        await scan(page, path, `${path} (MarieCrea)`);
      }
      // A dialog open over the form: the gem picker, as a keyboard or mouse user leaves it.
      await page.goto('/guide/create');
      await page
        .getByRole('group', { name: 'Insérer dans le texte' })
        .getByRole('button', { name: 'Gem' })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Insérer une gem' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousViolations(page, '/guide/create, sélecteur de gem ouvert (MarieCrea)');
    } finally {
      await apiAs(page, `/api/guides/${guide.body.id}`, { method: 'DELETE' });
      await apiAs(page, `/api/builds/${build.body.id}`, { method: 'DELETE' });
    }
  });
});

test.describe('keyboard only', () => {
  test('Tab through the navigation to the builds, then open a build with Enter', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const builds = page.getByRole('navigation').getByRole('link', { name: 'Build', exact: true });
    await tabTo(page, () => builds.first().evaluate((link) => link === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/build$/);
    await expect(page.getByRole('status').filter({ hasText: /builds? trouvés?/ })).toBeVisible();

    const card = page.getByRole('link', { name: /Cyclone Slayer/ });
    await tabTo(page, () => card.evaluate((link) => link === document.activeElement));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
  });

  test('the build list filters are reached and used with the keyboard', async ({ page }) => {
    await page.goto('/build');
    await expect(page.getByRole('status').filter({ hasText: '3 builds trouvés' })).toBeVisible();
    const classe = page.getByLabel('Classe');
    await tabTo(page, () => classe.evaluate((select) => select === document.activeElement));
    // The options read in French: the Witch is « Sorcière ».
    await page.keyboard.type('Sorc');
    await expect(classe).toHaveValue('Witch');
    await expect(page.getByRole('status').filter({ hasText: '1 build trouvé' })).toBeVisible();

    const search = page
      .getByRole('searchbox')
      .or(page.getByLabel(/Rechercher/))
      .first();
    await tabTo(page, () => search.evaluate((input) => input === document.activeElement));
    await page.keyboard.type('introuvable-zzz');
    await expect(page.getByRole('status').filter({ hasText: /Aucun build|0 build/ })).toBeVisible();
  });

  test('the build page tabs change with the keyboard', async ({ page }) => {
    await page.goto('/build');
    await page.getByRole('link', { name: /Cyclone Slayer/ }).click();
    const endgame = page.getByRole('tab', { name: 'Endgame' });
    // Every item and gem of the grid and of the gem panel takes the focus (their tooltips open on
    // it, with their wiki link), then the cost, the tree's change and its notables: the tabs come
    // after about 120 stops.
    await tabTo(page, async () => (await focusedText(page)) === 'Leveling', 160);
    await expect(page.getByRole('tab', { name: 'Leveling' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(endgame).toBeFocused();
    await expect(endgame).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('aria-labelledby', 'tab-endgame');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Mécaniques' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Leveling' })).toBeFocused();
    // Only the chosen tab is in the Tab order: Shift+Tab leaves the tab list.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('tab');
  });

  test('the gem picker opens from the keyboard, keeps the focus, and Escape gives it back', async ({
    page,
  }) => {
    await signInAs(page, 'MarieCrea');
    await page.goto('/guide/create');
    const gem = page
      .getByRole('group', { name: 'Insérer dans le texte' })
      .getByRole('button', { name: 'Gem' })
      .first();
    await tabTo(page, () => gem.evaluate((button) => button === document.activeElement), 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Insérer une gem' });
    await expect(dialog).toBeVisible();
    const inDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await inDialog()).toBe(true);
    for (let n = 0; n < 25; n += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
    for (let n = 0; n < 5; n += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inDialog()).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(gem).toBeFocused();
  });

  test('the editor toolbar: arrow keys move between tools, Enter and Space apply bold', async ({
    page,
  }) => {
    await signInAs(page, 'MarieCrea');
    await page.goto('/guide/create');
    const editor = page.getByRole('textbox', { name: /Contenu|Texte/ }).first();
    await editor.click();
    await page.keyboard.type('Du texte en gras');
    await page.keyboard.press('ControlOrMeta+a');

    const toolbar = page.getByRole('toolbar', { name: 'Mise en forme' });
    const bold = toolbar.getByRole('button', { name: 'Gras' });
    const italic = toolbar.getByRole('button', { name: 'Italique' });
    await italic.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(bold).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(italic).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await expect(editor.locator('[style*="font-weight: bold"]')).toContainText('Du texte en gras');
    await bold.focus();
    await page.keyboard.press('Space');
    await expect(bold).toHaveAttribute('aria-pressed', 'false');
  });
});
