import {
  startStandInServer,
  type StandInAnswer,
  type StandInServer,
} from '../../platform/upstream/standInServer.js';
import { NINJA_INDEX_PATH, overviewPath, type PoeNinjaFamily } from './client.js';
import {
  FIXTURE_CURRENCY,
  FIXTURE_GEMS,
  FIXTURE_STACKABLES,
  FIXTURE_UNIQUES,
} from './standInData.js';

/** A league whose icons point outside the upstream list, to show the server refuses them. */
export const HOSTILE_LEAGUE = 'Hostile';

/**
 * An item base the fake lists in its `BaseType` overview: the catalogue's bases, handed in by
 * whoever starts it (upstreams/), since the catalogue's data is gameData's, which builds on prices.
 */
export interface StandInBase {
  name: string;
  itemClass: string;
}

export interface PoeNinjaStandIn extends StandInServer {
  /** Overview types answered with 503 while the others work. */
  failing: Set<string>;
  /** Address families answered with 404, as a retired family would be. */
  gone: Set<PoeNinjaFamily>;
}

const json = (body: unknown): StandInAnswer => ({
  type: 'application/json; charset=utf-8',
  body: JSON.stringify(body),
});
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

function currencyOverview(type: string, icon: (name: string) => string) {
  const rows = FIXTURE_CURRENCY[type as keyof typeof FIXTURE_CURRENCY] ?? [];
  return {
    lines: rows.map(([name, chaos], i) => ({
      currencyTypeName: name,
      pay:
        i % 2 === 0
          ? null
          : { id: 0, league_id: 1, pay_currency_id: i + 2, get_currency_id: 1, value: 1 / chaos },
      receive: { id: 0, league_id: 1, pay_currency_id: 1, get_currency_id: i + 2, value: chaos },
      paySparkLine: { data: [null, 1.2], totalChange: 1.2 },
      receiveSparkLine: { data: [0, 0.5], totalChange: 0.5 },
      chaosEquivalent: chaos,
      detailsId: slug(name),
    })),
    currencyDetails: rows.map(([name], i) => ({
      id: i + 2,
      icon: icon(name),
      name,
      tradeId: slug(name),
    })),
  };
}

/** Divine Orb's chaos value in the fixture league: items carry both, as poe.ninja's lines do. */
const DIVINE_CHAOS = FIXTURE_CURRENCY.Currency.find(([name]) => name === 'Divine Orb')?.[1] ?? 1;
const prices = (chaos: number) => ({ chaosValue: chaos, divineValue: chaos / DIVINE_CHAOS });

function itemLine(name: string, icon: string, extra: Record<string, unknown>) {
  return {
    id: 1,
    name,
    icon,
    sparkline: { data: [0, 1.5, null, 2], totalChange: 2 },
    lowConfidenceSparkline: { data: [0, 1.5, null, 2], totalChange: 2 },
    implicitModifiers: [],
    explicitModifiers: [],
    flavourText: '',
    corrupted: false,
    chaosValue: 1,
    divineValue: 0.01,
    count: 10,
    detailsId: slug(name),
    listingCount: 50,
    ...extra,
  };
}

/** Bases poe.ninja has no line for in the fixture league: their pictures stay drawn. */
export const BASES_WITHOUT_LINES = ['Onyx Amulet'];
/** Armour and weapon classes, listed again per influence as poe.ninja does. */
const INFLUENCED = /Armours|Helmets|Gloves|Boots|Shields|Axes|Bows|Sceptres|Swords|Maces|Staves/;

/**
 * `type=BaseType`: a line per base, item level and influence; the plain line's picture and the
 * influenced one's differ (the influence's background), as on poe.ninja.
 */
function baseTypeOverview(bases: readonly StandInBase[], icon: (name: string) => string) {
  return {
    lines: bases
      .filter((b) => !BASES_WITHOUT_LINES.includes(b.name))
      .flatMap((b) => {
        const line = (variant: string | null, levelRequired: number) =>
          itemLine(b.name, icon(variant ? `${b.name} ${variant}` : b.name), {
            baseType: b.name,
            variant,
            levelRequired,
            itemType: b.itemClass,
            chaosValue: variant ? 40 : 1,
          });
        // The influenced line comes first, so a reader must pick the plain one on purpose.
        return INFLUENCED.test(b.itemClass)
          ? [line('Shaper', 86), line(null, 82), line(null, 86)]
          : [line(null, 84)];
      }),
  };
}

function itemOverview(type: string, bases: readonly StandInBase[], icon: (name: string) => string) {
  if (type === 'BaseType') return baseTypeOverview(bases, icon);
  if (type === 'SkillGem') {
    return {
      lines: FIXTURE_GEMS.flatMap((g) =>
        g.variants.map(([gemLevel, gemQuality, corrupted, chaos]) =>
          itemLine(g.name, icon(g.name), {
            ...prices(chaos),
            levelRequired: g.levelRequired,
            gemLevel,
            gemQuality,
            corrupted,
            flavourText: g.flavourText,
            explicitModifiers: g.explicit.map((text) => ({ text, optional: false })),
          }),
        ),
      ),
    };
  }
  const stackable = FIXTURE_STACKABLES[type as keyof typeof FIXTURE_STACKABLES];
  if (stackable) {
    return {
      lines: stackable.map(([name, chaos]) =>
        itemLine(name, icon(name), { chaosValue: chaos, stackSize: 10 }),
      ),
    };
  }
  const uniques = FIXTURE_UNIQUES[type as keyof typeof FIXTURE_UNIQUES] ?? [];
  return {
    lines: uniques.map(([name, baseType, itemType, chaos]) =>
      itemLine(name, icon(name), {
        ...prices(chaos),
        baseType,
        itemType,
        itemClass: 3,
        levelRequired: 60,
      }),
    ),
  };
}

/** The newer family's answers write `sparkLine` where the legacy ones write `sparkline`. */
function respell(body: { lines: Record<string, unknown>[] }) {
  return {
    ...body,
    lines: body.lines.map((line) =>
      Object.fromEntries(
        Object.entries(line).map(([key, value]) => [key.replace(/parkline$/, 'parkLine'), value]),
      ),
    ),
  };
}

const FAMILIES: PoeNinjaFamily[] = ['current', 'legacy'];

/**
 * poe.ninja's overviews at both addresses, `/poe1/api/economy/stash/current/{currency,item}/overview`
 * and `/api/data/{currency,item}overview` (`?league=&type=`); pictures point at `imageHostUrl`
 * (the image fake), except in the hostile league; `bases` are the item bases it lists;
 * `indexState`, when given, is its `/api/data/getindexstate` (the leagues it prices, written by
 * league as the other facts of the current league).
 */
export async function startPoeNinjaStandIn(
  imageHostUrl: string,
  bases: readonly StandInBase[],
  indexState?: unknown,
): Promise<PoeNinjaStandIn> {
  const failing = new Set<string>();
  const gone = new Set<PoeNinjaFamily>();
  const notFound: StandInAnswer = { status: 404, type: 'text/html', body: 'Not found' };
  const server = await startStandInServer((url) => {
    if (url.pathname === NINJA_INDEX_PATH && indexState !== undefined) return json(indexState);
    const family = FAMILIES.find((f) =>
      (['currency', 'item'] as const).some((kind) => url.pathname === overviewPath(f, kind)),
    );
    if (family === undefined || gone.has(family)) return notFound;
    const type = url.searchParams.get('type') ?? '';
    if (failing.has(type)) return { status: 503, type: 'text/html', body: 'Service Unavailable' };
    const hostile = url.searchParams.get('league') === HOSTILE_LEAGUE;
    const icon = (name: string) =>
      `${hostile ? 'https://images.evil.example' : imageHostUrl}/gen/image/${encodeURIComponent(slug(name))}.png`;
    const body = url.pathname.includes('currency')
      ? currencyOverview(type, icon)
      : itemOverview(type, bases, icon);
    return json(family === 'current' ? respell(body) : body);
  }, 'application/json');
  return Object.assign(server, { failing, gone });
}
