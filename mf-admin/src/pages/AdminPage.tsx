import { PageHeading, styled, usePageMeta, useTranslation } from 'shared-ui';
import { LeagueSection } from '../features/league/LeagueSection';
import { MetricsSection } from '../features/metrics/MetricsSection';
import { MaintenancePanel } from '../features/maintenance/MaintenancePanel';
import { ModerationSection } from '../features/moderation/ModerationSection';
import { LISTED_ROLES } from '../features/users/adminUsersApi';
import { UserSection } from '../features/users/UserSection';

const Header = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
  }
`;

const Sections = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.wide} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/**
 * Maintenance buttons, the moderation queue, the server's last hour, the league followed, then
 * the user lists.
 */
export function AdminPage() {
  const { t } = useTranslation('admin');
  usePageMeta(t('title'));
  return (
    <>
      <Header>
        <PageHeading title={t('title')} />
        <MaintenancePanel />
      </Header>
      <ModerationSection />
      <Sections>
        <MetricsSection />
        <LeagueSection />
        {LISTED_ROLES.map((role) => (
          <UserSection key={role} role={role} />
        ))}
      </Sections>
    </>
  );
}
