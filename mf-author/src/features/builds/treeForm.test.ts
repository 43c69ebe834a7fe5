import { blankBuild } from 'shared-ui/testing';
import { describe, expect, it } from 'vitest';
import { emptyBuildForm, fromBuild, toPayload } from './buildForm';
import { fromDecoded, treesFromBuild, treesToWire, withDecodedClass, withTree } from './treeForm';

const tree = {
  version: '3.26',
  class_id: 4,
  ascendancy_id: 2,
  nodes: [10, 11],
  title: 'Level 30',
  url: '',
};

describe('treesFromBuild', () => {
  it('reads each phase key into the form’s tab, leaving out what the server added', () => {
    const build = Object.assign(blankBuild({ id: 1 }), {
      passive_trees: {
        main: { ...tree, points: 1, ascendancy_points: 0, highlights: [] },
        premier_equipement: { ...tree, title: 'Level 60' },
      },
    });
    expect(treesFromBuild(build)).toEqual({
      main: tree,
      premierEquipement: { ...tree, title: 'Level 60' },
    });
    expect(fromBuild(build).trees.main).toEqual(tree);
  });

  it('finds none on a build saved before trees existed', () => {
    expect(treesFromBuild(blankBuild({ id: 2 }))).toEqual({});
  });
});

describe('treesToWire', () => {
  it('sends each tab’s tree under its phase key, and nothing for an empty form', () => {
    expect(treesToWire({ premierEquipement: tree, optimisation: tree })).toEqual({
      premier_equipement: tree,
      optimisation: tree,
    });
    expect(toPayload(emptyBuildForm()).passive_trees).toEqual({});
  });
});

describe('fromDecoded', () => {
  it('keeps the tree and drops the class names the decoder adds', () => {
    expect(fromDecoded({ ...tree, classe: 'Ranger', ascendancy: 'Deadeye' })).toEqual(tree);
  });
});

describe('withTree', () => {
  it('sets a tab’s tree and removes it', () => {
    const form = withTree(emptyBuildForm(), 'endgame', tree);
    expect(form.trees).toEqual({ endgame: tree });
    expect(withTree(form, 'endgame', null).trees).toEqual({});
  });
});

describe('withDecodedClass', () => {
  const decoded = { ...tree, classe: 'Ranger', ascendancy: 'Deadeye' };
  it('gives a form without a class the tree’s class and ascendancy', () => {
    expect(withDecodedClass(emptyBuildForm(), decoded)).toMatchObject({
      classe: 'Ranger',
      ascendancy: 'Deadeye',
    });
  });

  it('keeps the class the author chose, and an ascendancy of another class is left out', () => {
    const chosen = { ...emptyBuildForm(), classe: 'Witch', ascendancy: 'Elementalist' };
    expect(withDecodedClass(chosen, decoded)).toBe(chosen);
    const odd = withDecodedClass(emptyBuildForm(), { ...decoded, ascendancy: 'Necromancer' });
    expect(odd).toMatchObject({ classe: 'Ranger', ascendancy: '' });
  });
});
