import { useMemo } from 'react';
import { baseApi, type GemSockets, skipToken, type SocketedGem, useTranslation } from 'shared-ui';
import { socketGems } from './shoppingList';

/** What the catalogue says of a gem (`GET /api/game/gems?names=…`), in the reader's language. */
export interface CatalogueGem {
  name: string;
  /** French name in French when the catalogue knows one, the English name otherwise. */
  displayName: string;
  colour: string;
  levelRequired: number | null;
  isSupport: boolean;
}

/** The catalogue only changes with a refresh job: kept for the visit. */
const VISIT_SECONDS = 24 * 60 * 60;

const gemCatalogueApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Names sorted and joined: one set of gems in one language is one cache entry.
    getPanelGems: build.query<CatalogueGem[], { names: string; lang: string }>({
      query: ({ names, lang }) => ({ url: '/api/game/gems', params: { lang, names } }),
      transformResponse: (body: { gems: CatalogueGem[] }) => body.gems,
      keepUnusedDataFor: VISIT_SECONDS,
    }),
  }),
});

const NONE = new Map<string, CatalogueGem>();

/**
 * The catalogue's facts on a set's gems by English name: the stored display name is in the
 * author's language, so the reader's comes from here (with the colour and level the catalogue
 * keeps up to date). Empty until it answers, and if it fails: the saved facts stand in.
 */
export function useGemCatalogue(sockets: GemSockets): ReadonlyMap<string, CatalogueGem> {
  const { i18n } = useTranslation('reader');
  const names = useMemo(
    () =>
      socketGems(sockets)
        .map((gem) => gem.name)
        .sort()
        .join(','),
    [sockets],
  );
  const lang = i18n.language === 'en' ? 'en' : 'fr';
  const { data } = gemCatalogueApi.useGetPanelGemsQuery(names ? { names, lang } : skipToken);
  return useMemo(() => (data ? new Map(data.map((gem) => [gem.name, gem])) : NONE), [data]);
}

/** A gem as the reader sees it: its name in the interface language, its colour and level. */
export interface ShownGem {
  name: string;
  colour: string;
  level: number | null;
  isSupport: boolean | undefined;
}

const savedLevel = (gem: SocketedGem): number | null => {
  const level = Number(gem.levelRequired);
  return Number.isInteger(level) && level > 0 ? level : null;
};

/**
 * The catalogue's facts when it has them; otherwise the saved ones (in English, the gem's
 * English name rather than the author's French one).
 */
export function shownGem(
  gem: SocketedGem,
  catalogue: ReadonlyMap<string, CatalogueGem>,
  lang: string,
): ShownGem {
  const known = catalogue.get(gem.name);
  return {
    name: known?.displayName || (lang === 'en' ? gem.name : gem.displayName || gem.name),
    colour: known?.colour || gem.couleur || 'white',
    level: known?.levelRequired ?? savedLevel(gem),
    isSupport: known?.isSupport,
  };
}
