import { Field, styled, useTranslation } from 'shared-ui';
import { PHASES, type GearSet } from './buildForm';
import type { PobChoices, PobImport } from './pobImport';
import { TREE_SLOTS } from './treeForm';
import { useSlotLabel } from './useSlotLabel';

export interface PobReviewProps {
  pob: PobImport;
  choices: PobChoices;
  onChange(next: PobChoices): void;
}

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** One set: a tick to import it and the phase tab it goes to, on one line when room allows. */
const SetRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;

  label {
    display: flex;
    flex: 1 1 12rem;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
  }

  input[type='checkbox'] {
    width: 20px;
    height: 20px;
  }

  select {
    flex: 0 1 12rem;
    min-height: 44px;
  }
`;

type SetKind = 'itemSets' | 'skillSets' | 'trees';

/**
 * The review step of an import with several sets: each item and gem set and each passive tree
 * ticked or not, with the tab it fills; the tree spec whose link the build keeps.
 */
export function PobReview({ pob, choices, onChange }: PobReviewProps) {
  const { t } = useTranslation('author');
  const slotLabel = useSlotLabel();
  const titleOf = (set: { title: string }, index: number) =>
    set.title || t('pobImport.untitled', { n: index + 1 });

  const setChoice = (kind: SetKind, index: number, phase: GearSet | null) =>
    onChange({ ...choices, [kind]: choices[kind].map((p, i) => (i === index ? phase : p)) });

  const group = (kind: SetKind, targets: readonly GearSet[], least: number) => {
    const sets = kind === 'trees' ? pob.treeSpecs : pob[kind];
    // A spec whose tree could not be read has nothing to import.
    const importable = (set: object) =>
      kind !== 'trees' || Boolean((set as { tree?: unknown }).tree);
    const shown = sets.filter(importable).length;
    if (shown < least) return null;
    return (
      <Group>
        <legend>{t(`pobImport.${kind}`)}</legend>
        {sets.map((set, index) => {
          if (!importable(set)) return null;
          const title = titleOf(set, index);
          const chosen: readonly (GearSet | null)[] = choices[kind];
          const phase = chosen[index] ?? null;
          const fallback = targets.find((p) => !chosen.includes(p)) ?? targets[0] ?? null;
          return (
            <SetRow key={set.id}>
              <label>
                <input
                  type="checkbox"
                  checked={phase !== null}
                  onChange={(event) =>
                    setChoice(kind, index, event.target.checked ? fallback : null)
                  }
                />
                {t(kind === 'trees' ? 'pobImport.importTree' : 'pobImport.importSet', { title })}
                {set.active && ` (${t('pobImport.active')})`}
              </label>
              <select
                aria-label={t(kind === 'trees' ? 'pobImport.treeTarget' : 'pobImport.target', {
                  title,
                })}
                value={phase ?? ''}
                disabled={phase === null}
                onChange={(event) => setChoice(kind, index, event.target.value as GearSet)}
              >
                {phase === null && <option value="">—</option>}
                {targets.map((p) => (
                  <option key={p} value={p}>
                    {slotLabel(p)}
                  </option>
                ))}
              </select>
            </SetRow>
          );
        })}
      </Group>
    );
  };

  const specs = pob.treeSpecs.filter((spec) => spec.url !== '');
  return (
    <>
      <p>{t('pobImport.reviewIntro')}</p>
      {group('itemSets', PHASES, 2)}
      {group('skillSets', PHASES, 2)}
      {group('trees', TREE_SLOTS, 1)}
      {pob.sourceUrl === '' && specs.length > 1 && (
        <Field>
          {t('pobImport.treeSpecs')}
          <select
            value={choices.treeSpec}
            onChange={(event) => onChange({ ...choices, treeSpec: Number(event.target.value) })}
          >
            {pob.treeSpecs.map((spec, index) =>
              spec.url === '' ? null : (
                <option key={spec.id} value={index}>
                  {titleOf(spec, index)}
                </option>
              ),
            )}
          </select>
        </Field>
      )}
    </>
  );
}
