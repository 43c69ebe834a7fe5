import { styled, useClassNames, useTranslation } from 'shared-ui';
import type { PobUpdateReview } from '../../../authorApi';
import { slotName } from '../slots';

const List = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};

  h3 {
    margin: 0;
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }

  ul {
    margin: 0;
    padding-left: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

/** The wire's tree phases as the form's tab names. */
const TREE_TABS: Record<string, string> = {
  main: 'general',
  leveling: 'leveling',
  premier_equipement: 'premierEquipement',
  endgame: 'endgame',
  optimisation: 'optimisation',
};

type Changes = PobUpdateReview['changes'];

/**
 * The review of an update from a new Path of Building code: class, ascendancy, league and
 * version, then the items by slot, the gems and links by slot, and the tree points, as the
 * server listed what changes. Only what changes is shown.
 */
export function PobUpdateChanges({ changes }: { changes: Changes }) {
  const { t } = useTranslation('author');
  const names = useClassNames();
  const label = { classe: names.classe, ascendancy: names.ascendancy, bloodline: names.bloodline };
  const slot = (name: string) => {
    const { key, n } = slotName(name);
    return t(key as 'equipment.slots.helmet', { n });
  };
  const fields = (['classe', 'ascendancy', 'bloodline', 'league', 'game_version'] as const).flatMap(
    (field) => {
      const change = changes[field];
      if (!change) return [];
      const none = t('pobUpdate.none');
      return [
        t('pobUpdate.field', {
          field: t(`pobUpdate.fields.${field}`),
          before:
            (field in label ? label[field as keyof typeof label](change.before) : change.before) ||
            none,
          after:
            (field in label ? label[field as keyof typeof label](change.after) : change.after) ||
            none,
        }),
      ];
    },
  );
  if (changes.level !== null) fields.push(t('pobUpdate.level', { level: changes.level }));
  const nothing =
    changes.items.length + changes.gems.length + changes.trees.length === 0 && fields.length === 0;
  if (nothing) return <p>{t('pobUpdate.nothing')}</p>;
  return (
    <>
      {fields.length > 0 && (
        <List aria-label={t('pobUpdate.character')}>
          <h3>{t('pobUpdate.character')}</h3>
          <ul>
            {fields.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </List>
      )}
      {changes.items.length > 0 && (
        <List aria-label={t('pobUpdate.items')}>
          <h3>{t('pobUpdate.items')}</h3>
          <ul>
            {changes.items.map((item) => (
              <li key={item.slot}>
                {t(`pobUpdate.item.${item.change}`, {
                  slot: slot(item.slot),
                  before: item.before,
                  after: item.after,
                })}
              </li>
            ))}
          </ul>
        </List>
      )}
      {changes.gems.length > 0 && (
        <List aria-label={t('pobUpdate.gems')}>
          <h3>{t('pobUpdate.gems')}</h3>
          <ul>
            {changes.gems.map((gems) => (
              <li key={gems.slot}>
                <strong>{gems.slot}</strong>
                {gems.added.length > 0 &&
                  ` · ${t('pobUpdate.added', { names: gems.added.join(', ') })}`}
                {gems.removed.length > 0 &&
                  ` · ${t('pobUpdate.removed', { names: gems.removed.join(', ') })}`}
                {gems.links && ` · ${t('pobUpdate.links')}`}
              </li>
            ))}
          </ul>
        </List>
      )}
      {changes.trees.length > 0 && (
        <List aria-label={t('pobUpdate.trees')}>
          <h3>{t('pobUpdate.trees')}</h3>
          <ul>
            {changes.trees.map((tree) => (
              <li key={tree.phase}>
                {t('pobUpdate.tree', {
                  tab: t(`buildForm.tabs.${(TREE_TABS[tree.phase] ?? 'general') as 'general'}`),
                  added: tree.added,
                  removed: tree.removed,
                  before: tree.before_nodes,
                  after: tree.after_nodes,
                })}
                {tree.before_version !== tree.after_version &&
                  ` ${t('pobUpdate.treeVersion', {
                    before: tree.before_version || t('pobUpdate.none'),
                    after: tree.after_version,
                  })}`}
              </li>
            ))}
          </ul>
        </List>
      )}
    </>
  );
}
