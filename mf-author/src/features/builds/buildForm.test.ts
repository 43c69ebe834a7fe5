import type { Build } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import {
  emptyBuildForm,
  fromBuild,
  toPayload,
  withClass,
  withSocket,
  type FormGem,
  type StoredBuild,
} from './buildForm';

const gem = (name: string): FormGem => ({
  name,
  displayName: name,
  icon: `/images/gems/${name}.png`,
  tags: 'Attack, Melee',
  couleur: 'red',
  description: '',
  levelRequired: 1,
});

const stored = (fields: Partial<StoredBuild>): StoredBuild =>
  ({
    ...({} as Build),
    title: 'Cyclone',
    classe: 'Duelist',
    ascendancy: 'Slayer',
    ...fields,
  }) as StoredBuild;

describe('emptyBuildForm', () => {
  it('starts private with no rating chosen and no stats', () => {
    const form = emptyBuildForm();
    expect(form.is_public).toBe(false);
    expect(Object.values(form.ratings)).toEqual([0, 0, 0, 0, 0]);
    expect(form.pobStats).toEqual({});
  });
});

describe('fromBuild', () => {
  it('keeps the build public flag, and reads a missing one as public', () => {
    expect(fromBuild(stored({ is_public: false })).is_public).toBe(false);
    expect(fromBuild(stored({})).is_public).toBe(true);
  });

  it('moves the legacy midgame text into an empty premier équipement, and only then', () => {
    expect(
      fromBuild(stored({ premier_equipement: '', midgame: '<p>Acte 5</p>' })).texts
        .premierEquipement,
    ).toBe('<p>Acte 5</p>');
    expect(
      fromBuild(stored({ premier_equipement: '<p>Déjà écrit</p>', midgame: '<p>Acte 5</p>' })).texts
        .premierEquipement,
    ).toBe('<p>Déjà écrit</p>');
  });

  it('reads the main sockets from the legacy map when the main one is empty', () => {
    const legacy = { Torse: [{ name: 'Cyclone' }] };
    const form = fromBuild(stored({ gem_sockets_main: {}, gem_sockets: legacy }));
    expect(form.sockets.main.Torse?.[0]?.name).toBe('Cyclone');
  });

  it('keeps a slot stored as a plain string and joins gem tags stored as a list', () => {
    const form = fromBuild(
      stored({
        equipment: { helmet: 'Rarity: Rare' } as unknown as Build['equipment'],
        gem_sockets_main: { Casque: [null, { name: 'Fireball', tags: ['Spell', 'Fire'] }] },
      }),
    );
    expect(form.equipment.main.helmet).toBe('Rarity: Rare');
    expect(form.sockets.main.Casque?.[0]).toBeNull();
    expect(form.sockets.main.Casque?.[1]?.tags).toBe('Spell, Fire');
  });
});

describe('toPayload', () => {
  it('names the fields as the authoring spec does and stores raw slot text as an item text', () => {
    const form = emptyBuildForm();
    form.title = 'Cyclone';
    form.equipment.leveling.helmet = 'Rarity: Rare\nBrume\nHelmet';
    form.sockets.main = { Torse: [gem('Cyclone')] };
    const payload = toPayload(form);
    expect(payload.levelingEquipment).toEqual({ helmet: { text: 'Rarity: Rare\nBrume\nHelmet' } });
    expect(payload.gem_sockets_main).toEqual({ Torse: [gem('Cyclone')] });
    expect(payload.gem_sockets).toEqual(payload.gem_sockets_main);
    expect(payload).toHaveProperty('premierEquipement', '');
  });

  it('leaves out slots whose sockets are all empty', () => {
    const form = emptyBuildForm();
    form.sockets.endgame = { Gants: [null, null] };
    expect(toPayload(form).gem_sockets_endgame).toEqual({});
  });
});

describe('withClass', () => {
  it('resets the ascendancy when the class changes', () => {
    const form = { ...emptyBuildForm(), classe: 'Witch', ascendancy: 'Necromancer' };
    expect(withClass(form, 'Templar')).toMatchObject({ classe: 'Templar', ascendancy: '' });
  });
});

describe('withSocket', () => {
  it('places a gem at its position, keeping empty sockets before it', () => {
    expect(withSocket({}, 'Torse', 2, gem('Cyclone'))).toEqual({
      Torse: [null, null, gem('Cyclone')],
    });
  });

  it('removes the slot once its last gem is taken out', () => {
    const sockets = withSocket({}, 'Torse', 1, gem('Cyclone'));
    expect(withSocket(sockets, 'Torse', 1, null)).toEqual({});
  });
});
