import type { Job } from './maintenanceApi';

/** What the modal's status line says: a translation key, or the server's own words. */
export type StatusLine =
  | { key: 'starting' | 'succeeded' | 'unknownError' | 'network' }
  | { key: 'running'; progress: number }
  | { text: string };

const MARKED = /^(❌|⚠️|✅)/u;

/**
 * The status line for the job on screen. A failure shows the server's error (already the spec's
 * partial messages for Gems and Objets), marked ❌ unless it carries its own mark, or
 * 'Erreur inconnue'. A failure to start or follow the job (the network, a refusal) wins.
 *
 * @example jobStatus({ status: 'failed', result: { error: 'Timeout' } }, null) // { text: '❌ Timeout' }
 */
export function jobStatus(
  job: Pick<Job, 'status' | 'progress' | 'result'> | undefined,
  failure: { network: boolean; message: string } | null,
): StatusLine {
  if (failure) return failure.network ? { key: 'network' } : { text: marked(failure.message) };
  if (!job) return { key: 'starting' };
  if (job.status === 'running') return { key: 'running', progress: job.progress };
  if (job.status === 'succeeded') return { key: 'succeeded' };
  const error = job.result?.error;
  if (!error) return { key: 'unknownError' };
  return { text: marked(error) };
}

const marked = (error: string) => (MARKED.test(error) ? error : `❌ ${error}`);

/** The log lines to show: the finished result's when it has them, else the live ones. */
export function jobLogs(job: Pick<Job, 'logs' | 'result'> | undefined): string[] {
  if (!job) return [];
  const final = job.result?.logs ?? [];
  return final.length >= job.logs.length ? final : job.logs;
}
