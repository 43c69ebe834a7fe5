// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderReader } from '../../test/renderReader';
import TreeChangeSummary, { orderSteps } from './TreeChangeSummary';
import type { TreeHighlight } from './treePhases';

// Art of the Gladiator (48807) on the bundled 3.15 tree, as the build answer names it.
const gladiator: TreeHighlight = {
  id: 48807,
  name: 'Art of the Gladiator',
  name_fr: 'Art du Gladiateur',
  kind: 'notable',
  stats: [],
  ascendancy: null,
};
const change = {
  from: 'leveling' as const,
  kept: [39725, 50986],
  added: [63649, 49806, 6580, 48807, 42293],
  removed: [25933],
};

describe('TreeChangeSummary', () => {
  it('folds the small passives between named points into runs', () => {
    expect(orderSteps(change.added, [gladiator], true)).toEqual([
      { from: 1, to: 3, name: null },
      { from: 4, to: 4, name: 'Art du Gladiateur' },
      { from: 5, to: 5, name: null },
    ]);
    expect(orderSteps(change.added, [gladiator], false)[1]?.name).toBe('Art of the Gladiator');
  });

  it('says what the phase keeps, adds and drops, and lists the added points in order', () => {
    renderReader(<TreeChangeSummary change={change} highlights={[gladiator]} />);
    expect(screen.getByText(/Depuis Leveling :/).textContent).toBe(
      'Depuis Leveling : 2 gardés, 5 ajoutés, 1 retiré',
    );
    const items = screen.getAllByRole('listitem', { hidden: true }).map((li) => li.textContent);
    expect(items).toEqual([
      'points 1 à 3 : 3 petits passifs',
      'Art du Gladiateur',
      'point 5 : un petit passif',
    ]);
  });
});
