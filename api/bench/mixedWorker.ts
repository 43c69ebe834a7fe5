import { runMixed, type MixedJob } from './mixed.js';

// Like loadWorker.ts: the virtual users run in a process of their own, so their work does not
// slow the server's event loop when the bench serves from its own process.
process.once('message', async (job: MixedJob) => {
  process.send?.(await runMixed(job), () => process.exit(0));
});
