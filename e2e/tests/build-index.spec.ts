import { expect, test, type Page } from '../support/test.js';

const count = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toBeVisible();

/** The demo list filtered to the Witch's builds found by an accent-free search. */
async function filterWitchNecro(page: Page) {
  await page.goto('/build');
  await count(page, '3 builds trouvés');
  await page.getByLabel('Classe').selectOption('Witch');
  await page.getByLabel(/Rechercher/).fill('necro');
  await expect(page).toHaveURL(/\/build\?classe=Witch&search=necro$/);
  await count(page, '1 build trouvé');
}

async function expectWitchNecro(page: Page) {
  await expect(page).toHaveURL(/\/build\?classe=Witch&search=necro$/);
  await expect(page.getByLabel('Classe')).toHaveValue('Witch');
  await expect(page.getByLabel(/Rechercher/)).toHaveValue('necro');
  await count(page, '1 build trouvé');
  await expect(page.getByRole('link', { name: /Nécromancien invocateur/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Cyclone Slayer/ })).toHaveCount(0);
}

test('a filtered build list lives in its address: reload, Back and « Retour à la liste »', async ({
  page,
}) => {
  await filterWitchNecro(page);
  await page.reload();
  await expectWitchNecro(page);

  await page.getByRole('link', { name: /Nécromancien invocateur/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Nécromancien invocateur/ }),
  ).toBeVisible();
  await page.goBack();
  await expectWitchNecro(page);

  await page.getByRole('link', { name: /Nécromancien invocateur/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: /Nécromancien invocateur/ }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Retour à la liste' }).click();
  await expectWitchNecro(page);
});

test('the server renders a filtered address as the browser does', async ({ page, request }) => {
  const answer = await request.get('/build?classe=Witch&search=necro', {
    headers: { accept: 'text/html' },
  });
  const html = await answer.text();
  expect(html).toContain('Nécromancien invocateur');
  expect(html).toContain('1 build trouvé');
  expect(html).not.toMatch(/<h2[^>]*>Cyclone Slayer/);
  // The same address opened in the browser keeps that page once React takes it over.
  await page.goto('/build?classe=Witch&search=necro');
  await expectWitchNecro(page);
});

test('the main skill filter and the cards: emblem, skill, ratings that say which way they read', async ({
  page,
}) => {
  await page.goto('/build');
  const cyclone = page.getByRole('listitem').filter({ hasText: 'Cyclone Slayer' });
  await expect(cyclone.getByTestId('card-skill')).toHaveText('Cyclone');
  await expect(cyclone.locator('img[src="/ascendancy/Duelist_Slayer.png"]')).toHaveCount(1);
  await expect(cyclone.getByTestId('card-rating-difficulte')).toHaveAttribute(
    'title',
    /^Difficulté : \d\/5 \(1 = très facile à jouer · 5 = exigeant\)$/,
  );
  await page.getByText('Comment lire les notes').click();
  await expect(page.getByTestId('rating-legend')).toContainText(
    'Survie1 = fragile · 5 = très résistant',
  );

  await page.getByLabel('Compétence principale').selectOption('Cyclone');
  await expect(page).toHaveURL(/\/build\?main_skill=Cyclone$/);
  await count(page, '1 build trouvé');
  await expect(page.getByRole('link', { name: /Cyclone Slayer/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Compétence principale')).toHaveValue('Cyclone');
  await count(page, '1 build trouvé');
});

test('on a 390 px phone the filters fold into « Filtres » and the first card shows above the fold', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await page.goto('/build?classe=Witch');
  const toggle = page.getByRole('button', { name: /^Filtres \(1\)/ });
  await expect(toggle).toBeVisible();
  await expect(page.getByLabel('Classe')).toBeHidden();
  const title = page.getByRole('heading', { level: 2, name: /Nécromancien invocateur/ });
  await expect(title).toBeVisible();
  const box = await title.boundingBox();
  expect(box && box.y + box.height).toBeLessThan(844);

  await toggle.click();
  await expect(page.getByLabel('Classe')).toHaveValue('Witch');
  await page.getByLabel('Classe').selectOption('');
  await expect(page).toHaveURL(/\/build$/);
  await expect(page.getByRole('button', { name: /^Filtres [▴▾]$/ })).toHaveText('Filtres ▴');
  await page.close();
});

test('a card shows its main set’s estimated cost once prices are known, never « 0 chaos »', async ({
  page,
}) => {
  // The build page's estimate reads the prices; the stored estimates of the cards follow.
  await page.goto('/build/custom/1');
  await expect(page.getByText(/Coût estimé/).first()).toBeVisible();
  await expect
    .poll(
      async () => {
        await page.goto('/build');
        const card = page.getByRole('listitem').filter({ hasText: 'Cyclone Slayer' });
        return (await card.getByTestId('card-cost').allTextContents()).join('');
      },
      { timeout: 20_000, intervals: [1000] },
    )
    .toMatch(/^uniques et gemmes ≈ \d+ chaos$/);
  await expect(page.getByText(/≈ 0 chaos$/)).toHaveCount(0);
});
