import type { MaintenanceButton } from './maintenanceButtons';

/**
 * The maintenance area's own state; the job itself lives in RTK Query's cache, polled by id.
 * `busy` disables the three buttons: from the click until the job ends (or 3 s later for the
 * currency and unique-image runs), and while a job found running on arrival is still going.
 */
export interface MaintenanceState {
  button: MaintenanceButton | null;
  jobId: number | null;
  phase: 'idle' | 'starting' | 'running' | 'finished' | 'failed';
  busy: boolean;
  open: boolean;
  /** Why the job could not be started or followed; `network` when the server was unreachable. */
  failure: { network: boolean; message: string } | null;
}

export type MaintenanceEvent =
  | { type: 'requested'; button: MaintenanceButton }
  | { type: 'attached'; button: MaintenanceButton; jobId: number; open: boolean }
  | { type: 'finished'; holdBusy: boolean }
  | { type: 'released' }
  | { type: 'failed'; network: boolean; message: string }
  | { type: 'opened' }
  | { type: 'closed' };

export const initialMaintenance: MaintenanceState = {
  button: null,
  jobId: null,
  phase: 'idle',
  busy: false,
  open: false,
  failure: null,
};

export function maintenanceReducer(
  state: MaintenanceState,
  event: MaintenanceEvent,
): MaintenanceState {
  switch (event.type) {
    case 'requested':
      if (state.busy) return state;
      return {
        ...initialMaintenance,
        button: event.button,
        phase: 'starting',
        busy: true,
        open: true,
      };
    case 'attached':
      return {
        ...state,
        button: event.button,
        jobId: event.jobId,
        phase: 'running',
        busy: true,
        open: state.open || event.open,
        failure: null,
      };
    case 'finished':
      if (state.phase !== 'running') return state;
      return { ...state, phase: 'finished', busy: event.holdBusy };
    case 'released':
      return state.phase === 'finished' ? { ...state, busy: false } : state;
    case 'failed':
      return {
        ...state,
        phase: 'failed',
        busy: false,
        failure: { network: event.network, message: event.message },
      };
    case 'opened':
      return state.button ? { ...state, open: true } : state;
    case 'closed':
      return { ...state, open: false };
  }
}
