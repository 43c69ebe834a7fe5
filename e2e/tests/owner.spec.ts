import { expect, test } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

test('an owner deletes their build after the confirm and lands on the list without it', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/custom/4');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title).toBeTruthy();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    '/build/edit/4',
  );

  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Voulez-vous vraiment supprimer ce build ?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/build$/);
  await expect(page.getByRole('heading', { name: 'Exemples de Builds' })).toBeVisible();
  await expect(page.getByRole('link', { name: title ?? '' })).toHaveCount(0);

  await page.goto('/build/custom/4');
  await expect(page.getByRole('heading', { name: 'Build introuvable' })).toBeVisible();
});

test('an owner deletes their guide after the confirm and lands on the list without it', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  // A guide of its own, so that the demo guides other journeys read stay as they are.
  const title = 'Guide de MarieCrea à supprimer';
  const created = await apiAs<{ id: number }>(page, '/api/guides', {
    method: 'POST',
    body: {
      title,
      description: 'Un guide écrit pour être supprimé.',
      content: '<p>Bientôt supprimé.</p>',
      type: 'Guide global',
    },
  });
  expect(created.status).toBe(201);
  const { id } = created.body;
  await page.goto('/guide');
  await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();

  await page.goto(`/guide/custom/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveAttribute(
    'href',
    `/guide/edit/${id}`,
  );
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Voulez-vous vraiment supprimer ce guide ?');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Supprimer' }).click();
  await expect(page).toHaveURL(/\/guide$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /guides? trouvés?/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);

  await page.goto(`/guide/custom/${id}`);
  await expect(page.getByRole('heading', { name: 'Guide introuvable' })).toBeVisible();
});

test('a stranger sees no edit or delete buttons on someone else’s build', async ({ page }) => {
  await signInAs(page, 'PaulJoueur');
  await page.goto('/build/custom/1');
  await expect(page.getByRole('heading', { level: 1, name: /Cyclone Slayer/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Supprimer' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Modifier' })).toHaveCount(0);
});

test('a creator’s edit of her published build waits: readers keep the approved title until the admin approves', async ({
  browser,
}) => {
  const approved = 'Nécromancien invocateur : l’armée des morts pour débutants';
  const proposed = 'Nécromancien invocateur : l’armée des morts (revu)';
  const anonymous = await browser.newPage();
  const found = await anonymous.request.get('/api/builds', {
    params: { search: 'armée des morts' },
  });
  const { builds } = (await found.json()) as { builds: { id: number; title: string }[] };
  const id = builds.find((b) => b.title === approved)?.id;
  expect(id, 'the demo build of MarieCrea').toBeDefined();
  const page = `/build/custom/${id}`;

  const marie = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  await signInAs(marie, 'MarieCrea');
  await signInAs(admin, 'ExileStreamer');
  try {
    await marie.goto(page);
    await marie.getByRole('link', { name: 'Modifier' }).click();
    await expect(
      marie.getByText('Ce contenu est publié : vos modifications seront visibles des lecteurs', {
        exact: false,
      }),
    ).toBeVisible();
    await marie.getByLabel('Titre du build').fill(proposed);
    await marie.getByRole('button', { name: 'Soumettre la modification' }).click();
    await expect(marie.getByText(/^Modification envoyée !/)).toBeVisible();
    await expect(marie).toHaveURL(new RegExp(`${page}$`));
    await expect(marie.getByRole('heading', { level: 1, name: proposed })).toBeVisible();
    await expect(
      marie.getByText(
        'Modification en attente de validation : les lecteurs voient encore la version approuvée.',
      ),
    ).toBeVisible();

    // A signed-out reader: the page, rendered by the server then by the browser, and the list.
    await anonymous.goto(page);
    await expect(anonymous.getByRole('heading', { level: 1, name: approved })).toBeVisible();
    await expect(anonymous.getByText(proposed)).toHaveCount(0);
    await expect(anonymous.getByText(/Modification en attente/)).toHaveCount(0);
    await anonymous.goto('/build');
    await expect(anonymous.getByRole('link', { name: new RegExp(approved) })).toBeVisible();

    await admin.goto('/admin');
    const queue = admin.getByRole('region', { name: /^Contenus en attente de validation/ });
    const item = queue
      .getByRole('listitem')
      .filter({ has: admin.getByRole('link', { name: approved }) });
    await expect(item.getByText('Modification', { exact: true })).toBeVisible();
    await item.getByText('Voir le champ modifié (1)').click();
    await expect(item.getByText(`Après : ${proposed}`)).toBeVisible();
    await item.getByRole('button', { name: `Approuver « ${approved} »` }).click();
    await expect(queue.getByRole('link', { name: approved })).toHaveCount(0);

    await anonymous.goto(page);
    await expect(anonymous.getByRole('heading', { level: 1, name: proposed })).toBeVisible();
    await marie.reload();
    await expect(marie.getByRole('heading', { level: 1, name: proposed })).toBeVisible();
    await expect(marie.getByText(/Modification en attente/)).toHaveCount(0);
  } finally {
    // Other journeys read the demo build by its title: an admin's edit puts it back at once.
    const restored = await apiAs(admin, `/api/builds/${id}`, {
      method: 'PUT',
      body: { title: approved },
    });
    expect(restored.status).toBe(200);
    await anonymous.close();
    await marie.context().close();
    await admin.context().close();
  }
});
