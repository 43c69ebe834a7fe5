import type { ClassName } from 'shared-ui';

export type Attribute = 'str' | 'dex' | 'int';
export type BeginnerLevel = 'easy' | 'medium' | 'hard';

/** The socket colour of the gems that ask for each attribute, as the game draws them. */
export const GEM_COLOUR = { str: 'red', dex: 'green', int: 'blue' } as const;

/**
 * The facts the classes guide shows beside its texts: each class's starting attributes (the
 * Scion has all three) and how forgiving it is for a first character.
 */
export const CLASS_GUIDE: Record<ClassName, { attributes: Attribute[]; level: BeginnerLevel }> = {
  Marauder: { attributes: ['str'], level: 'easy' },
  Ranger: { attributes: ['dex'], level: 'easy' },
  Witch: { attributes: ['int'], level: 'easy' },
  Duelist: { attributes: ['str', 'dex'], level: 'easy' },
  Templar: { attributes: ['str', 'int'], level: 'medium' },
  Shadow: { attributes: ['dex', 'int'], level: 'medium' },
  Scion: { attributes: ['str', 'dex', 'int'], level: 'hard' },
};
