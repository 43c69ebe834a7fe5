import { contentApi } from 'shared-ui';

// The reader's hooks of shared-ui's build and guide slice, whose cache the author's saves fill.
export const {
  useGetBuildsQuery,
  useGetMainSkillsQuery,
  useGetBuildQuery,
  useDeleteBuildMutation,
  useWithdrawBuildEditMutation,
  useGetGuidesQuery,
  useGetGuideQuery,
  useDeleteGuideMutation,
  useWithdrawGuideEditMutation,
} = contentApi;
