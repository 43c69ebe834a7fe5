import type { TypedMutationOnQueryStarted } from '@reduxjs/toolkit/query';
import { baseApi } from '../apiClient/baseApi';
import type { baseQuery } from '../apiClient/baseQuery';
import type { Schemas } from '../contract/wire';
import type { Build, BuildInput, BuildList, BuildListParams, MainSkillChoice } from './buildTypes';
import type { Guide, GuideList, GuideListParams } from './guideTypes';

/** A guide as the editor sends it: every field, though the server fills in those left out. */
export type GuidePayload = Required<Schemas['GuideCreate']>;

/** A Path of Building code or share link for a build's update, and its gems' language. */
export type PobUpdateSource = { id: number; lang: string } & ({ code: string } | { url: string });

/** A failed write is never retried: the server may have stored it already. */
const once = { maxRetries: 0 };

const buildTag = (id: number) => ({ type: 'Build' as const, id });
const guideTag = (id: number) => ({ type: 'Guide' as const, id });
// What the server computes from a build (its cost, steps and Path of Building code) is cached
// apart, so that an edit asks for those again while the build itself is taken from the answer.
const derivedTag = (id: number) => ({ type: 'BuildDerived' as const, id });
// A written item becomes its read's cache entry; a failed write leaves the cache alone.
type CacheWritten<Item> = TypedMutationOnQueryStarted<Item, unknown, typeof baseQuery, 'api'>;

const cacheWrittenBuild: CacheWritten<Build> = async (_arg, { dispatch, queryFulfilled }) => {
  const written = await queryFulfilled.catch(() => null);
  if (written) dispatch(contentApi.util.upsertQueryData('getBuild', written.data.id, written.data));
};

const cacheWrittenGuide: CacheWritten<Guide> = async (_arg, { dispatch, queryFulfilled }) => {
  const written = await queryFulfilled.catch(() => null);
  if (written) dispatch(contentApi.util.upsertQueryData('getGuide', written.data.id, written.data));
};

const BUILD_LIST = { type: 'Build' as const, id: 'LIST' };
const GUIDE_LIST = { type: 'Guide' as const, id: 'LIST' };

/**
 * Every build and guide endpoint, in one slice for the reader and the author: a write answers
 * with the item as its writer reads it, and that answer becomes the cached read, so the page
 * shown after saving needs no second request.
 */
export const contentApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBuilds: build.query<BuildList, BuildListParams>({
      query: (params) => ({ url: '/api/builds', params }),
      providesTags: (result) => [
        BUILD_LIST,
        ...(result?.builds ?? []).map(({ id }) => buildTag(id)),
      ],
    }),
    /** The main skills in use, named in `lang`: the choices of the list's skill filter. */
    getMainSkills: build.query<{ skills: MainSkillChoice[] }, 'fr' | 'en'>({
      query: (lang) => ({ url: '/api/builds/main-skills', params: { lang } }),
      providesTags: [BUILD_LIST],
    }),
    /** A build as its reader may see it: its owner and admins read a pending edit over it. */
    getBuild: build.query<Build, number>({
      query: (id) => `/api/builds/${id}`,
      providesTags: (_result, _error, id) => [buildTag(id)],
    }),
    createBuild: build.mutation<Build, BuildInput>({
      query: (body) => ({ url: '/api/builds', method: 'POST', body }),
      extraOptions: once,
      onQueryStarted: cacheWrittenBuild,
      invalidatesTags: (result) => (result ? [BUILD_LIST] : []),
    }),
    updateBuild: build.mutation<Build, { id: number; body: BuildInput }>({
      query: ({ id, body }) => ({ url: `/api/builds/${id}`, method: 'PUT', body }),
      extraOptions: once,
      onQueryStarted: cacheWrittenBuild,
      invalidatesTags: (result, _error, { id }) => (result ? [BUILD_LIST, derivedTag(id)] : []),
    }),
    /** The build updated from a code, as any edit (a published build's waits for an admin). */
    updateBuildFromPob: build.mutation<Build, PobUpdateSource>({
      query: ({ id, ...body }) => ({ url: `/api/builds/${id}/pob/update`, method: 'POST', body }),
      extraOptions: once,
      onQueryStarted: cacheWrittenBuild,
      invalidatesTags: (result, _error, { id }) => (result ? [BUILD_LIST, derivedTag(id)] : []),
    }),
    deleteBuild: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/builds/${id}`, method: 'DELETE' }),
      extraOptions: once,
      invalidatesTags: (_result, _error, id) => [buildTag(id), derivedTag(id), BUILD_LIST],
    }),
    /** Drops the owner's pending or refused edit; the approved version stays as it is. */
    withdrawBuildEdit: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/builds/${id}/pending-edit`, method: 'DELETE' }),
      extraOptions: once,
      invalidatesTags: (_result, _error, id) => [buildTag(id), derivedTag(id)],
    }),

    getGuides: build.query<GuideList, GuideListParams>({
      query: (params) => ({ url: '/api/guides', params }),
      providesTags: (result) => [
        GUIDE_LIST,
        ...(result?.guides ?? []).map(({ id }) => guideTag(id)),
      ],
    }),
    getGuide: build.query<Guide, number>({
      query: (id) => `/api/guides/${id}`,
      providesTags: (_result, _error, id) => [guideTag(id)],
    }),
    createGuide: build.mutation<Guide, GuidePayload>({
      query: (body) => ({ url: '/api/guides', method: 'POST', body }),
      extraOptions: once,
      onQueryStarted: cacheWrittenGuide,
      invalidatesTags: (result) => (result ? [GUIDE_LIST] : []),
    }),
    updateGuide: build.mutation<Guide, { id: number; body: GuidePayload }>({
      query: ({ id, body }) => ({ url: `/api/guides/${id}`, method: 'PUT', body }),
      extraOptions: once,
      onQueryStarted: cacheWrittenGuide,
      invalidatesTags: (result) => (result ? [GUIDE_LIST] : []),
    }),
    deleteGuide: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/guides/${id}`, method: 'DELETE' }),
      extraOptions: once,
      invalidatesTags: (_result, _error, id) => [guideTag(id), GUIDE_LIST],
    }),
    /** Drops the owner's pending or refused edit; the approved version stays as it is. */
    withdrawGuideEdit: build.mutation<unknown, number>({
      query: (id) => ({ url: `/api/guides/${id}/pending-edit`, method: 'DELETE' }),
      extraOptions: once,
      invalidatesTags: (_result, _error, id) => [guideTag(id)],
    }),
  }),
});
