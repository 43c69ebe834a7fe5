import { performance } from 'node:perf_hooks';

export interface ImportJob {
  url: string;
  token: string;
  code: string;
  seconds: number;
  concurrency: number;
}

export interface ImportResult {
  imports: number;
  /** How many answers of each status. */
  statuses: Record<string, number>;
  p50: number;
  answerBytes: number;
}

// Sends the same import again and again from a process of its own, so that reading the answers
// does not take the server's event loop.
process.once('message', async (job: ImportJob) => {
  const statuses: Record<string, number> = {};
  const latencies: number[] = [];
  let answerBytes = 0;
  const deadline = performance.now() + job.seconds * 1000;
  const loop = async () => {
    while (performance.now() < deadline) {
      const started = performance.now();
      const res = await fetch(job.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${job.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ code: job.code }),
      });
      const body = await res.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.ok) answerBytes = body.byteLength;
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, loop));
  latencies.sort((a, b) => a - b);
  const result: ImportResult = {
    imports: latencies.length,
    statuses,
    p50: latencies[Math.floor(latencies.length / 2)] ?? NaN,
    answerBytes,
  };
  process.send?.(result, () => process.exit(0));
});
