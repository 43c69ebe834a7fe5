import { TEXT_INPUT_MESSAGE } from '../platform/http/textInput.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, buildBody, type TestUser } from '../../test/contentUsers.js';

const goldrim = {
  name: 'Goldrim',
  base: 'Leather Cap',
  itemClass: 'Helmets',
  rarity: 'unique',
  image: '/images/uniques/Goldrim.png',
  text: 'Item Class: Helmets\nRarity: Unique\nGoldrim\nLeather Cap',
};
const cyclone = { name: 'Cyclone', displayName: 'Cyclone', icon: '/images/gems/Cyclone.png' };

describe('writing builds: validation, sanitising and stored JSON', () => {
  let app: App;
  let author: TestUser;

  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/builds', headers: author.headers, payload });
  const count = async () =>
    (await app.db.query<{ n: number }>('select count(*)::int as n from builds')).rows[0]?.n;

  beforeAll(async () => {
    app = await buildTestApp();
    author = await addUser(app, 'auteur_test', 'createur');
  });
  afterAll(() => app.close());

  it('stores a complete build and reads back every wire field', async () => {
    const res = await post(
      buildBody({
        introduction: '  Intro <b>en texte</b>  ',
        ratings: { difficulte: 1, cout: 2, boss: 3, rapidite: 4, survie: 5 },
        atlas_tree_url: 'https://www.pathofexile.com/atlas',
        pobb_in_url: '',
        video_url: 'http://video.test/v',
        equipment: { helmet: goldrim, weapon: 'Rarity: Rare\nTexte collé', ring1: null },
        levelingEquipment: { helmet: goldrim },
        gem_sockets_main: { Torse: [cyclone, null, cyclone], Casque: [null] },
        leveling: '<p>Acte 1</p>',
        premierEquipement: '<p>Premier</p>',
        mecaniques: '<p>Méca</p>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const build = res.json();
    expect(build).toMatchObject({
      title: 'Build de test',
      introduction: 'Intro <b>en texte</b>',
      ratings: { difficulte: 1, cout: 2, boss: 3, rapidite: 4, survie: 5 },
      atlas_tree_url: 'https://www.pathofexile.com/atlas',
      video_url: 'http://video.test/v',
      equipment: { helmet: goldrim, weapon: 'Rarity: Rare\nTexte collé' },
      leveling_equipment: { helmet: goldrim },
      premier_equipement_equipment: {},
      gem_sockets: {},
      gem_sockets_main: { Torse: [cyclone, null, cyclone] },
      leveling: '<p>Acte 1</p>',
      premier_equipement: '<p>Premier</p>',
      endgame: '',
      mecaniques: '<p>Méca</p>',
    });
    expect(build.equipment).not.toHaveProperty('ring1');
    const read = await app.inject({ url: `/api/builds/${build.id}`, headers: author.headers });
    expect(read.json()).toEqual(build);
  });

  it('defaults the ratings to 5 and takes the legacy midgame text as premier équipement', async () => {
    const res = await post(buildBody({ midgame: '<p>Ancien texte</p>' }));
    expect(res.json()).toMatchObject({
      ratings: { difficulte: 5, cout: 5, boss: 5, rapidite: 5, survie: 5 },
      premier_equipement: '<p>Ancien texte</p>',
    });
  });

  it('takes the legacy pobbin and video links when the current fields are missing or empty', async () => {
    const res = await post(
      buildBody({
        pobbin: ' https://pobb.in/ancien ',
        video_url: '',
        video: 'https://video.test/ancienne',
      }),
    );
    expect(res.statusCode).toBe(201);
    const build = res.json();
    expect(build).toMatchObject({
      pobb_in_url: 'https://pobb.in/ancien',
      video_url: 'https://video.test/ancienne',
    });
    expect(build).not.toHaveProperty('pobbin');
    expect(build).not.toHaveProperty('video');
    const read = await app.inject({ url: `/api/builds/${build.id}`, headers: author.headers });
    expect(read.json()).toMatchObject({
      pobb_in_url: 'https://pobb.in/ancien',
      video_url: 'https://video.test/ancienne',
    });
  });

  it('keeps the current link fields over the legacy names, on create and on update', async () => {
    const created = (
      await post(
        buildBody({
          pobb_in_url: 'https://pobb.in/actuel',
          pobbin: 'https://pobb.in/ancien',
          video_url: 'https://video.test/actuelle',
          video: 'https://video.test/ancienne',
        }),
      )
    ).json();
    expect(created).toMatchObject({
      pobb_in_url: 'https://pobb.in/actuel',
      video_url: 'https://video.test/actuelle',
    });
    const update = (payload: Record<string, unknown>) =>
      app.inject({
        method: 'PUT',
        url: `/api/builds/${created.id}`,
        headers: author.headers,
        payload,
      });
    // An older client's update sets the link it names and leaves the other one alone.
    const legacy = await update({ pobbin: 'https://pobb.in/modifie' });
    expect(legacy.statusCode).toBe(200);
    expect(legacy.json()).toMatchObject({
      pobb_in_url: 'https://pobb.in/modifie',
      video_url: 'https://video.test/actuelle',
    });
    const both = await update({ video_url: 'https://video.test/v2', video: 'https://x.test/' });
    expect(both.json()).toMatchObject({ video_url: 'https://video.test/v2' });
  });

  it('sanitises phase texts: scripts, handlers and javascript: go, insert data stays', async () => {
    const gem =
      '<img src="/images/gems/Cyclone.png" data-name="Cyclone" data-icon="/images/gems/Cyclone.png" ' +
      'data-couleur="green" data-tags="Attack" data-description="Tourne" data-levelrequired="28" />';
    const res = await post(
      buildBody({
        endgame: `<p onmouseover="steal()">Boss<script>steal()</script></p>${gem}<a href="javascript:steal()">x</a>`,
      }),
    );
    expect(res.json().endgame).toBe(`<p>Boss</p>${gem}<a>x</a>`);
  });

  it.each([
    ['a missing title', { title: undefined }, 'Le champ « Titre du build » est obligatoire'],
    ['a blank title', { title: '   ' }, 'le titre est obligatoire'],
    [
      'a 151-character title',
      { title: 'x'.repeat(151) },
      'Le champ « Titre du build » doit contenir au plus 150 caractère(s)',
    ],
    [
      'a 20 001-character introduction',
      { introduction: 'x'.repeat(20_001) },
      'Le champ « Introduction » doit contenir au plus 20000 caractère(s)',
    ],
    ['an unknown class', { classe: 'Sorcerer' }, 'la classe « Sorcerer » n’existe pas'],
    [
      'an ascendancy of another class',
      { ascendancy: 'Necromancer' },
      'n’appartient pas à la classe « Duelist »',
    ],
    [
      'a rating of 0',
      { ratings: { difficulte: 0, cout: 1, boss: 1, rapidite: 1, survie: 1 } },
      '« ratings.difficulte » doit être au moins 1',
    ],
    [
      'a rating of 6',
      { ratings: { difficulte: 1, cout: 6, boss: 1, rapidite: 1, survie: 1 } },
      'au plus 5',
    ],
    [
      'a decimal rating',
      { ratings: { difficulte: 1.5, cout: 1, boss: 1, rapidite: 1, survie: 1 } },
      'nombre entier',
    ],
    [
      'an incomplete ratings object',
      { ratings: { difficulte: 1 } },
      '« ratings.cout » est obligatoire',
    ],
    ['a javascript: link', { video_url: 'javascript:alert(1)' }, 'le lien « Vidéo »'],
    ['a link that is not a URL', { pobb_in_url: 'pobb.in/abc' }, 'le lien « Lien pobb.in »'],
    ['a legacy link that is not a URL', { pobbin: 'pobb.in/abc' }, 'le lien « Lien pobb.in »'],
    [
      'an unknown equipment slot',
      { equipment: { hat: goldrim } },
      // The slots are named as the API spells them, quoted apart from the French sentence.
      'l’emplacement « hat » de « equipment » n’existe pas (emplacements : « weapon, weapon2, ',
    ],
    [
      'an item with a script image',
      { equipment: { helmet: { ...goldrim, image: 'javascript:x' } } },
      '« equipment.helmet',
    ],
    [
      'an unknown rarity',
      { equipment: { helmet: { ...goldrim, rarity: 'legendary' } } },
      '« equipment.helmet',
    ],
    [
      'an equipment set that is a list',
      { equipment: [goldrim] },
      'Le champ « Équipement » doit être un objet',
    ],
    [
      'an unknown gem slot',
      { gem_sockets_main: { Tête: [cyclone] } },
      'l’emplacement « Tête » de « gem_sockets_main »',
    ],
    ['seven sockets', { gem_sockets_main: { Torse: Array(7).fill(cyclone) } }, 'au plus 6'],
    [
      'a gem without a name',
      { gem_sockets_main: { Torse: [{ icon: '/x.png' }] } },
      '« gem_sockets_main.Torse.0',
    ],
    ['a huge pasted text', { equipment: { helmet: 'x'.repeat(10_001) } }, '« equipment.helmet »'],
    [
      'a gem with an unknown shape',
      { gem_sockets_main: { Torse: ['Cyclone'] } },
      '« gem_sockets_main.Torse.0 » doit être un objet',
    ],
  ])('refuses %s with a French 400 and writes nothing', async (_name, override, message) => {
    const before = await count();
    const res = await post(buildBody(override));
    expect(res.statusCode).toBe(400);
    // A field the form shows is named by its label; anything else keeps the generic opening.
    expect(res.json().error).toMatch(/^(Requête invalide : |Le champ « )/);
    expect(res.json().error).toContain(message);
    expect(await count()).toBe(before);
  });

  it('leaves a build untouched when an update is refused', async () => {
    const created = (await post(buildBody({ title: 'Intact' }))).json();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/builds/${created.id}`,
      headers: author.headers,
      payload: { title: 'Changé', ascendancy: 'Juggernaut' },
    });
    expect(res.statusCode).toBe(400);
    const read = await app.inject({ url: `/api/builds/${created.id}`, headers: author.headers });
    expect(read.json()).toMatchObject({ title: 'Intact', ascendancy: 'Slayer' });
  });

  it('resets the ascendancy when only the class changes, as the form does', async () => {
    const created = (await post(buildBody())).json();
    const res = await app.inject({
      method: 'PUT',
      url: `/api/builds/${created.id}`,
      headers: author.headers,
      payload: { classe: 'Witch' },
    });
    expect(res.json()).toMatchObject({ classe: 'Witch', ascendancy: '' });
  });

  it('reads stored JSON that cannot be parsed, or is not an object, as {}', async () => {
    const created = (await post(buildBody({ equipment: { helmet: goldrim } }))).json();
    await app.db.query(
      `update builds set equipment = to_jsonb('{"helmet": oops'::text),
         leveling_equipment = '[1, 2]', gem_sockets_main = '"texte"',
         endgame_equipment = '{"helmet": 42, "boots": {"name": "Wanderlust"}}',
         gem_sockets_leveling = to_jsonb('{"Torse":[{"name":"Cyclone"}]}'::text)
       where id = $1`,
      [created.id],
    );
    const read = await app.inject({ url: `/api/builds/${created.id}`, headers: author.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      equipment: {},
      leveling_equipment: {},
      gem_sockets_main: {},
      endgame_equipment: { boots: { name: 'Wanderlust' } },
      gem_sockets_leveling: { Torse: [{ name: 'Cyclone' }] },
    });
  });

  it('refuses NUL characters with a French 400 instead of failing on them', async () => {
    const title = `Nul part ${Date.now()}`;
    const res = await post(buildBody({ title: `${title}\u0000`, leveling: '<p>a\u0000b</p>' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: TEXT_INPUT_MESSAGE });
    const { rows } = await app.db.query('select id from builds where title like $1', [`${title}%`]);
    expect(rows).toHaveLength(0);
  });
});
