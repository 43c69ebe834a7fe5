import { parentPort } from 'node:worker_threads';
import { PobError } from './decode.js';
import { readPobBuild, readPobTrees } from './read.js';
import type { FromReader, PobTask, ToReader } from './readerProtocol.js';

// The reading thread: inflating, parsing and mapping an export run here, never on the thread
// that answers every other request.

function run(task: PobTask) {
  return task.kind === 'build'
    ? readPobBuild(task.code, task.rows, task.lang)
    : readPobTrees(task.code);
}

parentPort?.on('message', ({ id, task }: ToReader) => {
  let answer: FromReader;
  try {
    answer = { id, ok: true, value: run(task) };
  } catch (err) {
    answer =
      err instanceof PobError
        ? { id, ok: false, refusal: { reason: err.reason, message: err.message } }
        : { id, ok: false, fault: err instanceof Error ? (err.stack ?? err.message) : String(err) };
  }
  parentPort?.postMessage(answer);
});
