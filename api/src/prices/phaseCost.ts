import type { Static } from 'typebox';
import type { EquipmentOutput, GemSocketsOutput } from '../content/shapeSchemas.js';
import {
  COST_PHASES,
  type CostPhase,
  type PhaseCost,
  type PricedLine,
  type UnpricedLine,
} from './schemas.js';

type Equipment = Static<typeof EquipmentOutput>;
type Sockets = Static<typeof GemSocketsOutput>;

/**
 * The fields of a build a cost reads, each phase's equipment and sockets: a build as the API
 * answers it has them all. Named here so prices/ needs nothing of builds/, which builds on it.
 */
export type CostedBuild = Record<
  | 'equipment'
  | 'leveling_equipment'
  | 'premier_equipement_equipment'
  | 'endgame_equipment'
  | 'optimisation_equipment',
  Equipment
> &
  Record<
    | 'gem_sockets'
    | 'gem_sockets_main'
    | 'gem_sockets_leveling'
    | 'gem_sockets_premier_equipement'
    | 'gem_sockets_endgame'
    | 'gem_sockets_optimisation',
    Sockets
  >;
type SlotValue = Equipment[string];

/** What a phase asks to buy: a unique or gem to look up, or an item with no market price. */
export type Entry =
  | {
      kind: 'unique';
      displayName: string;
      base: string;
      rarity: string;
      /** English names to look up, best first: as written, then from its picture's address. */
      candidates: string[];
    }
  | { kind: 'gem'; name: string; displayName: string }
  | { kind: 'item'; displayName: string; base: string; rarity: string };

export interface Price {
  name: string;
  chaos: number;
}

/** Prices by name; `unique` receives every spelling an item may be known under. */
export interface PriceLookup {
  unique(candidates: readonly string[]): Price | undefined;
  gem(name: string): Price | undefined;
}

const nonEmpty = (sockets: Sockets) => Object.keys(sockets).length > 0;

/** Each costed phase's equipment set and sockets, as the reading page shows them. */
export function phaseSets(
  build: CostedBuild,
): { phase: CostPhase; equipment: Equipment; sockets: Sockets }[] {
  const sets: Record<CostPhase, [Equipment, Sockets]> = {
    general: [
      build.equipment,
      nonEmpty(build.gem_sockets_main) ? build.gem_sockets_main : build.gem_sockets,
    ],
    leveling: [build.leveling_equipment, build.gem_sockets_leveling],
    premier_equipement: [build.premier_equipement_equipment, build.gem_sockets_premier_equipement],
    endgame: [build.endgame_equipment, build.gem_sockets_endgame],
    optimisation: [build.optimisation_equipment, build.gem_sockets_optimisation],
  };
  return COST_PHASES.map((phase) => ({
    phase,
    equipment: sets[phase][0],
    sockets: sets[phase][1],
  }));
}

/**
 * The English name a unique's picture is stored under: the item parser keys pictures on it even
 * when a French client printed the name.
 * @example nameFromImage('/images/uniques/Bones_of_Ullr.png') // 'Bones of Ullr'
 */
export function nameFromImage(image: string | undefined): string | undefined {
  const match = /^\/images\/uniques\/([^/?#]+)\.png$/.exec(image ?? '');
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]).replace(/_/g, ' ');
  } catch {
    return undefined;
  }
}

function slotEntry(value: SlotValue): Entry {
  if (typeof value === 'string') {
    // Pasted text no item was recognised in: its first line is all a reader can be shown.
    const first = value.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
    return { kind: 'item', displayName: first.trim().slice(0, 100), base: '', rarity: '' };
  }
  const displayName = value.name ?? value.base ?? '';
  const base = value.base ?? '';
  const rarity = value.rarity ?? '';
  // An item saved without a rarity may still be a unique: look it up, it is kept as an item if
  // nothing answers to its name.
  if (rarity !== '' && rarity !== 'unique') return { kind: 'item', displayName, base, rarity };
  const fromImage = nameFromImage(value.image);
  const candidates = [value.name, fromImage].filter((n): n is string => !!n && n.trim() !== '');
  return { kind: 'unique', displayName, base, rarity, candidates };
}

/** Everything a phase asks for: each slot's item, then each socketed gem (every copy). */
export function phaseEntries(equipment: Equipment, sockets: Sockets): Entry[] {
  const items = Object.values(equipment).map(slotEntry);
  const gems = Object.values(sockets).flatMap((socket) =>
    socket.flatMap((gem): Entry[] =>
      gem ? [{ kind: 'gem', name: gem.name, displayName: gem.displayName ?? gem.name }] : [],
    ),
  );
  return [...items, ...gems];
}

/** The names a phase list needs prices for: gems, and unique candidates. */
export function wantedNames(entries: readonly Entry[]): string[] {
  return entries.flatMap((e) =>
    e.kind === 'unique' ? e.candidates : e.kind === 'gem' ? [e.name] : [],
  );
}

/** Uniques poe.ninja lacks first (worth a look on the trade site), then gems, then items. */
const UNPRICED_ORDER: readonly UnpricedLine['kind'][] = ['unique', 'gem', 'item'];

/** Two decimals: enough for chaos and divine, and no 0.30000000000000004 on the wire. */
export const round2 = (n: number) => Math.round(n * 100) / 100;

function unpriced(entry: Entry): Omit<UnpricedLine, 'count'> {
  if (entry.kind === 'gem') {
    return { kind: 'gem', name: entry.name, displayName: entry.displayName, base: '', rarity: '' };
  }
  // A unique declared as such stays one; an item without rarity nobody prices is just an item.
  const kind = entry.kind === 'unique' && entry.rarity === 'unique' ? 'unique' : 'item';
  return {
    kind,
    name: entry.displayName,
    displayName: entry.displayName,
    base: entry.base,
    rarity: entry.rarity,
  };
}

/**
 * A phase's priced lines (grouped by name, dearest first), what could not be priced (and how
 * many copies), and its totals: null when nothing is priced, so that an unknown price never
 * reads as 0 chaos. `divineChaos` null leaves the divine total null.
 */
export function costOfPhase(
  phase: CostPhase,
  entries: readonly Entry[],
  lookup: PriceLookup,
  divineChaos: number | null,
): PhaseCost {
  const priced = new Map<string, PricedLine>();
  const missing = new Map<string, UnpricedLine>();
  for (const entry of entries) {
    const price =
      entry.kind === 'gem'
        ? lookup.gem(entry.name)
        : entry.kind === 'unique'
          ? lookup.unique(entry.candidates)
          : undefined;
    // A price of 0 is none: the phase would read '0 chaos' for something nobody priced.
    if (price && price.chaos > 0 && entry.kind !== 'item') {
      const key = `${entry.kind}:${price.name}`;
      const line = priced.get(key) ?? {
        kind: entry.kind,
        name: price.name,
        displayName: entry.displayName,
        count: 0,
        unitChaos: price.chaos,
        chaos: 0,
      };
      line.count += 1;
      line.chaos = round2(line.unitChaos * line.count);
      priced.set(key, line);
      continue;
    }
    const line = unpriced(entry);
    const key = `${line.kind}:${line.name}:${line.base}`;
    const kept = missing.get(key);
    if (kept) kept.count += 1;
    else missing.set(key, { ...line, count: 1 });
  }
  const lines = [...priced.values()].sort(
    (a, b) => b.chaos - a.chaos || a.name.localeCompare(b.name),
  );
  const totalChaos =
    lines.length > 0 ? round2(lines.reduce((sum, l) => sum + l.unitChaos * l.count, 0)) : null;
  const unpricedLines = [...missing.values()];
  return {
    phase,
    totalChaos,
    totalDivine:
      totalChaos !== null && divineChaos && divineChaos > 0
        ? round2(totalChaos / divineChaos)
        : null,
    unpricedCount: unpricedLines.reduce((sum, l) => sum + l.count, 0),
    priced: lines,
    unpriced: unpricedLines.sort(
      (a, b) =>
        UNPRICED_ORDER.indexOf(a.kind) - UNPRICED_ORDER.indexOf(b.kind) ||
        a.displayName.localeCompare(b.displayName),
    ),
  };
}
