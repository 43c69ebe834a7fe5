import { imagePath } from '../gameData/images/paths.js';
import { readPobItem, toGameText, type PobItem } from './itemText.js';
import { answerChars, AnswerBudget } from './limits.js';
import { childrenNamed, type XmlElement } from './xml.js';

/** A catalogue base: its English name and item class. */
export interface BaseEntry {
  name: string;
  itemClass: string;
}

/** What an equipment slot stores (as the build form's slot dialog stores it), or the raw text. */
export interface ImportedItem {
  text: string;
  name: string;
  base: string;
  itemClass: string;
  rarity: PobItem['rarity'];
  image: string;
}
export type ImportedSlot = ImportedItem | string;

/** Path of Building's slot names onto our equipment slots. */
export const POB_SLOTS: Readonly<Record<string, string>> = {
  'Weapon 1': 'weapon',
  'Weapon 2': 'shield',
  Helmet: 'helmet',
  'Body Armour': 'body',
  Gloves: 'gloves',
  Boots: 'boots',
  Amulet: 'amulet',
  'Ring 1': 'ring1',
  'Ring 2': 'ring2',
  Belt: 'belt',
  'Flask 1': 'flask1',
  'Flask 2': 'flask2',
  'Flask 3': 'flask3',
  'Flask 4': 'flask4',
  'Flask 5': 'flask5',
};

const comparable = (name: string) => name.toLowerCase().replace(/[’']/g, "'").trim();
const QUALITY_PREFIX = /^(?:(?:Superior|Synthesised)\s+)+/i;

/** Index of the catalogue's bases: exact lookup, and longest-first for magic names. */
export function indexBases(bases: readonly BaseEntry[]) {
  const exact = new Map(bases.map((base) => [comparable(base.name), base]));
  const longestFirst = [...bases].sort((a, b) => b.name.length - a.name.length);
  return {
    exact: (name: string) => exact.get(comparable(name.replace(QUALITY_PREFIX, ''))),
    /** The longest base found as whole words inside a magic item's name. */
    within(name: string): BaseEntry | undefined {
      const haystack = ` ${comparable(name).replace(/[^\p{L}\p{N}']+/gu, ' ')} `;
      return longestFirst.find((base) => haystack.includes(` ${comparable(base.name)} `));
    },
  };
}
export type BaseIndex = ReturnType<typeof indexBases>;

/** PoB names a rare the author made in it « New Item » until renamed: its base says more. */
const placeholderName = (name: string) => /^new item$/i.test(name.trim());

/**
 * The slot value of one PoB item: parsed fields and the game's text, the way the build form's
 * slot dialog stores a recognised item; a magic item whose base we do not know stays text.
 */
export function importItem(raw: string, variant: number | undefined, bases: BaseIndex) {
  const read = readPobItem(raw, variant);
  if (!read) return undefined;
  // Shown everywhere the name is (slot, tooltip, game text): the base, not « New Item ».
  const item = placeholderName(read.name) && read.base ? { ...read, name: read.base } : read;
  const known =
    item.rarity === 'magic' ? bases.within(item.name) : bases.exact(item.base || item.name);
  const base = known?.name ?? (item.base || item.name).replace(QUALITY_PREFIX, '');
  const text = toGameText(item, known?.itemClass ?? '');
  if (item.rarity === 'magic' && !known) return text;
  const imported: ImportedItem = {
    text,
    name: item.name,
    base,
    itemClass: known?.itemClass ?? '',
    rarity: item.rarity,
    image:
      item.rarity === 'unique' ? imagePath('uniques', item.name) : imagePath('non_uniques', base),
  };
  return imported;
}

export interface ItemSet {
  id: string;
  title: string;
  active: boolean;
  equipment: Record<string, ImportedSlot>;
}

/**
 * Every item set of the export with its main slots filled (abyssal sockets, swaps and jewels
 * are left out: our grid has no place for them). Older exports list `<Slot>`s directly under
 * `<Items>`: one set.
 */
export function readItemSets(
  items: XmlElement | undefined,
  bases: BaseIndex,
  budget = new AnswerBudget(),
): ItemSet[] {
  const byId = new Map(childrenNamed(items, 'Item').map((item) => [item.attrs.id ?? '', item]));
  // Each item read once, however many slots of however many sets hold it.
  const imported = new Map<XmlElement, ImportedSlot | undefined>();
  const importOnce = (item: XmlElement) => {
    if (imported.has(item)) return imported.get(item);
    const variant = Number.parseInt(item.attrs.variant ?? '', 10);
    const value = importItem(item.text, Number.isNaN(variant) ? undefined : variant, bases);
    imported.set(item, value);
    return value;
  };
  const sets = childrenNamed(items, 'ItemSet');
  const groups =
    sets.length > 0 ? sets : items && childrenNamed(items, 'Slot').length > 0 ? [items] : [];
  const activeId = items?.attrs.activeItemSet;
  const result = groups.map((group, index): ItemSet => {
    const equipment: Record<string, ImportedSlot> = {};
    for (const slot of childrenNamed(group, 'Slot')) {
      const name = slot.attrs.name ?? '';
      const ours = Object.hasOwn(POB_SLOTS, name) ? POB_SLOTS[name] : undefined;
      const item = byId.get(slot.attrs.itemId ?? '');
      if (!ours || !item) continue;
      const value = importOnce(item);
      if (value === undefined) continue;
      budget.spend(typeof value === 'string' ? value.length : answerChars(value));
      equipment[ours] = value;
    }
    const id = group === items ? '1' : (group.attrs.id ?? String(index + 1));
    return { id, title: group.attrs.title ?? '', active: id === activeId, equipment };
  });
  if (result.length > 0 && !result.some((set) => set.active)) (result[0] as ItemSet).active = true;
  return result;
}
