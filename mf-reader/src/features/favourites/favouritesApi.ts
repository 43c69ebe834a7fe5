import { baseApi, contentApi, type ApiAnswer, type AppDispatch } from 'shared-ui';
import { markFavourite, type FavouriteKind, type FavouriteState } from './markFavourite';

export type FavouriteList = ApiAnswer<'/api/favourites', 'get'>;
export type FavouriteItem = FavouriteList['items'][number];

export interface FavouriteToggle {
  kind: FavouriteKind;
  id: number;
  favourite: boolean;
}

// The cached answers that hold a build or a guide with its mark: their endpoint names, as
// RTK Query records them beside the tags they provide.
const CONTENT_READS = ['getBuilds', 'getBuild', 'getGuides', 'getGuide'] as const;
type ContentRead = (typeof CONTENT_READS)[number];
type CachedAnswer = ReturnType<typeof baseApi.util.selectInvalidatedBy>[number];
const isContentRead = (name: string): name is ContentRead =>
  (CONTENT_READS as readonly string[]).includes(name);

const TAG = { build: 'Build', guide: 'Guide' } as const;

export const favouritesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getFavourites: build.query<FavouriteList, { page?: number; limit?: number }>({
      query: (params) => ({ url: '/api/favourites', params }),
      // The items' own tags let a toggle anywhere patch this list at once too.
      providesTags: (result) => [
        { type: 'Favourite', id: 'LIST' },
        ...(result?.items ?? []).flatMap(({ build, guide }) => [
          ...(build ? [{ type: 'Build' as const, id: build.id }] : []),
          ...(guide ? [{ type: 'Guide' as const, id: guide.id }] : []),
        ]),
      ],
    }),
    /**
     * Marks or unmarks at once on every cached page and list holding the item, then takes the
     * server's count; a refused or failed call puts everything back.
     */
    setFavourite: build.mutation<FavouriteState, FavouriteToggle>({
      query: ({ kind, id, favourite }) => ({
        url: `/api/${kind}s/${id}/favourite`,
        method: favourite ? 'PUT' : 'DELETE',
      }),
      extraOptions: { maxRetries: 0 },
      async onQueryStarted({ kind, id, favourite }, { dispatch, getState, queryFulfilled }) {
        const cached = baseApi.util.selectInvalidatedBy(getState(), [{ type: TAG[kind], id }]);
        const markEverywhere = (state: Parameters<typeof markFavourite>[3]) =>
          cached.map((entry) =>
            markIn(dispatch, entry, (draft) => markFavourite(draft, kind, id, state)),
          );
        const patches = markEverywhere({ is_favourite: favourite });
        try {
          const { data } = await queryFulfilled;
          markEverywhere(data);
        } catch {
          for (const patch of patches) patch?.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Favourite', id: 'LIST' }]),
    }),
  }),
});

export const { useGetFavouritesQuery, useSetFavouriteMutation } = favouritesApi;

/** Applies `recipe` to one cached answer that holds builds or guides, by its endpoint's name. */
function markIn(
  dispatch: AppDispatch,
  { endpointName, originalArgs }: CachedAnswer,
  recipe: (draft: unknown) => void,
) {
  if (endpointName === 'getFavourites') {
    return dispatch(favouritesApi.util.updateQueryData(endpointName, originalArgs, recipe));
  }
  if (isContentRead(endpointName)) {
    return dispatch(contentApi.util.updateQueryData(endpointName, originalArgs, recipe));
  }
  return undefined;
}
