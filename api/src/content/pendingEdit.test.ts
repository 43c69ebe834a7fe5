import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { buildBody, type TestUser } from '../../test/contentUsers.js';
import { NOT_PENDING } from '../admin/moderationService.js';

type Kind = 'build' | 'guide';
interface Item {
  id: number;
  title: string;
  is_public: boolean;
  review_status: string | null;
  favourite_count: number;
  updated_at: string;
  pending_edit?: { status: string; submitted_at: string };
  [field: string]: unknown;
}
interface Queued {
  kind: Kind;
  id: number;
  title: string;
  change: 'new' | 'edit';
  edited_at: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
/** Each kind's long rich text, the field a creator fixes a typo in. */
const TEXT: Record<Kind, string> = { build: 'endgame', guide: 'content' };

describe.each<Kind>(['build', 'guide'])('an edit of a published %s', (kind) => {
  let app: App;
  let admin: TestUser;
  let marie: TestUser;
  let lucas: TestUser;
  const path = kind === 'build' ? '/api/builds' : '/api/guides';
  const text = TEXT[kind];
  const client = () => adminClient(app);
  let serial = 0;

  const write = (who: TestUser, method: 'POST' | 'PUT', url: string, payload: object) =>
    app.inject({ method, url, headers: who.headers, payload });
  const edit = async (who: TestUser, id: number, payload: object) => {
    const res = await write(who, 'PUT', `${path}/${id}`, payload);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Item>();
  };
  const read = async (id: number, who?: TestUser) => {
    const res = await app.inject({ url: `${path}/${id}`, headers: who?.headers ?? {} });
    expect(res.statusCode).toBe(200);
    return res.json<Item>();
  };
  /** The public list, filtered by a search when given. */
  const publicTitles = async (search = '') => {
    const res = await app.inject(`${path}?limit=100&search=${encodeURIComponent(search)}`);
    return res.json<Record<string, Item[]>>()[`${kind}s`]?.map((c) => c.title) ?? [];
  };
  const queue = async () => {
    const res = await client().queue(admin.headers);
    expect(res.statusCode).toBe(200);
    return res.json<{ items: Queued[] }>().items;
  };
  const queued = async (id: number) => (await queue()).find((i) => i.kind === kind && i.id === id);
  const decide = (id: number, decision: 'publish' | 'refuse', who = admin) =>
    client().decide(who.headers, kind, id, decision);

  /** A creator's item, submitted and published by the admin: the approved version. */
  const published = async (title = `Approuvé ${kind} ${++serial}`) => {
    const body =
      kind === 'build'
        ? buildBody({ title, endgame: '<p>Version approuvée</p>', is_public: true })
        : { title, description: 'Court', content: '<p>Version approuvée</p>', is_public: true };
    const res = await write(marie, 'POST', path, body);
    expect(res.statusCode).toBe(201);
    const { id } = res.json<Item>();
    expect((await decide(id, 'publish')).statusCode).toBe(200);
    return read(id);
  };

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await persona(app, 'exilestreamer');
    marie = await persona(app, 'marie_crea');
    lucas = await persona(app, 'lucas_live');
  });
  afterAll(() => app.close());

  it('keeps the approved version public while the owner’s edit waits', async () => {
    const approved = await published('Zéphyr approuvé');
    // Read once signed out first, so the cached answers (in memory, in the row) hold it.
    expect((await read(approved.id)).title).toBe('Zéphyr approuvé');
    const answer = await edit(marie, approved.id, {
      title: 'Zéphyr corrigé',
      [text]: '<p>Version corrigée</p>',
    });
    expect(answer).toMatchObject({
      title: 'Zéphyr corrigé',
      [text]: '<p>Version corrigée</p>',
      is_public: true,
      review_status: 'published',
      pending_edit: { status: 'pending', submitted_at: expect.stringMatching(ISO) },
    });

    for (const reader of [undefined, lucas]) {
      const seen = await read(approved.id, reader);
      expect(seen).toMatchObject({ title: 'Zéphyr approuvé', [text]: '<p>Version approuvée</p>' });
      expect(seen).not.toHaveProperty('pending_edit');
      expect(seen.updated_at).toBe(approved.updated_at);
    }
    expect(await publicTitles()).toContain('Zéphyr approuvé');
    expect(await publicTitles()).not.toContain('Zéphyr corrigé');
    expect(await publicTitles('corrigé')).toEqual([]);
    expect(await publicTitles('Zéphyr')).toEqual(['Zéphyr approuvé']);

    for (const manager of [marie, admin]) {
      expect(await read(approved.id, manager)).toMatchObject({
        title: 'Zéphyr corrigé',
        [text]: '<p>Version corrigée</p>',
        pending_edit: { status: 'pending' },
      });
    }
    const mine = await app.inject({ url: `${path}?user_id=${marie.id}`, headers: marie.headers });
    const card = mine.json<Record<string, Item[]>>()[`${kind}s`]?.find((c) => c.id === approved.id);
    expect(card?.title).toBe('Zéphyr approuvé');
  });

  it('lists the edit in the queue with its changed fields only', async () => {
    const approved = await published('Liste approuvée');
    // The whole form is sent again, the description or class unchanged: only two fields differ.
    const unchanged = kind === 'build' ? { classe: 'Duelist' } : { description: 'Court' };
    await edit(marie, approved.id, {
      ...unchanged,
      title: 'Liste retouchée',
      [text]: '<p>Autre texte</p>',
    });
    expect(await queued(approved.id)).toEqual({
      kind,
      id: approved.id,
      title: 'Liste approuvée',
      author: 'MarieCrea',
      user_id: marie.id,
      created_at: expect.stringMatching(ISO),
      change: 'edit',
      edited_at: expect.stringMatching(ISO),
      changes: [
        { field: 'title', before: 'Liste approuvée', after: 'Liste retouchée' },
        { field: text, before: '<p>Version approuvée</p>', after: '<p>Autre texte</p>' },
      ],
    });
    // Edited again, it stays one waiting edit, with the latest text; put back, it is no change.
    await edit(marie, approved.id, { [text]: '<p>Troisième texte</p>' });
    const again = await queued(approved.id);
    expect(again?.changes.map((c) => [c.field, c.after])).toEqual([
      ['title', 'Liste retouchée'],
      [text, '<p>Troisième texte</p>'],
    ]);
    const back = await edit(marie, approved.id, {
      title: 'Liste approuvée',
      [text]: '<p>Version approuvée</p>',
    });
    expect(back).not.toHaveProperty('pending_edit');
    expect(await queued(approved.id)).toBeUndefined();
  });

  it('approval makes the edit the public version at once, keeping favourites and comments', async () => {
    const approved = await published('Avant approbation');
    expect(
      (
        await app.inject({
          method: 'PUT',
          url: `${path}/${approved.id}/favourite`,
          headers: lucas.headers,
        })
      ).statusCode,
    ).toBe(200);
    const comment = await write(lucas, 'POST', '/api/forum/comments', {
      contentType: kind,
      contentId: approved.id,
      content: 'Merci pour ce contenu',
    });
    expect(comment.statusCode).toBe(201);
    expect((await read(approved.id)).title).toBe('Avant approbation');
    await edit(marie, approved.id, { title: 'Après approbation', [text]: '<p>Nouveau</p>' });
    expect((await read(approved.id)).title).toBe('Avant approbation');

    const res = await decide(approved.id, 'publish');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      item: {
        kind,
        id: approved.id,
        title: 'Après approbation',
        author: 'MarieCrea',
        user_id: marie.id,
        created_at: expect.stringMatching(ISO),
        change: 'edit',
        edited_at: null,
        is_public: true,
        review_status: 'published',
        reviewed_at: expect.stringMatching(ISO),
        edit_status: null,
      },
    });
    for (const reader of [undefined, lucas, marie, admin]) {
      const seen = await read(approved.id, reader);
      expect(seen).toMatchObject({
        title: 'Après approbation',
        [text]: '<p>Nouveau</p>',
        favourite_count: 1,
        is_public: true,
        review_status: 'published',
      });
      expect(seen).not.toHaveProperty('pending_edit');
      expect(seen.updated_at > approved.updated_at).toBe(true);
    }
    expect(await publicTitles('après approbation')).toEqual(['Après approbation']);
    expect(await publicTitles('avant approbation')).toEqual([]);
    const thread = await app.inject(`/api/forum/comments/${kind}/${approved.id}`);
    expect(JSON.stringify(thread.json())).toContain('Merci pour ce contenu');
    expect(await queued(approved.id)).toBeUndefined();
    const twice = await decide(approved.id, 'publish');
    expect([twice.statusCode, twice.json()]).toEqual([409, { error: NOT_PENDING }]);
  });

  it('refusal keeps the approved version; the owner sees it refused and may rework or withdraw it', async () => {
    const approved = await published('Refus approuvé');
    await edit(marie, approved.id, { title: 'Refus proposé' });
    const res = await decide(approved.id, 'refuse');
    expect(res.json()).toMatchObject({
      item: { change: 'edit', is_public: true, review_status: 'published', edit_status: 'refused' },
    });
    expect((await read(approved.id)).title).toBe('Refus approuvé');
    expect(await publicTitles('refus')).toEqual(['Refus approuvé']);
    expect(await read(approved.id, marie)).toMatchObject({
      title: 'Refus proposé',
      pending_edit: { status: 'refused' },
    });
    expect(await queued(approved.id)).toBeUndefined();

    // Reworked, it waits again; withdrawn, the owner is back on the approved version.
    expect(await edit(marie, approved.id, { title: 'Refus retravaillé' })).toMatchObject({
      pending_edit: { status: 'pending' },
    });
    expect((await queued(approved.id))?.changes).toEqual([
      { field: 'title', before: 'Refus approuvé', after: 'Refus retravaillé' },
    ]);
    const withdrawn = await app.inject({
      method: 'DELETE',
      url: `${path}/${approved.id}/pending-edit`,
      headers: marie.headers,
    });
    expect(withdrawn.statusCode).toBe(204);
    const own = await read(approved.id, marie);
    expect(own.title).toBe('Refus approuvé');
    expect(own).not.toHaveProperty('pending_edit');
    expect(await queued(approved.id)).toBeUndefined();
  });

  it('publishes an admin’s edit at once, theirs or a creator’s, applying what waited', async () => {
    const own = await write(admin, 'POST', path, {
      ...(kind === 'build' ? buildBody() : { content: '<p>Admin</p>' }),
      title: 'Admin avant',
      is_public: true,
    });
    const ownId = own.json<Item>().id;
    expect(await edit(admin, ownId, { title: 'Admin après' })).toMatchObject({
      title: 'Admin après',
      review_status: 'published',
    });
    expect((await read(ownId)).title).toBe('Admin après');

    const approved = await published('Créatrice avant');
    await edit(marie, approved.id, { title: 'Créatrice proposée', [text]: '<p>Proposé</p>' });
    const answer = await edit(admin, approved.id, { title: 'Titre de l’admin' });
    expect(answer).not.toHaveProperty('pending_edit');
    expect(await read(approved.id)).toMatchObject({
      title: 'Titre de l’admin',
      [text]: '<p>Proposé</p>',
      review_status: 'published',
    });
    expect(await queued(approved.id)).toBeUndefined();
  });

  it('lets no stranger approve, withdraw or read the waiting edit', async () => {
    const approved = await published('Étranger approuvé');
    await edit(marie, approved.id, { title: 'Étranger proposé' });
    for (const who of [lucas, marie]) {
      expect((await decide(approved.id, 'publish', who)).statusCode).toBe(403);
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `/api/admin/moderation/${kind}/${approved.id}/publish`,
    });
    expect(anonymous.statusCode).toBe(401);
    const withdraw = await app.inject({
      method: 'DELETE',
      url: `${path}/${approved.id}/pending-edit`,
      headers: lucas.headers,
    });
    expect(withdraw.statusCode).toBe(403);
    const seen = await read(approved.id, lucas);
    expect(seen.title).toBe('Étranger approuvé');
    expect(JSON.stringify(seen)).not.toContain('proposé');
    expect((await read(approved.id, marie)).title).toBe('Étranger proposé');
  });

  it('validates and sanitises the waiting edit as a direct edit', async () => {
    const approved = await published('Validation approuvée');
    const invalid =
      kind === 'build'
        ? { payload: { classe: 'Sorcier' }, error: /la classe « Sorcier » n’existe pas/ }
        : { payload: { title: '   ' }, error: /le titre est obligatoire/ };
    const refused = await write(marie, 'PUT', `${path}/${approved.id}`, invalid.payload);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toMatch(invalid.error);
    expect(await queued(approved.id)).toBeUndefined();

    await edit(marie, approved.id, {
      [text]: '<p>Propre</p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    });
    const waiting = (await queued(approved.id))?.changes[0]?.after ?? '';
    expect(waiting).toContain('<p>Propre</p>');
    expect(waiting).not.toMatch(/script|onerror/);
    await decide(approved.id, 'publish');
    const shown = String((await read(approved.id))[text]);
    expect(shown).toBe(waiting);
  });

  it('applies the waiting edit when the owner takes the item back as a draft', async () => {
    const approved = await published('Brouillon approuvé');
    await edit(marie, approved.id, { title: 'Brouillon proposé' });
    expect(await edit(marie, approved.id, { is_public: false })).toMatchObject({
      title: 'Brouillon proposé',
      is_public: false,
      review_status: null,
    });
    expect((await app.inject(`${path}/${approved.id}`)).statusCode).toBe(404);
    expect(await queued(approved.id)).toBeUndefined();
  });
});
