import { baseApi, contentApi, type ApiAnswer, type PobUpdateSource, type Schemas } from 'shared-ui';

// The build and guide endpoints, writes included, are shared-ui's slice: a save's answer becomes
// the cached build or guide the reader's page then shows.
export const {
  useGetBuildQuery,
  useCreateBuildMutation,
  useUpdateBuildMutation,
  useUpdateBuildFromPobMutation,
  useGetGuideQuery,
  useCreateGuideMutation,
  useUpdateGuideMutation,
} = contentApi;

export type CatalogueGem = ApiAnswer<'/api/game/gems', 'get'>['gems'][number];

export type CurrencySection = ApiAnswer<'/api/game/currencies', 'get'>['sections'][number];
export type CatalogueCurrency = CurrencySection['currencies'][number];
export type CurrencyType = CurrencySection['type'];

export type CatalogueBase = ApiAnswer<'/api/game/bases', 'get'>['bases'][number];

/** A unique as `GET /api/game/uniques` lists it: `name` is the English key of its picture. */
export type CatalogueUnique = ApiAnswer<'/api/game/uniques', 'get'>['uniques'][number];

/** What an update from a new Path of Building code changes (`POST /api/builds/{id}/pob/review`). */
export type PobUpdateReview = ApiAnswer<'/api/builds/{id}/pob/review', 'post'>;

/** A failed write is never retried: the server may have stored it already. */
const once = { maxRetries: 0 };

export const authorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getCatalogueGems: build.query<ApiAnswer<'/api/game/gems', 'get'>, string>({
      query: (lang) => ({ url: '/api/game/gems', params: { lang } }),
    }),
    getCatalogueCurrencies: build.query<ApiAnswer<'/api/game/currencies', 'get'>, string>({
      query: (lang) => ({ url: '/api/game/currencies', params: { lang } }),
    }),
    getCatalogueBases: build.query<ApiAnswer<'/api/game/bases', 'get'>, string>({
      query: (lang) => ({ url: '/api/game/bases', params: { lang } }),
    }),
    getCatalogueUniques: build.query<ApiAnswer<'/api/game/uniques', 'get'>, string>({
      query: (lang) => ({ url: '/api/game/uniques', params: { lang } }),
    }),
    /** Reads a Path of Building code or share link; stores nothing (the author saves). */
    importPob: build.mutation<
      ApiAnswer<'/api/pob/import', 'post'>,
      { code?: string; url?: string; lang: string }
    >({
      query: (body) => ({ url: '/api/pob/import', method: 'POST', body }),
      extraOptions: once,
    }),
    /** What a new code would change in a build; stores nothing. */
    reviewPobUpdate: build.mutation<PobUpdateReview, PobUpdateSource>({
      query: ({ id, ...body }) => ({ url: `/api/builds/${id}/pob/review`, method: 'POST', body }),
      extraOptions: once,
    }),
    /** The passive tree versions the site holds: a tree of another version cannot be saved. */
    getPassiveTreeVersions: build.query<Schemas['PassiveTreeVersions'], undefined>({
      query: () => '/api/game/passive-tree',
    }),
    /** Reads an official passive tree address or a PoB share link; stores nothing. */
    decodePassiveTree: build.mutation<
      ApiAnswer<'/api/game/passive-tree/decode', 'post'>,
      { url: string }
    >({
      query: (body) => ({ url: '/api/game/passive-tree/decode', method: 'POST', body }),
      extraOptions: once,
    }),
  }),
});

export const {
  useGetCatalogueGemsQuery,
  useGetCatalogueCurrenciesQuery,
  useGetCatalogueBasesQuery,
  useGetCatalogueUniquesQuery,
  useImportPobMutation,
  useReviewPobUpdateMutation,
  useDecodePassiveTreeMutation,
  useGetPassiveTreeVersionsQuery,
} = authorApi;
