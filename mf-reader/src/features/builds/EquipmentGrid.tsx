import { type CSSProperties, useMemo, useRef, type SyntheticEvent } from 'react';
import { itemSlotSize } from 'item-text';
import {
  GEM_SLOTS,
  type GemSockets,
  gridRowCount,
  SLOT_BOXES,
  type SlotItem,
  styled,
  theme,
} from 'shared-ui';
import { useInsertTooltips, type InsertSource } from '../content/insertTooltips/useInsertTooltips';
import { gridInserts, slotGems, tooltipKey } from './gridInserts';
import { GridSockets } from './GridSockets';
import { UNKNOWN_ITEM_IMAGE } from '../items/magicBase';
import { isTextItem, readableEquipment, type StoredEquipment } from './readableEquipment';
import { PHONE_COLUMNS, phoneRowCount, SLOT_BOXES_PHONE } from './phoneSlots';
import { PHONE_GRID, shownSlots } from './slotLayout';
import { useMagicBases } from '../items/useMagicBases';
import { useUniqueNames } from '../content/useUniqueNames';

/** The grid's width is what the page gives it: cells are measured on it, not on the window. */
const Frame = styled.div`
  container-type: inline-size;
  margin: ${({ theme }) => theme.space.md} 0;
`;

/**
 * 16 columns of 64 px cells, as in the game, shrinking to fit a narrower page; on a phone, 7
 * columns of cells of at least 44 px with the slots placed again. Each slot carries both places.
 */
const Grid = styled.div`
  --cell: min(64px, calc((100cqi - 30px) / 16));
  display: grid;
  grid-template-columns: repeat(16, var(--cell));
  grid-template-rows: repeat(var(--rows), var(--cell));
  gap: 2px;
  justify-content: center;
  @container ${PHONE_GRID} {
    --cell: min(64px, calc((100cqi - ${(PHONE_COLUMNS - 1) * 2}px) / ${PHONE_COLUMNS}));
    grid-template-columns: repeat(${PHONE_COLUMNS}, var(--cell));
    grid-template-rows: repeat(var(--phone-rows), var(--cell));
  }
`;

const Slot = styled.div<{ $rarity: string }>`
  position: relative;
  grid-column: var(--column);
  grid-row: var(--row);
  @container ${PHONE_GRID} {
    grid-column: var(--phone-column);
    grid-row: var(--phone-row);
  }
  display: flex;
  align-items: center;
  justify-content: center;
  background: radial-gradient(
    ellipse at center,
    #2a2219 0%,
    ${({ theme }) => theme.colors.surface} 80%
  );
  border: 1px solid ${({ $rarity }) => $rarity};
  border-radius: 2px;
  img.item {
    max-width: 100%;
    max-height: 100%;
    object-fit: contain;
  }
`;

/** An item the parser did not recognise: its name line in its rarity's colour. */
const TextName = styled.span`
  padding: 2px;
  overflow: hidden;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(0.5rem, calc(var(--cell) * 0.2), 0.8rem);
  line-height: 1.15;
  text-align: center;
  overflow-wrap: anywhere;
`;

/** A non-unique picture that fails to load gives way to the Unknown picture, once. */
function showUnknownImage(event: SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(UNKNOWN_ITEM_IMAGE)) image.src = UNKNOWN_ITEM_IMAGE;
}

const rarityColour = (item: SlotItem) => theme.rarity[item.rarity ?? 'normal'];

/** The picture covers the cells its class covers in the game (a one-handed sword 1x3), no more. */
function pictureSize(item: SlotItem, box: readonly number[]) {
  if (!item.itemClass) return undefined;
  const { width, height } = itemSlotSize(item.itemClass, item.base);
  const [, , w = width, h = height] = box;
  return {
    width: `calc(var(--cell) * ${Math.min(width, w)})`,
    height: `calc(var(--cell) * ${Math.min(height, h)})`,
  };
}

/** Sockets to draw: the gems saved, or as many as the stored links when they say more. */
function socketCount(slot: string, gems: readonly unknown[], links: unknown): number {
  const most = GEM_SLOTS[slot]?.sockets ?? 0;
  return Math.min(most, Math.max(gems.length, Array.isArray(links) ? links.length : 0));
}

/**
 * The game-style equipment layout: slots with a picture or pasted text, gems drawn in their
 * sockets with their links. Items and gems open the tooltips of rich-content inserts (hover,
 * focus or tap), kept in the window.
 */
export function EquipmentGrid({
  equipment: saved,
  gems,
  links = {},
}: {
  equipment: StoredEquipment;
  gems: GemSockets;
  /** This set's links by slot label; a slot left out is all linked. */
  links?: Readonly<Record<string, number[]>>;
}) {
  const equipment = useMagicBases(useMemo(() => readableEquipment(saved), [saved]));
  const slots = shownSlots(equipment);
  // Every item of the set, as GemPanel asks: one request for the build's uniques.
  const nameOf = useUniqueNames(useMemo(() => Object.values(equipment), [equipment]));
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
    <Frame>
      <Grid
        ref={grid}
        style={
          {
            '--rows': gridRowCount(slots),
            '--phone-rows': phoneRowCount(slots),
          } as CSSProperties
        }
      >
        {slots.map((slot) => {
          const item = equipment[slot] as SlotItem;
          const box = SLOT_BOXES[slot] ?? [0, 0, 1, 1];
          const [x, y, w, h] = box;
          const [px, py] = SLOT_BOXES_PHONE[slot] ?? box;
          const socketed = slotGems(slot, gems);
          const slotLinks = links[GEM_SLOTS[slot]?.label ?? ''];
          const sockets = socketCount(slot, socketed, slotLinks);
          const name = nameOf(item);
          return (
            <Slot
              key={slot}
              // A named group: the slot's picture, its gems and its tooltip, reached with Tab.
              role="group"
              tabIndex={0}
              $rarity={rarityColour(item)}
              // Custom properties, typed by React as strings of any name: the grid's CSS picks
              // the desktop or the phone place by the container's width.
              style={
                {
                  '--column': `${x + 1} / span ${w}`,
                  '--row': `${y + 1} / span ${h}`,
                  '--phone-column': `${px + 1} / span ${w}`,
                  '--phone-row': `${py + 1} / span ${h}`,
                } as CSSProperties
              }
              aria-label={name || item.base || slot}
              data-tooltip={tooltipKey(slot)}
            >
              {isTextItem(item) ? (
                <TextName aria-hidden="true" style={{ color: rarityColour(item) }}>
                  {name || item.base || item.itemClass}
                </TextName>
              ) : (
                <img
                  className="item"
                  src={item.image}
                  alt=""
                  loading="lazy"
                  style={pictureSize(item, box)}
                  onError={item.rarity === 'unique' ? undefined : showUnknownImage}
                />
              )}
              {sockets > 0 && (
                <GridSockets slot={slot} gems={socketed} links={slotLinks} sockets={sockets} />
              )}
            </Slot>
          );
        })}
      </Grid>
      {tooltip}
    </Frame>
  );
}
