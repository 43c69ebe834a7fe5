import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { adminClient, persona } from '../../test/admin.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { buildBody, type TestUser } from '../../test/contentUsers.js';
import { NOT_PENDING } from './moderationService.js';

type Kind = 'build' | 'guide';
interface Item {
  id: number;
  is_public: boolean;
  review_status: string | null;
}

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

describe('moderation of builds and guides', () => {
  let app: App;
  let admin: TestUser;
  let marie: TestUser;
  let lucas: TestUser;
  const client = () => adminClient(app);
  const path = (kind: Kind) => (kind === 'build' ? '/api/builds' : '/api/guides');
  const body = (kind: Kind, extra: Record<string, unknown> = {}) =>
    kind === 'build'
      ? buildBody(extra)
      : { title: 'Guide de test', description: 'Court', content: '<p>Texte</p>', ...extra };

  const create = async (who: TestUser, kind: Kind, extra: Record<string, unknown> = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: path(kind),
      headers: who.headers,
      payload: body(kind, extra),
    });
    expect(res.statusCode).toBe(201);
    return res.json<Item>();
  };
  /** A creator's 'Soumettre pour publication': the only way into the queue. */
  const submit = (who: TestUser, kind: Kind, extra: Record<string, unknown> = {}) =>
    create(who, kind, { ...extra, is_public: true });
  const edit = async (who: TestUser, kind: Kind, id: number, payload: object) => {
    const res = await app.inject({
      method: 'PUT',
      url: `${path(kind)}/${id}`,
      headers: who.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Item>();
  };
  const read = (kind: Kind, id: number, headers: Record<string, string> = {}) =>
    app.inject({ url: `${path(kind)}/${id}`, headers });
  const publicCards = async (kind: Kind) => {
    const res = await app.inject(`${path(kind)}?is_public=true`);
    return res.json<Record<string, Item[]>>()[`${kind}s`] ?? [];
  };
  const queue = async () => {
    const res = await client().queue(admin.headers);
    expect(res.statusCode).toBe(200);
    return res.json<{ items: { kind: Kind; id: number }[] }>().items;
  };
  const queued = async (kind: Kind, id: number) =>
    (await queue()).some((i) => i.kind === kind && i.id === id);

  beforeAll(async () => {
    app = await buildTestApp();
    admin = await persona(app, 'exilestreamer');
    marie = await persona(app, 'marie_crea');
    lucas = await persona(app, 'lucas_live');
  });
  afterAll(() => app.close());

  describe.each<Kind>(['build', 'guide'])('%s status on create and edit', (kind) => {
    it('keeps a creator’s private save a draft, out of the queue', async () => {
      const draft = await create(marie, kind, { is_public: false });
      expect(draft).toMatchObject({ is_public: false, review_status: null });
      expect(await queued(kind, draft.id)).toBe(false);
      expect(
        await edit(marie, kind, draft.id, { title: 'Encore privé', is_public: false }),
      ).toMatchObject({ is_public: false, review_status: null });
      expect(await queued(kind, draft.id)).toBe(false);
      expect((await read(kind, draft.id)).statusCode).toBe(404);
    });

    it('makes a creator’s submitted item pending and private, in the queue', async () => {
      const item = await submit(marie, kind);
      expect(item).toMatchObject({ is_public: false, review_status: 'pending' });
      expect(await queued(kind, item.id)).toBe(true);
      expect((await read(kind, item.id, marie.headers)).json()).toMatchObject({
        review_status: 'pending',
      });
      const mine = await app.inject({
        url: `${path(kind)}?user_id=${marie.id}`,
        headers: marie.headers,
      });
      const cards = mine.json<Record<string, Item[]>>()[`${kind}s`] ?? [];
      expect(cards.find((c) => c.id === item.id)).toMatchObject({ review_status: 'pending' });
    });

    it('submits a draft when its owner asks for publication, and takes it back', async () => {
      const draft = await create(marie, kind, { is_public: false });
      expect(await edit(marie, kind, draft.id, { is_public: true })).toMatchObject({
        is_public: false,
        review_status: 'pending',
      });
      expect(await queued(kind, draft.id)).toBe(true);
      expect(await edit(marie, kind, draft.id, { is_public: false })).toMatchObject({
        review_status: null,
      });
      expect(await queued(kind, draft.id)).toBe(false);
    });

    it('publishes an admin’s public item and keeps their private one out of review', async () => {
      const open = await create(admin, kind, { is_public: true });
      expect(open).toMatchObject({ is_public: true, review_status: 'published' });
      const draft = await create(admin, kind);
      expect(draft).toMatchObject({ is_public: false, review_status: null });
      expect(await queued(kind, draft.id)).toBe(false);
      expect(await edit(admin, kind, draft.id, { is_public: true })).toMatchObject({
        review_status: 'published',
      });
      expect(await edit(admin, kind, draft.id, { is_public: false })).toMatchObject({
        review_status: null,
      });
    });

    it('publishes a pending item when an admin sets it public, and a refused one too', async () => {
      const pending = await submit(marie, kind);
      expect(await edit(admin, kind, pending.id, { is_public: true })).toMatchObject({
        is_public: true,
        review_status: 'published',
      });
      const refused = await submit(marie, kind);
      expect((await client().decide(admin.headers, kind, refused.id, 'refuse')).statusCode).toBe(
        200,
      );
      expect(await edit(admin, kind, refused.id, { is_public: true })).toMatchObject({
        review_status: 'published',
      });
      expect((await publicCards(kind)).map((c) => c.id)).toEqual(
        expect.arrayContaining([pending.id, refused.id]),
      );
    });

    it('sends a refused item back to pending when its owner edits it', async () => {
      const item = await submit(marie, kind);
      await client().decide(admin.headers, kind, item.id, 'refuse');
      expect(await queued(kind, item.id)).toBe(false);
      expect(await edit(marie, kind, item.id, { title: 'Corrigé' })).toMatchObject({
        is_public: false,
        review_status: 'pending',
      });
      expect(await queued(kind, item.id)).toBe(true);
    });

    it('withdrawn by its owner it is a draft; withdrawn by an admin it is refused', async () => {
      const first = await submit(marie, kind);
      await client().decide(admin.headers, kind, first.id, 'publish');
      // Its edit waits for an admin (pendingEdit.test.ts); the build stays published meanwhile.
      expect(await edit(marie, kind, first.id, { title: 'Retouché' })).toMatchObject({
        is_public: true,
        review_status: 'published',
        pending_edit: { status: 'pending' },
      });
      expect(await edit(marie, kind, first.id, { is_public: false })).toMatchObject({
        is_public: false,
        review_status: null,
      });
      expect(await queued(kind, first.id)).toBe(false);
      const second = await submit(marie, kind);
      await client().decide(admin.headers, kind, second.id, 'publish');
      expect(await edit(admin, kind, second.id, { is_public: false })).toMatchObject({
        review_status: 'refused',
      });
    });
  });

  it('lists pending builds and guides together, oldest first', async () => {
    await app.db.query(`update builds set review_status = null where review_status = 'pending'`);
    await app.db.query(`update guides set review_status = null where review_status = 'pending'`);
    const b1 = await submit(marie, 'build', { title: 'Plus ancien' });
    const g1 = await submit(lucas, 'guide', { title: 'Entre les deux' });
    const b2 = await submit(lucas, 'build', { title: 'Plus récent' });
    const times: [string, number, string][] = [
      ['builds', b1.id, '2026-01-01T10:00:00Z'],
      ['guides', g1.id, '2026-01-02T10:00:00Z'],
      ['builds', b2.id, '2026-01-03T10:00:00Z'],
    ];
    for (const [table, id, at] of times) {
      await app.db.query(`update ${table} set created_at = $2 where id = $1`, [id, at]);
    }
    expect(await queue()).toEqual([
      {
        kind: 'build',
        id: b1.id,
        title: 'Plus ancien',
        author: 'MarieCrea',
        user_id: marie.id,
        created_at: '2026-01-01T10:00:00.000Z',
        change: 'new',
        edited_at: null,
        changes: [],
      },
      {
        kind: 'guide',
        id: g1.id,
        title: 'Entre les deux',
        author: 'LucasLive',
        user_id: lucas.id,
        created_at: '2026-01-02T10:00:00.000Z',
        change: 'new',
        edited_at: null,
        changes: [],
      },
      {
        kind: 'build',
        id: b2.id,
        title: 'Plus récent',
        author: 'LucasLive',
        user_id: lucas.id,
        created_at: '2026-01-03T10:00:00.000Z',
        change: 'new',
        edited_at: null,
        changes: [],
      },
    ]);
  });

  it.each<Kind>(['build', 'guide'])(
    'publish: the %s is public at once, in the anonymous list, out of the queue',
    async (kind) => {
      const item = await submit(marie, kind, { title: `À publier ${kind}` });
      expect((await publicCards(kind)).some((c) => c.id === item.id)).toBe(false);
      const res = await client().decide(admin.headers, kind, item.id, 'publish');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        item: {
          kind,
          id: item.id,
          title: `À publier ${kind}`,
          author: 'MarieCrea',
          user_id: marie.id,
          created_at: expect.stringMatching(ISO),
          change: 'new',
          edited_at: null,
          is_public: true,
          review_status: 'published',
          reviewed_at: expect.stringMatching(ISO),
          edit_status: null,
        },
      });
      const card = (await publicCards(kind)).find((c) => c.id === item.id);
      expect(card).toMatchObject({ is_public: true, review_status: 'published' });
      expect((await read(kind, item.id)).json()).toMatchObject({ review_status: 'published' });
      expect(await queued(kind, item.id)).toBe(false);
    },
  );

  it.each<Kind>(['build', 'guide'])(
    'refuse: the %s stays hidden from others; its owner sees it refused',
    async (kind) => {
      const item = await submit(marie, kind);
      const res = await client().decide(admin.headers, kind, item.id, 'refuse');
      expect(res.json()).toMatchObject({
        item: { id: item.id, is_public: false, review_status: 'refused' },
      });
      expect((await publicCards(kind)).some((c) => c.id === item.id)).toBe(false);
      expect((await read(kind, item.id)).statusCode).toBe(404);
      expect((await read(kind, item.id, lucas.headers)).statusCode).toBe(404);
      const own = await read(kind, item.id, marie.headers);
      expect(own.json()).toMatchObject({ is_public: false, review_status: 'refused' });
    },
  );

  it('answers 409 once the item is no longer pending, and for an admin’s draft', async () => {
    const item = await submit(marie, 'build');
    expect((await client().decide(admin.headers, 'build', item.id, 'publish')).statusCode).toBe(
      200,
    );
    for (const decision of ['publish', 'refuse']) {
      const again = await client().decide(admin.headers, 'build', item.id, decision);
      expect([again.statusCode, again.json()]).toEqual([409, { error: NOT_PENDING }]);
    }
    const draft = await create(admin, 'guide');
    const res = await client().decide(admin.headers, 'guide', draft.id, 'publish');
    expect([res.statusCode, res.json()]).toEqual([409, { error: NOT_PENDING }]);
    expect((await read('guide', draft.id)).statusCode).toBe(404);
  });

  it('answers 404 for an unknown item and 400 for an unknown kind', async () => {
    const build = await client().decide(admin.headers, 'build', 999_999, 'publish');
    expect([build.statusCode, build.json()]).toEqual([
      404,
      { error: "Build non trouvé. Veuillez vérifier l'ID ou réessayer." },
    ]);
    const guide = await client().decide(admin.headers, 'guide', 'abc', 'refuse');
    expect([guide.statusCode, guide.json()]).toEqual([
      404,
      { error: "Guide non trouvé. Veuillez vérifier l'ID ou réessayer." },
    ]);
    const kind = await client().decide(admin.headers, 'news', 1, 'publish');
    expect(kind.statusCode).toBe(400);
  });
});

describe('moderation of the demo content', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp({ env: { DEMO_CONTENT: 'true' } });
  });
  afterAll(() => app.close());

  it('queues the demo build waiting for validation, the rest published', async () => {
    const admin = await persona(app, 'exilestreamer');
    const res = await adminClient(app).queue(admin.headers);
    expect(res.json()).toEqual({
      items: [
        expect.objectContaining({
          kind: 'build',
          author: 'MarieCrea',
          title: expect.stringMatching(/^Feu purificateur Inquisiteur/),
        }),
      ],
    });
    const { rows } = await app.db.query<{ review_status: string; n: number }>(
      `select review_status, count(*)::int as n from (
         select review_status from builds union all select review_status from guides
       ) t group by review_status order by review_status`,
    );
    expect(rows).toEqual([
      { review_status: 'pending', n: 1 },
      { review_status: 'published', n: 7 },
    ]);
  });
});
