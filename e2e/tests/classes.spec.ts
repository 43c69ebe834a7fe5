import { expect, test, type Page } from '../support/test.js';
import { apiAs } from '../support/api.js';
import { signInAs } from '../support/signIn.js';

/** A select by the start of its label (its accessible name goes on with the chosen option). */
const select = (page: Page, label: string) =>
  page.getByRole('combobox', { name: new RegExp(`^${label}`) });

/** The labels a select offers, in order. */
const options = (page: Page, label: string) =>
  select(page, label).locator('option').allTextContents();

test('the build form offers today’s ascendancies in French (Warden, Reliquarian, Luminary as no French string names them), never Furie', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  await page.goto('/build/create');
  await expect(select(page, 'Classe')).toBeVisible();
  const classes = await options(page, 'Classe');
  expect(classes).toEqual(
    expect.arrayContaining(['Rôdeuse', 'Héritière', 'Duelliste', 'Sorcière']),
  );

  await page.getByLabel('Classe').selectOption('Ranger');
  expect(await options(page, 'Ascendance')).toEqual([
    'Choisir une ascendance',
    'Warden',
    "Archère d'élite",
    'Exploratrice',
  ]);
  await page.getByLabel('Classe').selectOption('Scion');
  expect(await options(page, 'Ascendance')).toEqual([
    'Choisir une ascendance',
    'Ascendant',
    'Reliquarian',
    'Luminary',
  ]);
  await select(page, 'Ascendance').selectOption('Luminary');
  await select(page, 'Lignée').selectOption('Aul');
  await expect(select(page, 'Lignée')).toHaveValue('Aul');
});

test('the list filters name Warden, Reliquarian and Luminary in French, a Raider « (avant 3.25) »', async ({
  page,
}) => {
  await page.goto('/build');
  await page.getByLabel('Classe').selectOption('Ranger');
  // The list re-renders its ascendancies after the class changes: read them until they follow.
  await expect
    .poll(() => options(page, 'Ascendance'))
    .toEqual(expect.arrayContaining(['Warden', 'Furie (avant 3.25)']));
  await expect(page).toHaveURL(/classe=Ranger/);
  await page.getByLabel('Classe').selectOption('Scion');
  await expect
    .poll(() => options(page, 'Ascendance'))
    .toEqual(expect.arrayContaining(['Ascendant', 'Reliquarian', 'Luminary']));
});

test('a build made before 3.25 keeps its Raider, shown « (avant 3.25) » with its bloodline', async ({
  page,
}) => {
  await signInAs(page, 'MarieCrea');
  const created = await apiAs<{ id: number }>(page, '/api/builds', {
    method: 'POST',
    body: {
      title: 'Raider de la 3.24',
      classe: 'Ranger',
      ascendancy: 'Raider',
      game_version: '3.24',
      bloodline: 'Trialmaster',
    },
  });
  expect(created.status).toBe(201);
  await page.goto(`/build/custom/${created.body.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Raider de la 3.24' })).toBeVisible();
  await expect(page.getByText('Rôdeuse · Furie (avant 3.25) · Chaos Bloodline')).toBeVisible();

  // Its form still offers its Raider, which a new build is never offered.
  await page.goto(`/build/edit/${created.body.id}`);
  await expect(select(page, 'Ascendance')).toHaveValue('Raider');
  expect(await options(page, 'Ascendance')).toContain('Furie (avant 3.25)');
});
