import { Button, type Role, styled, useTranslation } from 'shared-ui';
import type { AdminUser } from './adminUsersApi';
import { isHarsh, roleActionKey } from './roleActions';

const Row = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Who = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
  strong {
    display: block;
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The date as a French reader writes it, whatever the interface language: 05/03/2025. */
const frenchDate = (iso: string) => new Date(iso).toLocaleDateString('fr-FR');

interface Props {
  user: AdminUser;
  busy: boolean;
  onRole: (user: AdminUser, role: Role) => void;
  onDelete: (user: AdminUser) => void;
}

/**
 * displayName, login, 'Inscrit le …', then the moves and the deletion the server allows (none on
 * one's own row or the streamer's, so no empty group there).
 */
export function UserRow({ user, busy, onRole, onDelete }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Row>
      <Who>
        <strong>{user.displayName}</strong>
        <span>
          {user.login} · {t('users.registered', { date: frenchDate(user.dateInscription) })}
        </span>
      </Who>
      {(user.allowedRoles.length > 0 || user.canDelete) && (
        <Actions role="group" aria-label={t('users.actionsFor', { name: user.displayName })}>
          {user.allowedRoles.map((role) => (
            <Button
              key={role}
              size="sm"
              variant={isHarsh(role) ? 'danger' : 'secondary'}
              disabled={busy}
              onClick={() => onRole(user, role)}
            >
              {t(`users.actions.${roleActionKey(user.role, role)}`, { role })}
            </Button>
          ))}
          {user.canDelete && (
            <Button size="sm" variant="ghost" disabled={busy} onClick={() => onDelete(user)}>
              {t('users.actions.delete')}
            </Button>
          )}
        </Actions>
      )}
    </Row>
  );
}
