import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * Runs a job in a child process (with tsx's loader for its TypeScript) and returns its answer:
 * the load then runs beside the server, not on its event loop.
 */
export function inChild<T>(worker: string, name: string, job: object): Promise<T> {
  const child = fork(fileURLToPath(new URL(worker, import.meta.url)), {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (result) => resolve(result as T));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load process for ${name} exited with ${code}`));
    });
    child.send(job);
  });
}
