import { baseApi, type ApiAnswer, type Role } from 'shared-ui';

/**
 * The lists of the admin page, one per role the server filters on: the spec's four, then the
 * admins, so that another admin's row (and its 'Blacklister' button) can be reached.
 */
export const LISTED_ROLES = ['user', 'createur', 'twitch', 'blacklist', 'admin'] as const;
export type ListedRole = (typeof LISTED_ROLES)[number];

export const PAGE_SIZE = 10;

/**
 * A row of the admin's user lists; `allowedRoles` are the moves the server will accept, and
 * `canDelete` whether it will delete the account.
 */
export type AdminUserPage = ApiAnswer<'/api/admin/users', 'get'>;
export type AdminUser = AdminUserPage['users'][number];

export interface AdminUserQuery {
  role: ListedRole;
  page: number;
  filter: string;
}

export type DeletedCounts = ApiAnswer<'/api/admin/users/{id}', 'delete'>;

const LISTS = { type: 'AdminUser', id: 'LIST' } as const;

export const adminUsersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<AdminUserPage, AdminUserQuery>({
      query: ({ role, page, filter }) => ({
        url: '/api/admin/users',
        params: { role, page, limit: PAGE_SIZE, ...(filter ? { filter } : {}) },
      }),
      providesTags: [LISTS],
    }),
    // A role change moves a user from one list to another: every list reloads.
    changeUserRole: build.mutation<
      ApiAnswer<'/api/admin/users/{id}/role', 'put'>,
      { id: number; role: Role }
    >({
      query: ({ id, role }) => ({
        url: `/api/admin/users/${id}/role`,
        method: 'PUT',
        body: { role },
      }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: [LISTS],
    }),
    // The user's builds, guides, comments and pictures go with them, so those lists reload too.
    deleteAdminUser: build.mutation<DeletedCounts, number>({
      query: (id) => ({ url: `/api/admin/users/${id}`, method: 'DELETE' }),
      extraOptions: { maxRetries: 0 },
      invalidatesTags: [
        LISTS,
        { type: 'Build', id: 'LIST' },
        { type: 'Guide', id: 'LIST' },
        'Comment',
        'Moderation',
      ],
    }),
  }),
});

export const { useGetAdminUsersQuery, useChangeUserRoleMutation, useDeleteAdminUserMutation } =
  adminUsersApi;
