import { expect, test, type APIRequestContext, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';

const REFUSED = "Ce lien de connexion n'a pas été ouvert depuis ce navigateur : connexion refusée.";

/**
 * A real sign-in as `login` made outside the browser under test, as an attacker makes one for
 * their own account: the token its callback redirects with (the confirmation cookie stays with
 * `request`, never reaching the browser).
 */
async function foreignToken(request: APIRequestContext, login: string): Promise<string> {
  const start = await request.get('/api/auth/twitch/start', { maxRedirects: 0 });
  const authorize = new URL(start.headers().location ?? '');
  authorize.searchParams.set('login', login);
  const code = await request.get(authorize.toString(), { maxRedirects: 0 });
  const callback = await request.get(code.headers().location ?? '', { maxRedirects: 0 });
  const token = new URL(callback.headers().location ?? '').searchParams.get('token');
  if (!token) throw new Error(`No session for ${login}: ${callback.status()}`);
  return token;
}

/** Every bearer token the page sends to the API. */
function bearersSent(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const authorization = request.headers()['authorization'];
    if (authorization) sent.push(authorization.replace(/^Bearer /, ''));
  });
  return sent;
}

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

test('a sign-in link forged with another account’s token leaves the visitor signed out', async ({
  page,
  request,
}) => {
  const token = await foreignToken(request, 'paul_joueur');
  const sent = bearersSent(page);
  await page.goto(`/auth/twitch/callback?token=${token}`);

  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toHaveCount(0);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('jwtToken'),
      localStorage.getItem('currentUser'),
    ]),
  ).toEqual([null, null]);
  expect(sent).not.toContain(token);

  // Still signed out on the next page.
  await page.goto('/');
  await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
});

test('a forged sign-in link leaves a signed-in visitor’s own session untouched', async ({
  page,
  request,
}) => {
  await signInAs(page, 'MarieCrea');
  const mine = await page.evaluate(() => localStorage.getItem('jwtToken'));
  const token = await foreignToken(request, 'paul_joueur');
  await page.goto(`/?token=${token}&auth=success`);
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  await page.goto(`/auth/twitch/callback?token=${token}`);
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBe(mine);

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toContain('marie_crea');
});

test('a real sign-in is confirmed by the browser that started it, once', async ({ page }) => {
  const confirmations: number[] = [];
  const landings: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/auth/twitch/confirm')) confirmations.push(response.status());
  });
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/auth/twitch/callback?token=')) {
      landings.push(request.url());
    }
  });
  await signInAs(page, 'SophieAbonnee');
  expect(confirmations).toEqual([204]);
  expect(landings).toHaveLength(1);
  const cookies = await page.context().cookies();
  expect(cookies.map((cookie) => cookie.name)).not.toContain('twitch_sign_in_confirm');

  // The same landing address opened again in this browser, signed out: spent, refused.
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await page.goto(landings[0] ?? '');
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  expect(confirmations).toEqual([204, 403]);
  expect(await page.evaluate(() => localStorage.getItem('jwtToken'))).toBeNull();
});
