import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';

const NOT_FOUND = { error: "Guide non trouvé. Veuillez vérifier l'ID ou réessayer." };
const currency =
  '<img src="/images/currency/Chaos_Orb.png" data-name="Chaos Orb" data-icon="/images/currency/Chaos_Orb.png" ' +
  'data-type="Currency" data-description="Relance" data-tags="Currency" />';

describe('guides', () => {
  let app: App;
  let admin: TestUser;
  let author: TestUser;
  let stranger: TestUser;
  let reader: TestUser;

  const post = (user: TestUser, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/guides', headers: user.headers, payload });
  const titles = async (query = '', headers: Record<string, string> = {}) => {
    const res = await app.inject({ url: `/api/guides${query}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json<{ guides: { title: string }[] }>().guides.map((g) => g.title);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await addUser(app, 'admin_guides', 'admin');
    author = await addUser(app, 'auteur_guides', 'createur');
    stranger = await addUser(app, 'autre_guides', 'twitch');
    reader = await addUser(app, 'lecteur_guides', 'user');
    const guides = [
      { title: 'Débuter en ligue', type: 'Guide global' },
      { title: 'Crafter ses bottes', type: 'Guide de craft' },
      { title: 'Farmer les coffres', type: 'Astuce de Farm' },
    ];
    for (const guide of guides) await post(admin, { ...guide, is_public: true });
  });
  afterAll(() => app.close());

  it('creates a guide with the spec’s fields, sanitising only the content', async () => {
    const res = await post(author, {
      title: '<b>Mon</b> guide',
      description: 'Une courte description',
      content: `<p onclick="x()">Texte<script>x()</script></p>${currency}`,
      type: 'Guide de craft',
      is_public: true,
    });
    expect(res.statusCode).toBe(201);
    const guide = res.json();
    expect(guide).toEqual({
      id: expect.any(Number),
      user_id: author.id,
      author: author.displayName,
      title: '<b>Mon</b> guide',
      description: 'Une courte description',
      content: `<p>Texte</p>${currency}`,
      type: 'Guide de craft',
      is_public: false,
      // Written on the site: not one of the examples it ships.
      is_example: false,
      review_status: 'pending',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      favourite_count: 0,
      is_favourite: false,
    });
    const read = await app.inject({ url: `/api/guides/${guide.id}`, headers: author.headers });
    expect(read.json()).toEqual(guide);
    expect((await app.inject(`/api/guides/${guide.id}`)).json()).toEqual(NOT_FOUND);
  });

  it('defaults the type to Guide global', async () => {
    expect((await post(admin, { title: 'Sans type' })).json()).toMatchObject({
      type: 'Guide global',
      is_public: false,
    });
  });

  it.each([
    ['a missing title', {}, 'Le champ « Titre » est obligatoire'],
    ['a blank title', { title: '  ' }, 'le titre est obligatoire'],
    ['a long description', { title: 't', description: 'x'.repeat(201) }, 'au plus 200'],
    [
      'an unknown type',
      { title: 't', type: 'Tutoriel' },
      'Le champ « Type » doit valoir Guide global',
    ],
  ])('refuses %s with a French 400', async (_name, payload, message) => {
    const res = await post(author, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toContain(message);
  });

  it('lets creators, twitch and admins create; refuses users and anonymous visitors', async () => {
    expect((await post(stranger, { title: 'Twitch' })).statusCode).toBe(201);
    expect((await post(reader, { title: 'Non' })).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'POST', url: '/api/guides', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('filters by type, search, owner and public flag, and pages', async () => {
    expect(await titles('?type=Guide%20de%20craft')).toEqual(['Crafter ses bottes']);
    expect(await titles('?search=FARMER%20admin_guides')).toEqual(['Farmer les coffres']);
    expect(await titles(`?user_id=${admin.id}&sort=title`)).toEqual([
      'Crafter ses bottes',
      'Débuter en ligue',
      'Farmer les coffres',
    ]);
    expect(await titles('?is_public=false', author.headers)).toEqual(['<b>Mon</b> guide']);
    const page = await app.inject({ url: '/api/guides?limit=1&page=2&sort=oldest' });
    expect(page.json()).toMatchObject({
      guides: [{ title: 'Crafter ses bottes' }],
      total: 3,
      page: 2,
      limit: 1,
    });
  });

  it('lists cards without the content', async () => {
    const res = await app.inject({ url: '/api/guides?limit=1' });
    expect(Object.keys(res.json().guides[0]).sort()).toEqual(
      [
        'id',
        'user_id',
        'author',
        'title',
        'description',
        'type',
        'is_public',
        'is_example',
        'review_status',
        'created_at',
        'favourite_count',
      ].sort(),
    );
  });

  it('lets the owner and an admin edit and delete; a stranger gets 403 or 404', async () => {
    const guide = (await post(author, { title: 'À modifier' })).json();
    const url = `/api/guides/${guide.id}`;
    const put = (user: TestUser, payload: Record<string, unknown>) =>
      app.inject({ method: 'PUT', url, headers: user.headers, payload });
    expect((await put(author, { description: 'Revu', is_public: true })).json()).toMatchObject({
      description: 'Revu',
      is_public: false,
      title: 'À modifier',
    });
    expect((await put(stranger, { title: 'x' })).json()).toEqual(NOT_FOUND);
    expect((await put(admin, { is_public: true })).json()).toMatchObject({ is_public: true });
    const forbidden = await put(stranger, { title: 'x' });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toMatch(/auteur du guide ou un administrateur/);
    const del = (user: TestUser) => app.inject({ method: 'DELETE', url, headers: user.headers });
    expect((await del(stranger)).statusCode).toBe(403);
    expect((await del(author)).statusCode).toBe(204);
    expect((await del(admin)).json()).toEqual(NOT_FOUND);
  });
});
