import { describe, expect, it } from 'vitest';
import { BUNDLED_TREE, bundledTreeExport } from './bundledTree.js';
import { frenchPassiveName, passiveNameCoverage } from './frenchNames.js';
import { parseTreeExport } from './parseExport.js';

describe('French names of the passive tree', () => {
  it('takes the name under the node id when the English names agree', () => {
    expect(frenchPassiveName(48807, 'Art of the Gladiator')).toBe('Art du Gladiateur');
    expect(frenchPassiveName(62817, 'Bane of Legends')).toBe('Fléau des Légendes');
  });

  it('does not trust an id the game gave to another node, and falls back on the English name', () => {
    // 258 is « Bringer of Ruin » today; the 3.15 tree had Elemancer there, which no French string names.
    expect(frenchPassiveName(258, 'Elemancer')).toBeNull();
    expect(frenchPassiveName(1, 'Art of the Gladiator')).toBe('Art du Gladiateur');
    expect(frenchPassiveName(48807, 'Not a passive')).toBeNull();
  });

  it('names in French 485 of the 579 notables and keystones of the bundled 3.15 tree', () => {
    const tree = parseTreeExport(bundledTreeExport(), BUNDLED_TREE.version);
    const line = passiveNameCoverage(tree.nodes);
    expect(line).toMatch(/^talents notables : 485 noms français sur 579 \(83 %\) ; en anglais : /);
    expect(line).toMatch(/\(\+82\)$/);
  });
});
