import type { App } from '../src/app.js';
import { buildBody, type TestUser } from './contentUsers.js';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One answer of the app, with how long it took. */
export interface Answer {
  url: string;
  status: number;
  ms: number;
  body: unknown;
  retryAfter: string | undefined;
}

/** A call as the browser makes it: the author's token when it carries a body. */
export function caller(app: App, author: TestUser) {
  return async (method: 'GET' | 'POST', url: string, payload?: object): Promise<Answer> => {
    const started = performance.now();
    const res = await app.inject({
      method,
      url,
      ...(payload && { payload, headers: author.headers }),
    });
    const body: unknown = res.body === '' ? null : res.json();
    const retryAfter = res.headers['retry-after'];
    return {
      url,
      status: res.statusCode,
      ms: performance.now() - started,
      body,
      retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
    };
  };
}

/**
 * Two readers (list and search) and a writer in a loop until `stop()`, every answer kept with the
 * moment it ended (`at`, from `performance.now()`).
 */
export function loadRun(call: ReturnType<typeof caller>, titlePrefix: string) {
  const answers: { at: number; answer: Answer }[] = [];
  let running = true;
  let n = 0;
  const worker = async (next: () => Promise<Answer>) => {
    while (running) {
      const answer = await next();
      answers.push({ at: performance.now(), answer });
      await sleep(10);
    }
  };
  const workers = [
    worker(() => call('GET', '/api/builds')),
    worker(() => call('GET', '/api/builds?search=panne')),
    worker(() => call('POST', '/api/builds', buildBody({ title: `${titlePrefix} ${n++}` }))),
  ];
  return {
    answers,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

/**
 * Answers that a healthy server should never give under this load: a server error on the build
 * routes, or anything but 200, 201 and the write limit's 429.
 */
export function problems(answers: Answer[]): Answer[] {
  return answers.filter(
    (a) =>
      (a.url.startsWith('/api/builds') && a.status >= 500) ||
      (a.status !== 200 && a.status !== 201 && a.status !== 429),
  );
}

/** What the app answered before, during and after a database outage, and `/health` on both sides. */
export interface Outage {
  before: Answer[];
  /** Requests that started after the outage began and ended before the database came back. */
  during: Answer[];
  after: Answer[];
  healthDown: Answer;
  healthUp: Answer | undefined;
}

/**
 * The load of `loadRun` through a database outage: half a second of load, `goDown()`, `/health`
 * asked 300 ms later, `comeBack()` after `downMs`, then `/health` polled until it is healthy again
 * (at most 10 s) and one more second of load. The same app all along: any recovery is its own.
 */
export async function throughOutage(
  call: ReturnType<typeof caller>,
  titlePrefix: string,
  outage: { goDown: () => void; comeBack: () => void; downMs: number },
): Promise<Outage> {
  const run = loadRun(call, titlePrefix);
  // The outage starts once a write and both reads have been answered, however slow the machine:
  // a fixed wait left no write before the outage on a busy one.
  const answered = (url: string, status: number) =>
    run.answers.some((a) => a.answer.url === url && a.answer.status === status);
  for (
    let i = 0;
    i < 300 &&
    !(
      answered('/api/builds', 201) &&
      answered('/api/builds', 200) &&
      answered('/api/builds?search=panne', 200)
    );
    i++
  )
    await sleep(100);
  const downAt = performance.now();
  outage.goDown();
  await sleep(300);
  const healthDown = await call('GET', '/health');
  await sleep(outage.downMs);
  const backAt = performance.now();
  outage.comeBack();
  let healthUp: Answer | undefined;
  for (let i = 0; i < 100 && healthUp?.status !== 200; i++) {
    await sleep(100);
    healthUp = await call('GET', '/health');
  }
  const recoveredAt = performance.now();
  await sleep(1000);
  await run.stop();
  const started = (a: { at: number; answer: Answer }) => a.at - a.answer.ms;
  return {
    before: run.answers.filter((a) => a.at < downAt).map((a) => a.answer),
    during: run.answers
      .filter((a) => started(a) > downAt + 50 && a.at < backAt)
      .map((a) => a.answer),
    after: run.answers.filter((a) => started(a) > recoveredAt).map((a) => a.answer),
    healthDown,
    healthUp,
  };
}

/**
 * Answers given while the database was down that are neither the server's 503 with `message`
 * and Retry-After nor a signed-out read the process had kept from before the outage, answered
 * exactly as before (nothing can be written while the database is down, so a kept read is
 * still true).
 */
export function outageProblems(before: Answer[], during: Answer[], message: string): Answer[] {
  const kept = new Set(
    before.filter((a) => a.status === 200).map((a) => `${a.url} ${JSON.stringify(a.body)}`),
  );
  return during.filter((answer) => {
    if (answer.status === 200) return !kept.has(`${answer.url} ${JSON.stringify(answer.body)}`);
    const body = answer.body as { error?: unknown } | null;
    return answer.status !== 503 || body?.error !== message || answer.retryAfter !== '5';
  });
}
