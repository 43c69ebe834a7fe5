import { baseApi, siteApi, type ApiAnswer } from 'shared-ui';
import type { StaticGuide } from './staticGuides';

export const staticGuidesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** An admin hides a static guide from visitors (`hidden`) or restores it. */
    setStaticGuideHidden: build.mutation<
      ApiAnswer<'/api/admin/static-guides/{slug}', 'put'>,
      { slug: StaticGuide; hidden: boolean }
    >({
      query: ({ slug, hidden }) => ({
        url: `/api/admin/static-guides/${slug}`,
        method: 'PUT',
        body: { hidden },
      }),
      // The answer is the whole hidden list: it replaces the site facts' copy, no refetch.
      async onQueryStarted(_change, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        dispatch(
          siteApi.util.updateQueryData('getSite', undefined, (site) => {
            site.hiddenStaticGuides = data.hiddenStaticGuides;
          }),
        );
      },
    }),
  }),
});

export const { useSetStaticGuideHiddenMutation } = staticGuidesApi;
