import { useId, useMemo, useRef } from 'react';
import {
  GEM_SLOTS,
  type GemSockets,
  type SocketedGem,
  styled,
  theme,
  useTranslation,
} from 'shared-ui';
import { useInsertTooltips, type InsertSource } from '../content/insertTooltips/useInsertTooltips';
import { useUniqueNames } from '../content/useUniqueNames';
import { shownGem, useGemCatalogue } from './gemCatalogue';
import { gemPanelLayout, looksLikeSupport, type PanelSlot } from './gemGroups';
import { gemKey, GemLinkGroup } from './GemLinkGroup';
import { gemInsert } from './gridInserts';
import { readableEquipment, readableItem, type StoredEquipment } from './readableEquipment';

const Section = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-family: ${({ theme }) => theme.fonts.heading};
    color: ${({ theme }) => theme.colors.accent};
  }
  & > p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** Cards side by side on a wide screen, one column on a phone (never wider than the page). */
const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

const Card = styled.article<{ $main: boolean }>`
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.surfaceRaised},
    ${({ theme }) => theme.colors.surface} 60px
  );
  border: 1px solid ${({ $main, theme }) => ($main ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ $main }) => ($main ? '0 0 12px rgba(201, 164, 92, 0.18)' : 'none')};
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 ${({ theme }) => theme.space.sm};
    margin: 0 0 ${({ theme }) => theme.space.sm};
    padding-bottom: ${({ theme }) => theme.space.xs};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  h3 span {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 400;
    overflow-wrap: anywhere;
  }
`;

type SlotKey = 'body' | 'helmet' | 'gloves' | 'boots' | 'weapon' | 'shield' | 'ring1' | 'ring2';
const SLOT_OF_LABEL = new Map(
  Object.entries(GEM_SLOTS).map(([slot, { label }]) => [label, slot as SlotKey]),
);

/**
 * The gems of one set (the main one or a phase's) grouped by the item that holds them, the main
 * skill's item first, each item's link groups one under the other. Gems of a slot with no item
 * are shown too. Each gem opens the gem tooltip of rich content (hover, focus or tap).
 */
export function GemPanel({
  gems,
  links,
  equipment,
}: {
  gems: GemSockets;
  links?: Readonly<Record<string, number[]>>;
  equipment?: StoredEquipment | null;
}) {
  const { t, i18n } = useTranslation('reader');
  const headingId = useId();
  const catalogue = useGemCatalogue(gems);
  const layout = useMemo(
    () =>
      gemPanelLayout(
        gems,
        links,
        (gem) => catalogue.get(gem.name)?.isSupport ?? looksLikeSupport(gem),
      ),
    [gems, links, catalogue],
  );
  const items = (label: string) => {
    const slot = SLOT_OF_LABEL.get(label);
    return slot && equipment ? readableItem(equipment[slot]) : undefined;
  };
  const nameOf = useUniqueNames(
    useMemo(() => Object.values(equipment ? readableEquipment(equipment) : {}), [equipment]),
  );
  const panel = useRef<HTMLElement>(null);
  const source = useMemo<InsertSource>(() => {
    const byKey = new Map<string, SocketedGem>();
    for (const { label, groups } of layout.slots) {
      for (const { sockets, gems: socketed } of groups) {
        socketed.forEach((gem, i) => gem && byKey.set(gemKey(label, sockets[i] ?? i), gem));
      }
    }
    return {
      selector: '[data-gem]',
      read: (element) => {
        const gem = byKey.get(element.dataset.gem ?? '');
        return gem ? gemInsert(gem) : null;
      },
    };
  }, [layout]);
  const tooltip = useInsertTooltips(panel, source, source);
  if (!layout.mainSkill) return null;

  const slotTitle = ({ label }: PanelSlot) => {
    const slot = SLOT_OF_LABEL.get(label);
    const item = items(label);
    const name = item && (nameOf(item) || item.base);
    return (
      <h3>
        {slot ? t(`gemPanel.slots.${slot}`) : label}
        <span style={{ color: item ? theme.rarity[item.rarity ?? 'normal'] : undefined }}>
          {name || t('gemPanel.noItem')}
        </span>
      </h3>
    );
  };
  return (
    <Section ref={panel} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('gemPanel.title')}</h2>
      <p>
        {t('gemPanel.mainSkill', {
          name: shownGem(layout.mainSkill, catalogue, i18n.language).name,
        })}
      </p>
      <Cards>
        {layout.slots.map((slot, s) => (
          <Card key={slot.label} $main={s === 0}>
            {slotTitle(slot)}
            {slot.groups.map((group, g) => (
              <GemLinkGroup
                key={group.sockets[0]}
                label={slot.label}
                group={group}
                main={s === 0 && g === 0}
                catalogue={catalogue}
              />
            ))}
          </Card>
        ))}
      </Cards>
      {tooltip}
    </Section>
  );
}
