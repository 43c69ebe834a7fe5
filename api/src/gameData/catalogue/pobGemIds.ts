import table from './data/pobGemIds.json' with { type: 'json' };

/** The two ids Path of Building reads a `<Gem>` by (data/pobGemIds.json names their source). */
export interface PobGemIds {
  /** The game's item id of the gem (`Metadata/Items/Gems/SkillGemCyclone`). */
  gemId: string;
  /** The skill the gem grants, which tells a transfigured gem from its base. */
  skillId: string;
}

const GEMS: Readonly<Record<string, PobGemIds>> = table.gems;

/** Path of Building names supports without the game's « Support » suffix (`Brutality`). */
const isSupportId = (ids: PobGemIds) => ids.gemId.startsWith('Metadata/Items/Gems/SupportGem');

/**
 * The Path of Building ids of a gem by its English name as our catalogue writes it, or
 * undefined for a gem the table does not hold (newer than the table, or renamed since).
 * @example pobGemIds('Faster Attacks Support')?.skillId // 'SupportFasterAttack'
 */
export function pobGemIds(name: string): PobGemIds | undefined {
  const exact = Object.hasOwn(GEMS, name) ? GEMS[name] : undefined;
  if (exact) return exact;
  const bare = / Support$/.test(name) ? name.replace(/ Support$/, '') : undefined;
  const support = bare && Object.hasOwn(GEMS, bare) ? GEMS[bare] : undefined;
  return support && isSupportId(support) ? support : undefined;
}
