import { measure, type LoadOptions } from './load.js';

export interface LoadJob {
  name: string;
  /** `:id` is replaced by a random id of `ids` on each request. */
  url: string;
  ids?: number[];
  options: LoadOptions;
  headers?: Record<string, string>;
}

// The load runs in a process of its own, so the client's work does not slow the server's event
// loop: the figures are the server's.
process.once('message', async (job: LoadJob) => {
  const ids = job.ids ?? [];
  const url = () =>
    ids.length === 0
      ? job.url
      : job.url.replace(':id', String(ids[Math.floor(Math.random() * ids.length)]));
  process.send?.(await measure(job.name, url, job.options, job.headers), () => process.exit(0));
});
