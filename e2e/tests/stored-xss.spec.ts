import { expect, test, type APIRequestContext, type Frame, type Page } from '../support/test.js';
import { signInAs } from '../support/signIn.js';
import { allPayloadsHtml, payloadChunks, XSS_PAYLOADS } from '../support/xssPayloads.js';

// Every field that reaches a page gets the payloads of `xssPayloads.ts`; then every page that
// shows them is opened and searched for anything that ran or could run.

// The site's Content-Security-Policy already forbids inline scripts and handlers; it is set aside
// here so that what is tested is the sanitising itself, every layer having to hold on its own.
test.use({ bypassCSP: true });

const GUIDE_MARK = 'XSS-GUIDE';
const BUILD_MARK = 'XSS-BUILD';
const NAME_MARK = 'XSS-NOM';
const COMMENT_MARK = 'XSS-AVIS';
const PHASES = ['leveling', 'premier_equipement', 'endgame', 'optimisation', 'mecaniques'];
const SLOTS = ['helmet', 'body', 'gloves', 'boots', 'weapon', 'amulet', 'ring1', 'belt'];
const GEM_SLOTS = ['Casque', 'Torse', 'Gants', 'Bottes'];

declare global {
  interface Window {
    __xss: (id: number | string) => void;
    __xssReport: (id: string) => Promise<void>;
  }
}

/** Signs in through the stand-in without a page, as `login`, and returns our bearer token. */
async function tokenFor(request: APIRequestContext, login: string): Promise<string> {
  const start = await request.get('/api/auth/twitch/start', { maxRedirects: 0 });
  const authorize = new URL(start.headers().location ?? '');
  authorize.searchParams.set('login', login);
  const code = await request.get(authorize.toString(), { maxRedirects: 0 });
  const callback = await request.get(code.headers().location ?? '', { maxRedirects: 0 });
  const token = new URL(callback.headers().location ?? '').searchParams.get('token');
  if (!token) throw new Error(`No session for ${login}: ${callback.status()}`);
  return token;
}

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    data,
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/**
 * An equipment set: each slot a named item whose name and pasted text are attacks. `shift`
 * makes another set (a phase tab equal to the main one does not show it again).
 */
function hostileEquipment(shift = 0): Record<string, unknown> {
  const text = payloadChunks(9_000)[0] ?? '';
  return Object.fromEntries(
    SLOTS.map((slot, index) => [
      slot,
      {
        name: `${BUILD_MARK} ${XSS_PAYLOADS[(index + shift) % XSS_PAYLOADS.length]?.html ?? ''}`.slice(
          0,
          200,
        ),
        base: (XSS_PAYLOADS[(index + 8) % XSS_PAYLOADS.length]?.html ?? '').slice(0, 200),
        // The grid shows only items with a picture: one of ours, the only kind the API accepts.
        image: '/images/xss-test-item.png',
        rarity: 'unique',
        text: `Rarity: Unique\n${text}`,
      },
    ]),
  );
}

/** Gem sockets whose names, French names and descriptions are attacks. */
function hostileSockets(): Record<string, unknown> {
  let n = 0;
  return Object.fromEntries(
    GEM_SLOTS.map((slot) => [
      slot,
      [0, 1, 2].map(() => {
        const payload = XSS_PAYLOADS[n++ % XSS_PAYLOADS.length]?.html ?? '';
        return {
          name: payload.slice(0, 100),
          displayName: payload.slice(0, 100),
          description: payload.slice(0, 2000),
          tags: [payload.slice(0, 50)],
          couleur: 'red',
        };
      }),
    ]),
  );
}

/** What must never be found in a page (or any of its frames) that shows stored content. */
async function survivors(frame: Frame, origin: string): Promise<string[]> {
  return frame.evaluate((origin) => {
    const found: string[] = [];
    const describe = (element: Element) => element.outerHTML.slice(0, 160);
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        // Browsers ignore whitespace and control characters in a URL's scheme.
        const value = Array.from(attribute.value)
          .filter((char) => char.charCodeAt(0) > 32)
          .join('')
          .toLowerCase();
        if (name.startsWith('on')) found.push(`handler ${name}: ${describe(element)}`);
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'].includes(name) &&
          (value.startsWith('javascript:') ||
            value.startsWith('data:text/html') ||
            name === 'srcdoc')
        ) {
          found.push(`address ${name}: ${describe(element)}`);
        }
        if (name === 'style' && /expression\(|javascript:/.test(value)) {
          found.push(`style: ${describe(element)}`);
        }
      }
    }
    for (const element of Array.from(document.querySelectorAll('iframe, frame, object, embed'))) {
      const address = element.getAttribute('src') ?? element.getAttribute('data') ?? '';
      if (!address.startsWith(origin) && !address.startsWith('/')) {
        found.push(`frame: ${describe(element)}`);
      }
    }
    for (const element of Array.from(
      document.querySelectorAll(
        'body script, body base, body meta, body link, body style:not([data-styled]), svg script',
      ),
    )) {
      // The shell's own remote loaders have a src on our origin; anything else came from content.
      const src = element.getAttribute('src');
      if (element.tagName === 'SCRIPT' && src?.startsWith(origin)) continue;
      if (
        element.tagName === 'STYLE' &&
        element.closest('main, [role=tooltip], [role=dialog]') === null
      ) {
        continue;
      }
      found.push(`element: ${describe(element)}`);
    }
    return found;
  }, origin);
}

async function expectClean(page: Page, where: string, calls: string[]) {
  const origin = new URL(page.url()).origin;
  // Handlers that run late (image errors, focus, toggle) get a moment to do so.
  await page.waitForTimeout(300);
  const found: string[] = [];
  for (const frame of page.frames()) {
    // A child frame may go away while it is searched; the page itself must always answer.
    const inFrame =
      frame === page.mainFrame()
        ? await survivors(frame, origin)
        : await survivors(frame, origin).catch(() => [] as string[]);
    found.push(...inFrame);
  }
  expect.soft(found, `${where}: dangerous markup survived`).toEqual([]);
  expect.soft(calls, `${where}: a payload ran`).toEqual([]);
  calls.length = 0;
}

/** Opens a page, checks the marker text arrived (the payloads were shown), then checks it. */
async function visit(page: Page, path: string, mark: string | null, calls: string[]) {
  await page.goto(path);
  await expect(
    mark === null ? page.getByRole('heading', { level: 1 }) : page.getByText(mark).first(),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectClean(page, path, calls);
}

test('stored XSS: no payload written through the API runs or survives on any page', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(40);
  const calls: string[] = [];
  await page.exposeFunction('__xssReport', (id: string) => {
    calls.push(id);
  });
  await page.addInitScript(() => {
    window.__xss = (id) => void window.__xssReport(String(id));
  });
  page.on('dialog', (dialog) => {
    calls.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });

  // The harness itself: a handler that does run is seen.
  await page.goto('/');
  await page.evaluate(() => {
    const probe = document.createElement('div');
    probe.innerHTML = '<img src="/nothing-here.png" onerror="__xss(0)">';
    document.body.append(probe);
  });
  await expect.poll(() => calls).toEqual(['0']);
  expect(await survivors(page.mainFrame(), new URL(page.url()).origin)).toEqual([
    expect.stringMatching(/^handler onerror: <img/),
  ]);
  calls.length = 0;

  // Accounts whose display names are attacks, from the stand-in; one becomes a createur, so that
  // its name reaches author lines and the moderation queue.
  const names = payloadChunks(500, `${NAME_MARK} `);
  const accounts: { login: string; token: string; id?: number }[] = [];
  for (const displayName of names) {
    const added = await request.post('/twitch-standin/test/personas', { data: { displayName } });
    expect(added.status()).toBe(201);
    const { login } = (await added.json()) as { login: string };
    accounts.push({ login, token: await tokenFor(request, login) });
  }
  const admin = await tokenFor(request, 'exilestreamer');
  const { users } = await call<{ users: { id: number; login: string }[] }>(
    request,
    admin,
    'GET',
    `/api/admin/users?filter=${NAME_MARK}&limit=50`,
  );
  for (const account of accounts) account.id = users.find((u) => u.login === account.login)?.id;
  const [author, streamer] = accounts;
  if (!author?.id || !streamer?.id) throw new Error('The test accounts were not created');
  await call(request, admin, 'PUT', `/api/admin/users/${author.id}/role`, { role: 'createur' });

  const created: { guides: number[]; builds: number[] } = { guides: [], builds: [] };
  try {
    const html = allPayloadsHtml(GUIDE_MARK);
    const guideTitle = `${GUIDE_MARK} ${XSS_PAYLOADS[0]?.html ?? ''}`.slice(0, 150);
    const guide = await call<{ id: number }>(request, admin, 'POST', '/api/guides', {
      title: guideTitle,
      description: `${GUIDE_MARK} ${XSS_PAYLOADS[6]?.html ?? ''}`.slice(0, 200),
      content: html,
      type: 'Guide global',
      is_public: true,
    });
    created.guides.push(guide.id);
    const buildHtml = allPayloadsHtml(BUILD_MARK);
    const buildFields = {
      title: `${BUILD_MARK} ${XSS_PAYLOADS[11]?.html ?? ''}`.slice(0, 150),
      classe: 'Witch',
      introduction: `${BUILD_MARK} ${XSS_PAYLOADS.map((p) => p.html).join(' ')}`,
      ...Object.fromEntries(PHASES.map((phase) => [phase, buildHtml])),
      equipment: hostileEquipment(),
      leveling_equipment: hostileEquipment(1),
      gem_sockets_main: hostileSockets(),
      gem_sockets_leveling: hostileSockets(),
    };
    const build = await call<{ id: number }>(request, admin, 'POST', '/api/builds', {
      ...buildFields,
      is_public: true,
    });
    created.builds.push(build.id);
    // Pending content by the createur with the hostile name: the moderation queue shows both.
    const pendingGuide = await call<{ id: number }>(request, author.token, 'POST', '/api/guides', {
      title: guideTitle,
      content: html,
      type: 'Guide de craft',
    });
    created.guides.push(pendingGuide.id);
    const pendingBuild = await call<{ id: number }>(request, author.token, 'POST', '/api/builds', {
      ...buildFields,
      title: `${BUILD_MARK} en attente`,
    });
    created.builds.push(pendingBuild.id);

    // Comments and replies, from every hostile account, on both pages.
    const comments = payloadChunks(2000, `${COMMENT_MARK} `);
    for (const [index, account] of accounts.entries()) {
      for (const [contentType, contentId] of [
        ['guide', guide.id],
        ['build', build.id],
      ] as const) {
        const { comment } = await call<{ comment: { id: number } }>(
          request,
          account.token,
          'POST',
          '/api/forum/comments',
          { contentType, contentId, content: comments[index % comments.length] },
        );
        await call(request, account.token, 'POST', '/api/forum/replies', {
          commentId: comment.id,
          content: comments[(index + 1) % comments.length],
        });
      }
    }

    // Anonymous first: lists, home, the guide, the build with its tabs and tooltips.
    await visit(page, '/', GUIDE_MARK, calls);
    await visit(page, '/guide', GUIDE_MARK, calls);
    await visit(page, '/build', BUILD_MARK, calls);
    await visit(page, `/guide/custom/${guide.id}`, COMMENT_MARK, calls);
    await hoverInserts(page, calls, 'guide');
    await visit(page, `/build/custom/${build.id}`, COMMENT_MARK, calls);
    await browseBuildTabs(page, calls);

    // Signed in under a hostile name.
    await page.evaluate((token) => localStorage.setItem('jwtToken', token), streamer.token);
    await visit(page, '/', GUIDE_MARK, calls);
    await visit(page, `/build/custom/${build.id}`, COMMENT_MARK, calls);
    await visit(page, '/twitch', null, calls);
    await page.evaluate(() => localStorage.removeItem('jwtToken'));

    // The admin: user lists, moderation queue, and the editors that load the stored HTML.
    await signInAs(page, 'ExileStreamer');
    await expectClean(page, 'sign-in', calls);
    await visit(page, '/admin', NAME_MARK, calls);
    await visit(page, `/guide/custom/${guide.id}`, COMMENT_MARK, calls);
    await visit(page, `/guide/edit/${guide.id}`, GUIDE_MARK, calls);
    await visit(page, `/build/edit/${build.id}`, BUILD_MARK, calls);
    for (const tab of ['Leveling', 'Premier Équipement', 'Endgame', 'Optimisation', 'Mécaniques']) {
      await page.getByRole('tab', { name: tab }).click();
      await expectClean(page, `/build/edit/${build.id} (${tab})`, calls);
    }
  } finally {
    for (const id of created.guides) await call(request, admin, 'DELETE', `/api/guides/${id}`);
    for (const id of created.builds) await call(request, admin, 'DELETE', `/api/builds/${id}`);
    for (const account of accounts) {
      if (account.id) await call(request, admin, 'DELETE', `/api/admin/users/${account.id}`);
    }
  }
});

/** Hovers every insert of the rich content, so its tooltip (built from its data-*) shows. */
async function hoverInserts(page: Page, calls: string[], where: string) {
  const inserts = page.locator('main [data-name]');
  const count = Math.min(await inserts.count(), 12);
  expect(count, `${where}: the hostile inserts are shown`).toBeGreaterThan(0);
  for (let n = 0; n < count; n += 1) {
    await inserts.nth(n).hover({ force: true });
    await page.waitForTimeout(100);
  }
  await expectClean(page, `${where} insert tooltips`, calls);
}

/** Every phase tab of the build page, hovering each equipment slot for its item tooltip. */
async function browseBuildTabs(page: Page, calls: string[]) {
  let hovered = 0;
  for (const tab of ['Leveling', 'Premier équipement', 'Endgame', 'Optimisation', 'Mécaniques']) {
    await page.getByRole('tab', { name: tab }).click();
    const slots = page.getByRole('tabpanel').getByRole('group');
    if (tab === 'Leveling') await expect(slots.first()).toBeVisible();
    for (let n = 0; n < (await slots.count()); n += 1) {
      await slots.nth(n).hover({ force: true });
      hovered += 1;
    }
    await expectClean(page, `build tab ${tab}`, calls);
    // The last item's tooltip may lie over the tabs: Escape closes it, as a reader would.
    await page.keyboard.press('Escape');
  }
  expect(hovered, 'the hostile items are shown in the equipment grids').toBeGreaterThan(0);
  await hoverInserts(page, calls, 'build');
}
