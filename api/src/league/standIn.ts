import { BUNDLED_LEAGUE } from './leagueFacts.js';

/** The leagues of one realm as the trade site lists them: the challenge league's four, then the permanent four. */
const tradeIds = (league: string) => [
  league,
  `Hardcore ${league}`,
  `Ruthless ${league}`,
  `HC Ruthless ${league}`,
  'Standard',
  'Hardcore',
  'Ruthless',
  'Hardcore Ruthless',
];

/**
 * The local stand-in's `GET /api/trade/data/leagues`, in the trade site's format: each realm
 * (`pc`, `xbox`, `sony`) lists the same eight leagues (fixtures/tradeLeagues.allflame.json).
 */
export function standInTradeLeagues(league = BUNDLED_LEAGUE.league) {
  return {
    result: ['pc', 'xbox', 'sony'].flatMap((realm) =>
      tradeIds(league).map((id) => ({ id, realm, text: id })),
    ),
  };
}

const ninjaLeague = (name: string, url: string, displayName: string, hardcore: boolean) => ({
  name,
  url,
  displayName,
  hardcore,
  indexed: !hardcore && url === 'challenge',
});

/**
 * The local stand-in's poe.ninja `GET /api/data/getindexstate`, in its format
 * (fixtures/ninjaIndexState.kalandra.json); no snapshot versions, which the site never reads.
 */
export function standInNinjaIndex(league = BUNDLED_LEAGUE.league) {
  const economy = [
    ninjaLeague(league, 'challenge', league, false),
    ninjaLeague(`Hardcore ${league}`, 'challengehc', `HC ${league}`, true),
    ninjaLeague('Standard', 'standard', 'Standard', false),
    ninjaLeague('Hardcore', 'hardcore', 'Hardcore', true),
  ];
  return {
    economyLeagues: economy,
    oldEconomyLeagues: [],
    snapshotVersions: [],
    buildLeagues: economy,
    oldBuildLeagues: [],
  };
}
