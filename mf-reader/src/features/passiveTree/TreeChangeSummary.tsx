import { styled, useTranslation } from 'shared-ui';
import type { PhaseTree, TreeHighlight } from './treePhases';

export type TreeChange = NonNullable<PhaseTree['change']>;

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  p {
    margin: 0;
  }
  /* The colours of the drawing: added nodes, and the crosses over dropped ones. */
  .added {
    color: ${({ theme }) => theme.colors.info};
  }
  .removed {
    color: ${({ theme }) => theme.colors.error};
  }
  ol {
    margin: 0;
    /* Room for three-digit places. */
    padding-inline-start: 3em;
  }
`;

/** One line of the order: a named keystone or notable, or a run of small passives. */
type Step = { from: number; to: number; name: string | null };

/**
 * The added points in order, the named ones by name, the small passives between them folded
 * into runs (« 1 à 4 »): the answer names only the keystones and notables.
 */
export function orderSteps(
  added: readonly number[],
  highlights: readonly TreeHighlight[],
  french: boolean,
): Step[] {
  const names = new Map(highlights.map((h) => [h.id, (french && h.name_fr) || h.name]));
  const steps: Step[] = [];
  added.forEach((id, index) => {
    const place = index + 1;
    const name = names.get(id) ?? null;
    const last = steps.at(-1);
    if (name === null && last && last.name === null) last.to = place;
    else steps.push({ from: place, to: place, name });
  });
  return steps;
}

/**
 * What a phase keeps, adds and drops of the phase before it, and the added points in the order
 * they are taken: the words the drawing's numbers and crosses stand for, rendered on the server
 * for readers without JavaScript and for screen readers.
 */
export default function TreeChangeSummary({
  change,
  highlights,
}: {
  change: TreeChange;
  highlights: readonly TreeHighlight[];
}) {
  const { t, i18n } = useTranslation('reader');
  const steps = orderSteps(change.added, highlights, i18n.language === 'fr');
  return (
    <Box>
      <p>
        {t('passiveTree.change.since', { phase: t(`passiveTree.phases.${change.from}`) })}{' '}
        {t('passiveTree.change.kept', { count: change.kept.length })},{' '}
        <span className="added">
          {t('passiveTree.change.added', { count: change.added.length })}
        </span>
        ,{' '}
        <span className="removed">
          {t('passiveTree.change.removed', { count: change.removed.length })}
        </span>
      </p>
      {steps.length > 0 && (
        <details>
          <summary>{t('passiveTree.change.order')}</summary>
          <ol>
            {steps.map((step) => (
              <li key={step.from} value={step.from}>
                {step.name ??
                  (step.from === step.to
                    ? t('passiveTree.change.smallOne', { place: step.from })
                    : t('passiveTree.change.smallRun', {
                        from: step.from,
                        to: step.to,
                        count: step.to - step.from + 1,
                      }))}
              </li>
            ))}
          </ol>
        </details>
      )}
    </Box>
  );
}
