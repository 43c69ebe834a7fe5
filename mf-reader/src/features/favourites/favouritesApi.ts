import { baseApi, type ApiAnswer } from 'shared-ui';
import { markFavourite, type FavouriteKind, type FavouriteState } from './markFavourite';

export type FavouriteList = ApiAnswer<'/api/favourites', 'get'>;
export type FavouriteItem = FavouriteList['items'][number];

export interface FavouriteToggle {
  kind: FavouriteKind;
  id: number;
  favourite: boolean;
}

// baseApi's type knows no endpoint (each feature injects its own), and the cached answers to
// patch belong to several features' endpoints, found at run time by their tags: the name and
// argument are those RTK Query itself recorded, so the loose signature only loses static checks.
type UpdateAny = (
  endpoint: string,
  args: unknown,
  recipe: (draft: unknown) => void,
) => ReturnType<typeof baseApi.util.updateQueryData>;
const updateAny = baseApi.util.updateQueryData as unknown as UpdateAny;

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
        const patches = cached.map(({ endpointName, originalArgs }) =>
          dispatch(
            updateAny(endpointName, originalArgs, (draft) =>
              markFavourite(draft, kind, id, { is_favourite: favourite }),
            ),
          ),
        );
        try {
          const { data } = await queryFulfilled;
          for (const { endpointName, originalArgs } of cached) {
            dispatch(
              updateAny(endpointName, originalArgs, (draft) =>
                markFavourite(draft, kind, id, data),
              ),
            );
          }
        } catch {
          for (const patch of patches) patch.undo();
        }
      },
      invalidatesTags: (_result, error) => (error ? [] : [{ type: 'Favourite', id: 'LIST' }]),
    }),
  }),
});

export const { useGetFavouritesQuery, useSetFavouriteMutation } = favouritesApi;
