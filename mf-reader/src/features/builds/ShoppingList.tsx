import { useMemo, useState } from 'react';
import { type Build, type GemSockets, isClassName, styled, useTranslation } from 'shared-ui';
import { useGetGemRewardsQuery } from '../content/gemRewards/gemRewardsApi';
import { opensTo } from '../content/gemRewards/rewardChoice';
import { useRewardText } from '../content/gemRewards/useRewardText';
import { buildShoppingList, socketGems, type ShoppingItem } from './shoppingList';

const Details = styled.details`
  margin-block: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  & > summary {
    min-height: 44px;
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0 ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
    cursor: pointer;
  }
  & > p {
    margin: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Count = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
`;

const List = styled.ol`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.sm};
  list-style: none;
`;

/** Picture, name and level on one line; where to get it under the name, wrapping on a phone. */
const Item = styled.li`
  display: grid;
  grid-template-columns: 32px minmax(0, 1fr) auto;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  img {
    grid-row: span 2;
    width: 32px;
    height: 32px;
  }
  strong {
    overflow-wrap: anywhere;
  }
  span {
    grid-column: 2 / 4;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Level = styled.em`
  font-style: normal;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

/** The main view's sockets, as the page's own equipment grid reads them. */
const mainSockets = (build: Build) =>
  Object.keys(build.gem_sockets_main).length ? build.gem_sockets_main : build.gem_sockets;

/**
 * The 'Liste de courses' of one phase (or, without `sockets`, of the main view): its gems once
 * each, lowest level first, with where the build's class gets them. Collapsed at first; the
 * rewards are asked for when it is opened.
 */
export function ShoppingList({ build, sockets }: { build: Build; sockets?: GemSockets }) {
  const { t } = useTranslation('reader');
  const classe = isClassName(build.classe) ? build.classe : undefined;
  const shown = sockets ?? mainSockets(build);
  const rewardText = useRewardText();
  const [opened, setOpened] = useState(false);
  const gems = useMemo(() => socketGems(shown), [shown]);
  const names = useMemo(() => gems.map((g) => g.name).sort(), [gems]);
  const { data, isError } = useGetGemRewardsQuery(names, { skip: !opened || names.length === 0 });
  const items = useMemo(() => buildShoppingList(gems, data, classe), [gems, data, classe]);
  if (gems.length === 0) return null;

  const where = (item: ShoppingItem) => {
    const { reward } = item;
    if (!data) return isError ? '' : t('gemRewards.loading');
    if (!reward) return t('gemRewards.elsewhere');
    return rewardText(reward, {
      withClasses: !classe || !opensTo(reward, classe),
      level: item.level,
    });
  };
  return (
    <Details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      <summary>
        {t('gemRewards.shoppingList')}
        <Count>({t('gemRewards.gemCount', { count: gems.length })})</Count>
      </summary>
      <p>{classe ? t('gemRewards.hintClass', { classe }) : t('gemRewards.hint')}</p>
      {isError && <p role="alert">{t('gemRewards.error')}</p>}
      <List>
        {items.map((item) => (
          <Item key={item.name}>
            <img src={item.icon} alt="" loading="lazy" />
            <strong>{item.displayName}</strong>
            <Level>
              {item.level === null
                ? t('gemRewards.levelUnknown')
                : t('gemRewards.level', { level: item.level })}
            </Level>
            <span>{where(item)}</span>
          </Item>
        ))}
      </List>
    </Details>
  );
}
