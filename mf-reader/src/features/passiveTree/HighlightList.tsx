import { useMemo, useState } from 'react';
import { filterHighlights } from 'passive-tree/points';
import { Field, styled, useClassNames, useTranslation } from 'shared-ui';
import type { TreeHighlight } from './treePhases';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** A name to point at (its node is ringed in the drawing) or press (the drawing goes to it). */
const Name = styled.button`
  display: block;
  width: 100%;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  text-align: start;
  font: inherit;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.colors.accent};
  }
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  small {
    margin-inline-start: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  /* One stat a line (a button holds no list). */
  & > span {
    display: block;
    padding-inline-start: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export interface HighlightListProps {
  highlights: TreeHighlight[];
  /** The node pointed at or focused, or null when none is. */
  onPoint?: (id: number | null) => void;
  onPick?: (id: number) => void;
}

/**
 * The allocated keystones and notables by name with their stats, and a search box over them.
 * The server renders it whole, so a page read without JavaScript lists them too.
 */
export function HighlightList({ highlights, onPoint, onPick }: HighlightListProps) {
  const { t, i18n } = useTranslation('reader');
  const names = useClassNames();
  const [query, setQuery] = useState('');
  // In French, the French client's name where the game gives one; the search reads the English
  // name too (the filter searches `name` and `stats`, so the English name goes with the stats).
  const french = i18n.language === 'fr';
  const shown = useMemo(() => {
    const searchable = highlights.map((node) => ({
      node,
      name: french && node.name_fr ? node.name_fr : node.name,
      stats: [node.name, ...node.stats],
    }));
    return filterHighlights(searchable, query);
  }, [highlights, french, query]);
  if (highlights.length === 0) return null;
  return (
    <div>
      <h3>{t('passiveTree.highlights')}</h3>
      <Field>
        {t('passiveTree.search')}
        <input
          type="search"
          value={query}
          placeholder={t('passiveTree.searchPlaceholder')}
          onChange={(event) => setQuery(event.target.value)}
        />
      </Field>
      {shown.length === 0 && <p>{t('passiveTree.noMatch')}</p>}
      <List>
        {shown.map(({ node, name }) => (
          <li key={node.id}>
            <Name
              type="button"
              onPointerEnter={() => onPoint?.(node.id)}
              onPointerLeave={() => onPoint?.(null)}
              onFocus={() => onPoint?.(node.id)}
              onBlur={() => onPoint?.(null)}
              onClick={() => onPick?.(node.id)}
            >
              <strong lang={name === node.name ? 'en' : 'fr'}>{name}</strong>
              <small>
                {t(`passiveTree.${node.kind}`)}
                {node.ascendancy ? ` · ${names.ascendancy(node.ascendancy)}` : ''}
              </small>
              {node.stats.map((stat, index) => (
                <span key={index}>{stat}</span>
              ))}
            </Name>
          </li>
        ))}
      </List>
    </div>
  );
}
