import { styled, useTranslation } from 'shared-ui';
import type { FieldChange } from './moderationApi';

/** The rich text columns: compared as the words a reader reads, without their markup. */
const RICH_FIELDS: ReadonlySet<string> = new Set([
  'leveling',
  'premier_equipement',
  'endgame',
  'optimisation',
  'mecaniques',
  'content',
]);

/** How much of a long text is shown; the reading page shows the whole new version. */
const EXCERPT = 400;

/**
 * A value as the admin compares it: rich text as plain words, cut after EXCERPT characters.
 * @example shownText('endgame', '<h2>Cartes</h2><p><b>T16</b></p>') // 'Cartes T16'
 */
export function shownText(field: string, value: string): string {
  // A space before each block, so a heading and the paragraph after it stay two words.
  const spaced = value.replace(/<(?:p|h[1-6]|li|div|blockquote|br)\b/gi, ' $&');
  const text = RICH_FIELDS.has(field)
    ? (new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '')
    : value;
  const words = text.replace(/\s+/g, ' ').trim();
  return words.length > EXCERPT ? `${words.slice(0, EXCERPT)}…` : words;
}

const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0 0;

  dt {
    font-weight: 600;
  }
  dd {
    display: grid;
    gap: 2px;
    margin: 0 0 ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;
  }
`;

const Before = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

const After = styled.span`
  color: ${({ theme }) => theme.colors.text};
`;

/** A waiting edit's changed fields, each with its approved and its proposed value. */
export function EditChanges({ changes }: { changes: FieldChange[] }) {
  const { t } = useTranslation('admin');
  const label = (field: string) => t(`moderation.fields.${field}`, { defaultValue: field });
  const value = (field: string, text: string) =>
    text === '' ? t('moderation.emptyValue') : shownText(field, text);
  return (
    <details>
      <summary>{t('moderation.showChanges', { count: changes.length })}</summary>
      <List>
        {changes.map((change) => (
          <div key={change.field}>
            <dt>{label(change.field)}</dt>
            <dd>
              {change.before === null || change.after === null ? (
                <After>{t('moderation.structuredChange')}</After>
              ) : (
                <>
                  <Before>
                    {t('moderation.before')} {value(change.field, change.before)}
                  </Before>
                  <After>
                    {t('moderation.after')} {value(change.field, change.after)}
                  </After>
                </>
              )}
            </dd>
          </div>
        ))}
      </List>
    </details>
  );
}
