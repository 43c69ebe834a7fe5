import { gemColour, type SocketedGem, styled, useTranslation } from 'shared-ui';
import { shownGem, type CatalogueGem } from './gemCatalogue';
import type { PanelGroup } from './gemGroups';
import { gemIcon } from './shoppingList';

/** Rows of 44 px (a finger's height); the socket dots sit on one rail, the link line. */
const ROW = 44;
const DOT = 14;

const Group = styled.div`
  & + & {
    margin-top: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px dashed ${({ theme }) => theme.colors.border};
  }
`;

const Caption = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

const MainBadge = styled.span`
  padding: 1px ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.onAccent};
  background: ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-weight: 600;
  text-transform: none;
  letter-spacing: 0;
`;

/** The link line: from the first socket dot to the last, behind them, as the game links them. */
const Gems = styled.ol<{ $linked: boolean }>`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  &::before {
    content: '';
    display: ${({ $linked }) => ($linked ? 'block' : 'none')};
    position: absolute;
    left: ${DOT / 2 - 2}px;
    top: ${ROW / 2}px;
    bottom: ${ROW / 2}px;
    width: 4px;
    background: linear-gradient(90deg, #9c7a3c, #e8cf8f, #9c7a3c);
    border-radius: 2px;
  }
`;

const Gem = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${DOT}px 32px minmax(0, 1fr) auto;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  min-height: ${ROW}px;
  padding-block: 2px;
  line-height: 1.25;
  padding-right: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: help;
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  img {
    width: 32px;
    height: 32px;
  }
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

const Dot = styled.span<{ $colour: string | null }>`
  z-index: 1;
  width: ${DOT}px;
  height: ${DOT}px;
  border-radius: 50%;
  border: 2px solid ${({ $colour, theme }) => $colour ?? theme.colors.border};
  background: ${({ $colour, theme }) => $colour ?? theme.colors.surface};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

const Level = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Empty = styled.span`
  grid-column: 3 / 5;
  color: ${({ theme }) => theme.colors.textMuted};
  font-style: italic;
`;

/** The key a gem row carries in `data-gem`, to find its tooltip: slot label and socket. */
export const gemKey = (label: string, socket: number) => `${label}:${socket}`;

/**
 * One link group of an item: '6 liens' (for beginners and screen readers alike), then each
 * socket in order with its gem's colour dot on the link line, icon, name and required level.
 */
export function GemLinkGroup({
  label,
  group,
  main,
  catalogue,
}: {
  label: string;
  group: PanelGroup;
  main: boolean;
  catalogue: ReadonlyMap<string, CatalogueGem>;
}) {
  const { t, i18n } = useTranslation('reader');
  const links = t('gemPanel.links', { count: group.sockets.length });
  const shown = (gem: SocketedGem) => shownGem(gem, catalogue, i18n.language);
  return (
    <Group>
      <Caption>
        {links}
        {main && <MainBadge>{t('gemPanel.mainGroup')}</MainBadge>}
      </Caption>
      <Gems $linked={group.sockets.length > 1} aria-label={links}>
        {group.gems.map((gem, index) => {
          const socket = group.sockets[index] ?? index;
          if (!gem) {
            return (
              <Gem key={socket} as="li" style={{ cursor: 'default' }}>
                <Dot $colour={null} />
                <span />
                <Empty>{t('gemPanel.emptySocket')}</Empty>
              </Gem>
            );
          }
          const { name, colour, level } = shown(gem);
          const tint = gemColour(colour);
          return (
            <Gem key={socket} tabIndex={0} data-gem={gemKey(label, socket)}>
              <Dot $colour={tint} />
              <img src={gemIcon(gem)} alt="" loading="lazy" />
              <strong style={{ color: tint }}>{name}</strong>
              <Level>
                {level === null ? t('gemRewards.levelUnknown') : t('gemRewards.level', { level })}
              </Level>
            </Gem>
          );
        })}
      </Gems>
    </Group>
  );
}
