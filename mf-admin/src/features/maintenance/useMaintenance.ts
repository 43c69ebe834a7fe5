import { useCallback, useEffect, useReducer } from 'react';
import { errorMessage, skipToken, type ApiError } from 'shared-ui';
import { BUSY_HOLD_MS, buttonOfJob, JOB_OF, type MaintenanceButton } from './maintenanceButtons';
import {
  useGetAdminJobQuery,
  useGetRunningAdminJobsQuery,
  useStartAdminJobMutation,
} from './maintenanceApi';
import { initialMaintenance, maintenanceReducer } from './maintenanceState';

const POLL_MS = 1_000;

const isNetwork = (error: unknown) => {
  const status = (error as Partial<ApiError> | undefined)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
};

/**
 * Starts a maintenance job, polls it every second while it runs, and keeps the busy flag. A job
 * already running (found on arrival, or the cause of a 409) is followed the same way.
 */
export function useMaintenance() {
  const [state, dispatch] = useReducer(maintenanceReducer, initialMaintenance);
  const [startJob] = useStartAdminJobMutation();
  const running = useGetRunningAdminJobsQuery();
  const refetchRunning = running.refetch;
  const polled = useGetAdminJobQuery(state.jobId ?? skipToken, {
    pollingInterval: state.phase === 'running' ? POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const job =
    state.jobId !== null && polled.data?.job.id === state.jobId ? polled.data.job : undefined;

  // On arrival only: a run already going is shown as running, without forcing the modal open.
  const found = running.data?.jobs.find((j) => buttonOfJob(j.kind) !== null);
  const idle = state.phase === 'idle';
  useEffect(() => {
    const button = found && buttonOfJob(found.kind);
    if (idle && found && button) {
      dispatch({ type: 'attached', button, jobId: found.id, open: false });
    }
  }, [found, idle]);

  const hold = state.button ? BUSY_HOLD_MS[state.button] : 0;
  useEffect(() => {
    if (state.phase === 'running' && job && job.status !== 'running') {
      dispatch({ type: 'finished', holdBusy: hold > 0 });
    }
  }, [job, state.phase, hold]);

  const holding = state.phase === 'finished' && state.busy;
  useEffect(() => {
    if (!holding) return;
    const timer = setTimeout(() => dispatch({ type: 'released' }), hold);
    return () => clearTimeout(timer);
  }, [holding, hold]);

  useEffect(() => {
    // Polls are retried by the transport (after 1, 2 and 4 s) before they count as failed.
    if (state.phase === 'running' && polled.isError && !polled.isFetching) {
      const network = isNetwork(polled.error);
      dispatch({ type: 'failed', network, message: errorMessage(polled.error) });
    }
  }, [polled.isError, polled.isFetching, polled.error, state.phase]);

  const start = useCallback(
    async (button: MaintenanceButton) => {
      dispatch({ type: 'requested', button });
      try {
        const { job: started } = await startJob(JOB_OF[button]).unwrap();
        dispatch({ type: 'attached', button, jobId: started.id, open: true });
      } catch (failure) {
        if ((failure as Partial<ApiError>).status === 409) {
          // Another admin started this run, or a step of it that writes the same data: follow it.
          const { jobs } = await refetchRunning()
            .unwrap()
            .catch(() => ({ jobs: [] }));
          const theirs = jobs.find((j) => buttonOfJob(j.kind) === button);
          if (theirs) {
            dispatch({ type: 'attached', button, jobId: theirs.id, open: true });
            return;
          }
        }
        dispatch({ type: 'failed', network: isNetwork(failure), message: errorMessage(failure) });
      }
    },
    [startJob, refetchRunning],
  );

  return {
    state,
    job,
    start,
    open: () => dispatch({ type: 'opened' }),
    close: () => dispatch({ type: 'closed' }),
  };
}
