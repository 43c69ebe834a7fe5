import fc from 'fast-check';
import { amplifyingShapes } from '../../test/amplifyingShapes.js';
import { describe, expect, it } from 'vitest';
import { PobError } from './decode.js';
import { amplifiedXml, SLAYER_SETS_XML, toPobCode, type Amplification } from './fixtures/index.js';
import { AnswerBudget, POB_LIMITS } from './limits.js';
import { readPobBuild, readPobTrees, type CatalogueRows } from './read.js';

const ROWS: CatalogueRows = {
  bases: [{ name: 'Titan Gauntlets', itemClass: 'Gloves' }],
  gems: ['Cyclone', 'Brutality Support', 'Fortify Support'].map((name) => ({
    name,
    name_fr: null,
    colour: 'red',
    tags: ['Attack'],
    level_required: 1,
    description: 'x'.repeat(200),
  })),
};

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    if (err instanceof PobError) return { reason: err.reason, message: err.message };
    throw err;
  }
  return undefined;
};

const read = (shape: Amplification) => () =>
  readPobBuild(toPobCode(amplifiedXml(shape)), ROWS, 'fr');

describe('the limits of one export', () => {
  it('refuses the code that took the server down (one item in every slot of 300 sets)', () => {
    const code = toPobCode(amplifiedXml({ itemSets: 300 }));
    expect(code.length).toBeLessThan(3_000);
    expect(refusal(() => readPobBuild(code, ROWS, 'fr'))).toEqual({
      reason: 'tooLarge',
      message: "Export Path of Building refusé : 300 jeux d'objets, 100 au maximum.",
    });
  });

  it('refuses sets within the limit whose copies would outgrow the answer', () => {
    // 100 sets × 15 slots × an item of 8 kB: 12 MB of answer from a 3 kB code.
    expect(refusal(read({ itemSets: 100 }))).toEqual({
      reason: 'tooLarge',
      message:
        'Export Path of Building refusé : sa lecture dépasserait 4 Mo (taille maximale de la réponse).',
    });
  });

  it.each<[Amplification, string]>([
    [{ items: 1_001, itemLines: 1 }, '1001 objets, 1000 au maximum'],
    [{ itemLines: 600 }, "caractères dans le texte d'un objet, 20000 au maximum"],
    [{ skillSets: 101 }, '101 jeux de gemmes, 100 au maximum'],
    [{ skillSets: 11, groupsPerSet: 100 }, '1100 groupes de gemmes, 1000 au maximum'],
    [{ groupsPerSet: 500, gemsPerGroup: 13 }, '6500 gemmes, 6000 au maximum'],
    [{ treeSpecs: 20_000, nodesPerSpec: 1 }, '20000 arbres de passifs, 100 au maximum'],
    [{ treeSpecs: 101 }, '101 arbres de passifs, 100 au maximum'],
    [{ nodesPerSpec: 1_001 }, '1001 nœuds dans un arbre de passifs, 1000 au maximum'],
  ])('refuses %o in French, naming the limit', (shape, named) => {
    const refused = refusal(read(shape));
    expect(refused?.reason).toBe('tooLarge');
    expect(refused?.message).toContain(named);
  });

  it('reads the trees alone under the same limits', () => {
    const code = toPobCode(amplifiedXml({ treeSpecs: 101 }));
    expect(refusal(() => readPobTrees(code))?.message).toContain('101 arbres de passifs');
    expect(readPobTrees(toPobCode(amplifiedXml({ treeSpecs: 100 })))).toHaveLength(100);
  });

  it('still reads a real export whole', () => {
    const build = readPobBuild(toPobCode(SLAYER_SETS_XML), ROWS, 'fr');
    expect(build.itemSets).toHaveLength(3);
    expect(build.treeSpecs).toHaveLength(2);
  });

  it('keeps every answer under its size limit, or refuses in French (any amplifying shape)', () => {
    fc.assert(
      fc.property(amplifyingShapes, (shape) => {
        let answer: string;
        try {
          answer = JSON.stringify(read(shape)());
        } catch (err) {
          expect(err).toBeInstanceOf(PobError);
          expect((err as PobError).message).toMatch(
            /^Export Path of Building (refusé|trop volumineux) : /,
          );
          return;
        }
        expect(Buffer.byteLength(answer)).toBeLessThanOrEqual(POB_LIMITS.answerBytes * 1.1);
      }),
      { numRuns: 60 },
    );
  });
});

describe('AnswerBudget', () => {
  it('lets the limit through and refuses the character after it', () => {
    const budget = new AnswerBudget(10);
    budget.spend(10);
    expect(() => budget.spend(1)).toThrow(PobError);
  });
});
