import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';

/**
 * The one API slice of the page. Remotes add endpoints with `baseApi.injectEndpoints` and must
 * pick names no other remote uses; shared-ui is a federation singleton so they all extend this
 * same object.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Build',
    'Guide',
    'Comment',
    'User',
    'TwitchUser',
    'Subscription',
    'Health',
    'AdminUser',
    'Moderation',
    'Favourite',
  ],
  endpoints: () => ({}),
});
