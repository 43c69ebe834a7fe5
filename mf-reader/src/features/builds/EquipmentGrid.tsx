import { useMemo, useRef, type SyntheticEvent } from 'react';
import styled from 'styled-components';
import {
  gemRows,
  gridRowCount,
  SLOT_BOXES,
  theme,
  type EquipmentSet,
  type GemSockets,
  type SlotItem,
} from 'shared-ui';
import { useInsertTooltips, type InsertSource } from '../content/insertTooltips/useInsertTooltips';
import { gridInserts, slotGems, tooltipKey } from './gridInserts';
import { UNKNOWN_ITEM_IMAGE } from '../items/magicBase';
import { shownSlots } from './slotLayout';
import { useMagicBases } from '../items/useMagicBases';
import { useUniqueNames } from '../items/useUniqueNames';

/** 16 columns that shrink with the screen, so the grid fits a 390 px phone. */
const Grid = styled.div<{ $rows: number }>`
  --cell: min(40px, calc((100vw - 48px) / 16));
  display: grid;
  grid-template-columns: repeat(16, var(--cell));
  grid-template-rows: repeat(${({ $rows }) => $rows}, var(--cell));
  gap: 2px;
  margin: ${({ theme }) => theme.space.md} 0;
`;

const Slot = styled.div<{ $rarity: string }>`
  position: relative;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ $rarity }) => $rarity};
  border-radius: 2px;
  img.item {
    max-width: 100%;
    max-height: 100%;
  }
`;

const Gems = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  align-content: center;
  justify-content: center;
  img {
    width: calc(var(--cell) * 0.6);
    height: calc(var(--cell) * 0.6);
  }
`;

/** A non-unique picture that fails to load gives way to the Unknown picture, once. */
function showUnknownImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(UNKNOWN_ITEM_IMAGE)) image.src = UNKNOWN_ITEM_IMAGE;
}

const rarityColour = (item: SlotItem) => theme.rarity[item.rarity ?? 'normal'];

/**
 * The game-style equipment layout: only slots with an image, gems drawn over their item. Items
 * and gems open the tooltips of rich-content inserts (hover, focus or tap), kept in the window.
 */
export function EquipmentGrid({
  equipment: saved,
  gems,
}: {
  equipment: EquipmentSet;
  gems: GemSockets;
}) {
  const equipment = useMagicBases(saved);
  const slots = shownSlots(equipment);
  const nameOf = useUniqueNames(slots.some((slot) => equipment[slot]?.rarity === 'unique'));
  const grid = useRef<HTMLDivElement>(null);
  const source = useMemo<InsertSource>(() => {
    const inserts = gridInserts(equipment, gems, shownSlots(equipment));
    return {
      selector: '[data-tooltip]',
      read: (element) => inserts.get(element.dataset.tooltip ?? '') ?? null,
    };
  }, [equipment, gems]);
  const tooltip = useInsertTooltips(grid, source, source);
  return (
    <Grid ref={grid} $rows={gridRowCount(slots)}>
      {slots.map((slot) => {
        const item = equipment[slot] as SlotItem;
        const [x, y, w, h] = SLOT_BOXES[slot] ?? [0, 0, 1, 1];
        const socketed = slotGems(slot, gems);
        return (
          <Slot
            key={slot}
            // A named group: the slot's picture, its gems and its tooltip, reached with Tab.
            role="group"
            tabIndex={0}
            $rarity={rarityColour(item)}
            style={{ gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}` }}
            aria-label={nameOf(item) ?? item.base ?? slot}
            data-tooltip={tooltipKey(slot)}
          >
            <img
              className="item"
              src={item.image}
              alt=""
              loading="lazy"
              onError={item.rarity === 'unique' ? undefined : showUnknownImage}
            />
            {socketed.length > 0 && (
              <Gems style={{ gridTemplateColumns: socketed.length > 1 ? '1fr 1fr' : '1fr' }}>
                {gemRows(socketed.length)
                  .flat()
                  .map((socket, index) => {
                    const gem = socket === null ? undefined : socketed[socket];
                    return gem ? (
                      <img
                        key={index}
                        src={gem.icon}
                        alt={gem.displayName ?? gem.name}
                        tabIndex={0}
                        data-tooltip={tooltipKey(slot, socket ?? undefined)}
                      />
                    ) : (
                      <span key={index} />
                    );
                  })}
              </Gems>
            )}
          </Slot>
        );
      })}
      {tooltip}
    </Grid>
  );
}
