import {
  baseApi,
  type ApiAnswer,
  type Build,
  type BuildInput,
  type Guide,
  type Schemas,
} from 'shared-ui';

/** A guide as the editor sends it: every field, though the server fills in those left out. */
export type GuidePayload = Required<Schemas['GuideCreate']>;

export type CatalogueGem = ApiAnswer<'/api/game/gems', 'get'>['gems'][number];

export type CurrencySection = ApiAnswer<'/api/game/currencies', 'get'>['sections'][number];
export type CatalogueCurrency = CurrencySection['currencies'][number];
export type CurrencyType = CurrencySection['type'];

export type CatalogueBase = ApiAnswer<'/api/game/bases', 'get'>['bases'][number];

/** A unique as `GET /api/game/uniques` lists it: `name` is the English key of its picture. */
export type CatalogueUnique = ApiAnswer<'/api/game/uniques', 'get'>['uniques'][number];

/** What an update from a new Path of Building code changes (`POST /api/builds/{id}/pob/review`). */
export type PobUpdateReview = ApiAnswer<'/api/builds/{id}/pob/review', 'post'>;

/** A code or share link for an update, and the language its gems are named in. */
export type PobUpdateSource = { id: number; lang: string } & ({ code: string } | { url: string });

/** A failed write is never retried: the server may have stored it already. */
const once = { maxRetries: 0 };

export const authorApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getGuideForEdit: build.query<Guide, number>({
      query: (id) => `/api/guides/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Guide', id }],
    }),
    createGuide: build.mutation<Guide, GuidePayload>({
      query: (body) => ({ url: '/api/guides', method: 'POST', body }),
      extraOptions: once,
      invalidatesTags: [{ type: 'Guide', id: 'LIST' }],
    }),
    updateGuide: build.mutation<Guide, { id: number; body: GuidePayload }>({
      query: ({ id, body }) => ({ url: `/api/guides/${id}`, method: 'PUT', body }),
      extraOptions: once,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Guide', id },
        { type: 'Guide', id: 'LIST' },
      ],
    }),
    getBuildForEdit: build.query<Build, number>({
      query: (id) => `/api/builds/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Build', id }],
    }),
    createBuild: build.mutation<Build, BuildInput>({
      query: (body) => ({ url: '/api/builds', method: 'POST', body }),
      extraOptions: once,
      invalidatesTags: [{ type: 'Build', id: 'LIST' }],
    }),
    updateBuild: build.mutation<Build, { id: number; body: BuildInput }>({
      query: ({ id, body }) => ({ url: `/api/builds/${id}`, method: 'PUT', body }),
      extraOptions: once,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Build', id },
        { type: 'Build', id: 'LIST' },
      ],
    }),
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
    /** The build updated from the code, as any edit (a published build's waits for an admin). */
    updateBuildFromPob: build.mutation<Build, PobUpdateSource>({
      query: ({ id, ...body }) => ({ url: `/api/builds/${id}/pob/update`, method: 'POST', body }),
      extraOptions: once,
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Build', id },
        { type: 'Build', id: 'LIST' },
      ],
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
  useGetGuideForEditQuery,
  useCreateGuideMutation,
  useUpdateGuideMutation,
  useGetBuildForEditQuery,
  useCreateBuildMutation,
  useUpdateBuildMutation,
  useGetCatalogueGemsQuery,
  useGetCatalogueCurrenciesQuery,
  useGetCatalogueBasesQuery,
  useGetCatalogueUniquesQuery,
  useImportPobMutation,
  useReviewPobUpdateMutation,
  useUpdateBuildFromPobMutation,
  useDecodePassiveTreeMutation,
  useGetPassiveTreeVersionsQuery,
} = authorApi;
