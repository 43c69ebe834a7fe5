import { baseApi, type ApiAnswer } from 'shared-ui';

export type NewsItem = ApiAnswer<'/api/news', 'get'>['items'][number];
export type WheelGem = ApiAnswer<'/api/game/gems/wheel', 'get'>['gems'][number];

export const homeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getNews: build.query<ApiAnswer<'/api/news', 'get'>, number>({
      query: (limit) => ({ url: '/api/news', params: { limit } }),
    }),
    /**
     * The gems the wheel shows before its first spin: a query, so that the server's page carries
     * them and the browser takes the page over with the same ones.
     */
    getWheelGems: build.query<
      ApiAnswer<'/api/game/gems/wheel', 'get'>,
      { count: number; lang: string }
    >({
      query: (params) => ({ url: '/api/game/gems/wheel', params }),
    }),
    /** A new draw each time (the server excludes support, aura and Vaal gems). */
    drawWheelGems: build.mutation<
      ApiAnswer<'/api/game/gems/wheel', 'get'>,
      { count: number; lang: string }
    >({
      query: (params) => ({ url: '/api/game/gems/wheel', params }),
    }),
  }),
});

export const { useGetNewsQuery, useGetWheelGemsQuery, useDrawWheelGemsMutation } = homeApi;
