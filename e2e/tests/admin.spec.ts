import { expect, test, type Browser, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

// These journeys change accounts that other journeys use; each puts them back as it found them.

/** A fresh browser (its own storage) signed in as `displayName`. */
async function session(browser: Browser, displayName: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, displayName);
  return page;
}

/** The admin page's list section whose heading starts with `title` (its count follows). */
const section = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title} \\(\\d+\\)$`) });

/** Clicks a role button of `login`'s row after narrowing the section's list to them. */
async function roleAction(page: Page, sectionTitle: string, name: string, action: string) {
  const list = section(page, sectionTitle);
  await list.getByPlaceholder("Filtrer par nom d'affichage...").fill(name);
  const row = list.getByRole('group', { name: `Actions pour ${name}` });
  await expect(list.getByRole('group')).toHaveCount(1);
  await row.getByRole('button', { name: action }).click();
  await expect(row).toHaveCount(0);
}

/** The bearer token a signed-in page keeps, for calling the API as that account. */
const tokenOf = async (page: Page) =>
  `Bearer ${(await page.evaluate(() => localStorage.getItem('jwtToken'))) ?? ''}`;

/** Puts `displayName` back to `role` through the API, whatever the journey got to do. */
async function restoreRole(admin: Page, displayName: string, role: string) {
  const headers = { Authorization: await tokenOf(admin) };
  const found = await admin.request.get('/api/admin/users', {
    headers,
    params: { filter: displayName, limit: 10 },
  });
  const { users } = (await found.json()) as {
    users: { id: number; displayName: string; role: string }[];
  };
  const user = users.find((u) => u.displayName === displayName);
  if (user && user.role !== role) {
    await admin.request.put(`/api/admin/users/${user.id}/role`, { headers, data: { role } });
  }
}

test('an anonymous visitor is asked to sign in, a plain user is refused', async ({ browser }) => {
  const anonymous = await browser.newPage();
  await anonymous.goto('/admin');
  await expect(anonymous.getByRole('heading', { name: 'Accès Administrateur' })).toBeVisible();
  await anonymous.getByRole('link', { name: 'Se connecter via Twitch' }).click();
  await expect(anonymous).toHaveURL(/\/userauth$/);
  await anonymous.close();

  const paul = await session(browser, 'PaulJoueur');
  await paul.goto('/admin');
  await expect(paul.getByRole('heading', { name: 'Accès Refusé' })).toBeVisible();
  await expect(
    paul.getByText("Vous n'avez pas les droits d'administration nécessaires."),
  ).toBeVisible();
  await paul.getByRole('link', { name: "Retour à l'accueil" }).click();
  await expect(paul).toHaveURL(/\/$/);
  await paul.context().close();
});

test('the admin promotes a user to createur, who then sees the create button', async ({
  browser,
}) => {
  const paul = await session(browser, 'PaulJoueur');
  await paul.goto('/build');
  await expect(paul.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
  await expect(paul.getByRole('link', { name: 'Créer un build' })).toHaveCount(0);

  const admin = await session(browser, 'ExileStreamer');
  try {
    await admin.goto('/admin');
    await roleAction(admin, 'Utilisateurs', 'PaulJoueur', 'Promouvoir créateur');
    await expect(section(admin, 'Liste des Créateurs').getByText('PaulJoueur')).toBeVisible();

    await paul.reload();
    await expect(paul.getByRole('link', { name: 'Créer un build' })).toBeVisible();
    await paul.goto('/guide');
    await expect(paul.getByRole('link', { name: 'Créer un guide' })).toBeVisible();

    await roleAction(admin, 'Liste des Créateurs', 'PaulJoueur', 'Rétrograder en utilisateur');
    await expect(section(admin, 'Utilisateurs').getByText('PaulJoueur')).toBeVisible();
  } finally {
    await restoreRole(admin, 'PaulJoueur', 'user');
    await paul.context().close();
    await admin.context().close();
  }
});

test('the admins have their own list, with no button on one’s own row', async ({ browser }) => {
  const admin = await session(browser, 'ExileStreamer');
  await admin.goto('/admin');
  const admins = section(admin, 'Administrateurs');
  await expect(admins.getByText('ExileStreamer', { exact: true })).toBeVisible();
  await expect(admins.getByRole('group', { name: 'Actions pour ExileStreamer' })).toHaveCount(0);
  await admin.context().close();
});

test('the admin blacklists a user, who then cannot comment', async ({ browser }) => {
  const sophie = await session(browser, 'SophieAbonnee');
  await sophie.goto('/build/custom/1');
  await expect(sophie.getByLabel('Commentaire')).toBeVisible();

  const admin = await session(browser, 'ExileStreamer');
  try {
    await admin.goto('/admin');
    await roleAction(admin, 'Utilisateurs', 'SophieAbonnee', 'Blacklister');
    await expect(
      section(admin, 'Utilisateurs blacklistés').getByText('SophieAbonnee'),
    ).toBeVisible();

    await sophie.reload();
    await expect(
      sophie.getByText(
        'Votre compte a été restreint. Vous ne pouvez plus participer aux discussions.',
      ),
    ).toBeVisible();
    await expect(sophie.getByLabel('Commentaire')).toHaveCount(0);

    await roleAction(admin, 'Utilisateurs blacklistés', 'SophieAbonnee', 'Retirer de la blacklist');
    await expect(section(admin, 'Utilisateurs').getByText('SophieAbonnee')).toBeVisible();
  } finally {
    await restoreRole(admin, 'SophieAbonnee', 'user');
    await sophie.context().close();
    await admin.context().close();
  }
});

test('a createur submits a build, the admin publishes it, and everyone sees it', async ({
  browser,
}) => {
  const marie = await session(browser, 'MarieCrea');
  const headers = { Authorization: await tokenOf(marie) };
  const title = `Build soumis ${Date.now()}`;
  const created = await marie.request.post('/api/builds', {
    headers,
    // is_public true from a createur: 'Soumettre pour publication'.
    data: { title, classe: 'Witch', ascendancy: 'Necromancer', is_public: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const anonymous = await browser.newPage();
  const admin = await session(browser, 'ExileStreamer');
  try {
    await marie.goto(`/build/custom/${id}`);
    await expect(marie.getByText('En attente de validation')).toBeVisible();

    await anonymous.goto('/build');
    await expect(anonymous.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
    await expect(anonymous.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

    await admin.goto('/admin');
    const queue = admin.getByRole('region', { name: /^Contenus en attente de validation/ });
    await expect(queue.getByRole('link', { name: title })).toHaveAttribute(
      'href',
      `/build/custom/${id}`,
    );
    await queue.getByRole('button', { name: `Publier « ${title} »` }).click();
    await expect(queue.getByRole('link', { name: title })).toHaveCount(0);

    await anonymous.reload();
    await expect(anonymous.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await marie.reload();
    await expect(marie.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(marie.getByText('En attente de validation')).toHaveCount(0);
  } finally {
    // The reading journeys count the public builds: this one goes away again.
    const removed = await marie.request.delete(`/api/builds/${id}`, { headers });
    expect(removed.ok()).toBe(true);
    await anonymous.close();
    await marie.context().close();
    await admin.context().close();
  }
});

test('the admin runs the Gems update and watches its log lines arrive', async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await session(browser, 'ExileStreamer');
  await admin.goto('/admin');
  admin.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(
      'Voulez-vous vraiment mettre à jour les gems (données, images ET traductions) ?',
    );
    void dialog.accept();
  });
  const gems = admin.getByRole('button', { name: 'Gems', exact: true });
  await gems.click();
  const modal = admin.getByRole('dialog', { name: 'Mise à jour : Gems' });
  await expect(modal).toBeVisible();
  await expect(gems).toBeDisabled();
  const log = modal.getByRole('list', { name: 'Journal de la mise à jour' });
  await expect(log.getByText('▶️ Étape 1/5 : données des gems')).toBeVisible();
  await expect(log.getByText('▶️ Étape 5/5 : images des gems')).toBeVisible({ timeout: 60_000 });
  await expect(modal.getByRole('status')).toHaveText('✅ Mise à jour terminée avec succès', {
    timeout: 60_000,
  });
  await expect(log.getByText('✅ Gems à jour : données, traductions et images')).toBeVisible();
  // The trade site's French names were read: one coverage line for the gems.
  await expect(log.getByText(/^📊 gemmes : \d+ noms français sur \d+ \(\d+ %\)/)).toBeVisible();
  await expect(gems).toBeEnabled();
  await admin.context().close();
});

test('the admin page fits a 390 px phone', async ({ browser }) => {
  const admin = await session(browser, 'ExileStreamer', 390);
  await admin.goto('/admin');
  await expect(admin.getByRole('heading', { name: /^Utilisateurs \(\d+\)$/ })).toBeVisible();
  await admin.waitForLoadState('networkidle');
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await admin.context().close();
});
