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
