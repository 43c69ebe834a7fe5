import { baseApi, type ApiAnswer } from 'shared-ui';

/** `GET /api/game/gems/{name}/info`: a gem's details for its tooltip. */
/** `GET /api/game/gems/{name}/info`: a gem's tooltip data. */
export type GemInfo = ApiAnswer<'/api/game/gems/{name}/info', 'get'>;

/** `GET /api/game/currencies/{name}`: a currency's tooltip data. */
export type CurrencyTooltipData = ApiAnswer<'/api/game/currencies/{name}', 'get'>;

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
