import { describe, expect, it } from 'vitest';
import { coverageRows } from './coverage';

describe('coverageRows', () => {
  it('reads the coverage lines of a job log and leaves the others out', () => {
    expect(
      coverageRows([
        '▶️ Étape 1/5 : données des gems',
        '📊 gemmes : 625 noms français sur 631 (99 %) ; en anglais : Envy, Quickstep',
        '📊 fossiles : 25 noms français sur 25 (100 %)',
        '📊 bases : 1 nom français sur 1 (100 %)',
      ]),
    ).toEqual([
      { category: 'gemmes', french: 625, total: 631, share: 99, english: 'Envy, Quickstep' },
      { category: 'fossiles', french: 25, total: 25, share: 100, english: '' },
      { category: 'bases', french: 1, total: 1, share: 100, english: '' },
    ]);
  });

  it('reads the gem tag and passive name lines the gem and tree jobs print', () => {
    expect(
      coverageRows([
        '📊 tags de gemmes : 37 noms français sur 45 (82 %) ; en anglais : Blink, Chaining',
        '📊 talents notables : 485 noms français sur 579 (83 %) ; en anglais : Elemancer (+93)',
      ]).map(({ category, share, english }) => [category, share, english]),
    ).toEqual([
      ['tags de gemmes', 82, 'Blink, Chaining'],
      ['talents notables', 83, 'Elemancer (+93)'],
    ]);
  });
});
