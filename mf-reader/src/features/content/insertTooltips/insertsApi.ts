import { baseApi } from 'shared-ui';

/** `GET /api/game/gems/{name}/info`: a gem's details for its tooltip. */
export interface GemInfo {
  name: string;
  displayName: string;
  /** Level range, '1-20' unless a source says otherwise. */
  level: string;
  cost: string | null;
  castTime: string | null;
  aoeRadius: string | null;
  critChance: string | null;
  effectiveness: string | null;
  requiresLevel: number | null;
  description: string;
  effects: string[];
  qualityEffects: string[];
  tags: string[];
}

/** `GET /api/game/currencies/{name}`: a currency's tooltip data. */
export interface CurrencyTooltipData {
  name: string;
  displayName: string;
  icon: string;
  type: string;
  description: string;
  chaosEquivalent: number | null;
  detailsId: string | null;
}

export interface NameAndLang {
  name: string;
  lang: string;
}

/** The spec keeps gem info for the whole session: it only changes with a game patch. */
const SESSION_SECONDS = 24 * 60 * 60;

export const insertsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getInsertGemInfo: build.query<GemInfo, NameAndLang>({
      query: ({ name, lang }) => ({
        url: `/api/game/gems/${encodeURIComponent(name)}/info`,
        params: { lang },
      }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
    getInsertCurrency: build.query<CurrencyTooltipData, NameAndLang>({
      query: ({ name, lang }) => ({
        url: `/api/game/currencies/${encodeURIComponent(name)}`,
        params: { lang },
      }),
      keepUnusedDataFor: SESSION_SECONDS,
    }),
  }),
});

export const { useGetInsertGemInfoQuery, useGetInsertCurrencyQuery } = insertsApi;
