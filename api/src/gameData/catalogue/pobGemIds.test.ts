import { describe, expect, it } from 'vitest';
import table from './data/pobGemIds.json' with { type: 'json' };
import { pobGemIds } from './pobGemIds.js';

describe('pobGemIds', () => {
  it('finds a support by the catalogue’s name, the « Support » suffix being the game’s', () => {
    expect(pobGemIds('Brutality Support')).toEqual({
      gemId: 'Metadata/Items/Gems/SupportGemBrutality',
      skillId: 'SupportBrutality',
    });
    // PoB names this one with its suffix, beside the skill of the same name.
    expect(pobGemIds('Barrage Support')?.skillId).toBe('SupportBarrage');
    expect(pobGemIds('Barrage')?.skillId).toBe('Barrage');
  });

  it('tells a transfigured gem from its base by the skill, under the same item id', () => {
    expect(pobGemIds('Cleave')).toEqual({
      gemId: 'Metadata/Items/Gems/SkillGemCleave',
      skillId: 'Cleave',
    });
    expect(pobGemIds('Cleave of Rage')).toEqual({
      gemId: 'Metadata/Items/Gems/SkillGemCleave',
      skillId: 'CleaveAltX',
    });
  });

  it('answers nothing for a gem it does not hold, nor for an active skill named as a support', () => {
    expect(pobGemIds('Kinetic Fusillade')).toBeUndefined();
    expect(pobGemIds('Cyclone Support')).toBeUndefined();
    expect(pobGemIds('constructor')).toBeUndefined();
  });

  it('holds only the game’s gem item ids, each with a skill', () => {
    for (const [name, ids] of Object.entries(table.gems)) {
      expect(ids.gemId, name).toMatch(/^Metadata\/Items\/Gems\/(SkillGem|SupportGem)[A-Za-z]+$/);
      expect(ids.skillId, name).toMatch(/^[A-Za-z0-9]+$/);
    }
  });
});
