import { Button, styled, useTranslation } from 'shared-ui';
import { jobLogs, jobStatus, type StatusLine } from './jobStatus';
import { JobModal } from './JobModal';
import { MAINTENANCE_BUTTONS } from './maintenanceButtons';
import { useMaintenance } from './useMaintenance';

const Area = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Running = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The header's Gems, Objets and Currency buttons and their progress modal. */
export function MaintenancePanel() {
  const { t } = useTranslation('admin');
  const words = (line: StatusLine) =>
    'text' in line
      ? line.text
      : line.key === 'running'
        ? t('maintenance.status.running', { progress: line.progress })
        : t(`maintenance.status.${line.key}`);
  const { state, job, start, open, close } = useMaintenance();
  const label = state.button ? t(`maintenance.buttons.${state.button}`) : '';
  const failureLine = state.failure?.network
    ? t('maintenance.networkLog', { message: state.failure.message })
    : state.failure?.message;
  const lines = failureLine ? [...jobLogs(job), failureLine] : jobLogs(job);
  const status = words(jobStatus(job, state.failure));
  return (
    <Area role="group" aria-label={t('maintenance.label')}>
      {MAINTENANCE_BUTTONS.map((button) => (
        <Button
          key={button}
          variant="secondary"
          size="sm"
          disabled={state.busy}
          onClick={() => {
            if (window.confirm(t(`maintenance.confirm.${button}`))) void start(button);
          }}
        >
          {t(`maintenance.buttons.${button}`)}
        </Button>
      ))}
      {state.phase !== 'idle' && !state.open && (
        // With the modal closed, the run's state stays in sight, one click from its log.
        <Running>
          {state.phase === 'running' ? t('maintenance.inProgress', { label }) : status}
          <Button variant="ghost" size="sm" onClick={open}>
            {t('maintenance.show')}
          </Button>
        </Running>
      )}
      <JobModal
        open={state.open}
        title={t('maintenance.modalTitle', { label })}
        status={status}
        progress={state.phase === 'running' ? (job?.progress ?? 0) : null}
        lines={lines}
        onClose={close}
      />
    </Area>
  );
}
