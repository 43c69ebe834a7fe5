import { expect, test } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

const personas = [
  // The streamer cannot subscribe to their own channel: no badge at all.
  { name: 'ExileStreamer', admin: true, badge: null },
  { name: 'MarieCrea', admin: false, badge: 'Abonné ExileStreamer' },
  { name: 'LucasLive', admin: false, badge: 'Non abonné' },
  { name: 'PaulJoueur', admin: false, badge: 'Non abonné' },
  { name: 'SophieAbonnee', admin: false, badge: 'Abonné ExileStreamer' },
  { name: 'BobBanni', admin: false, badge: 'Non abonné' },
];

for (const persona of personas) {
  test(`${persona.name} signs in through Twitch and sees the right navigation and badge`, async ({
    page,
  }) => {
    const referers: string[] = [];
    page.on('request', (request) => {
      const referer = request.headers()['referer'];
      if (referer) referers.push(referer);
    });
    await signInAs(page, persona.name);

    const nav = page.getByRole('navigation', { name: 'Navigation principale' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(persona.admin ? 1 : 0);
    if (persona.badge) {
      await expect(page.getByText(persona.badge, { exact: true })).toBeVisible();
    } else {
      await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
      await expect(page.getByText(/^(Non abonné|Abonné .*)$/)).toHaveCount(0);
    }
    expect(page.url()).not.toContain('token=');
    expect(referers.filter((referer) => referer.includes('token='))).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toMatch(
      /^[\w-]+\.[\w-]+\.[\w-]+$/,
    );

    await page.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
    if (persona.badge) {
      await expect(page.getByText(persona.badge, { exact: true })).toHaveCount(0);
    }
    expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  });
}

test('the admin page link takes the streamer to the admin remote', async ({ page }) => {
  await signInAs(page, 'ExileStreamer');
  await page.getByRole('link', { name: 'Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
});

test('a session without the subscription scope shows the limited banner', async ({ page }) => {
  await signInAs(page, 'PaulJoueur', { refuseSubscriptions: true });
  await expect(
    page.getByText('Session Twitch limitée. Certaines fonctionnalités peuvent être restreintes.'),
  ).toBeVisible();
});

test('a Twitch refusal comes back as an authentication error alert', async ({ page }) => {
  await page.goto('/userauth');
  await page.getByRole('link', { name: 'Se connecter avec Twitch' }).click();
  await page.getByRole('link', { name: 'Refuser' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: "Erreur d'authentification: " }),
  ).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
});

test('an expired stored token makes the visitor anonymous', async ({ page }) => {
  await signInAs(page, 'MarieCrea');
  await page.evaluate(() => {
    const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    const expired = Math.floor(Date.now() / 1000) - 60;
    localStorage.setItem(
      'jwtToken',
      `${encode({ alg: 'HS256' })}.${encode({ id: 2, role: 'createur', exp: expired })}.x`,
    );
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('jwtToken'),
      localStorage.getItem('currentUser'),
    ]),
  ).toEqual([null, null]);
});
