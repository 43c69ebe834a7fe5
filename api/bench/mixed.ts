import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * The mixed scenario: virtual users for a fixed time, each reading (70 %: rendered pages and API
 * answers) or writing (30 %: comments, replies, favourites added and removed, builds created and
 * edited) with real bearer tokens, then every accepted write read back. Figures: read and write
 * latency percentiles, 5xx answers, other failures, and lost writes (accepted, then not there).
 */

export interface MixedJob {
  /** Where the site answers (the app itself, or nginx in front of processes). */
  base: string;
  /** Public builds to read, comment and favourite. */
  buildIds: number[];
  /** Signed-in accounts (role createur): user `v` writes as `accounts[v % accounts.length]`. */
  tokens: string[];
  users: number;
  seconds: number;
  /**
   * A user's pause after each answer, drawn between half and one and a half times this: a player
   * reads a page before the next click. 0: no pause, every user sends again at once (the
   * machine saturated, latency then measures the queue).
   */
  thinkMs: number;
  /** Answers sent in the first this many seconds are not timed (every write is still checked). */
  warmupSeconds: number;
  /** The frontends are built: the build page and the home page are read as rendered HTML. */
  pages: boolean;
}

export interface Percentiles {
  count: number;
  p50: number;
  p99: number;
}

export interface MixedResult {
  reads: Percentiles;
  writes: Percentiles;
  /** Answers 500 and above. */
  serverErrors: number;
  /** Other answers than 2xx and 5xx, and connections that failed. */
  failures: number;
  /** Writes answered 2xx, each read back afterwards. */
  accepted: number;
  /** Accepted writes whose effect was not found when read back. */
  lost: number;
  /** A few of the failures and lost writes, to say what went wrong. */
  examples: string[];
  /** The slowest reads, with when they were sent (seconds into the run): where the tail is. */
  slowest: string[];
  /**
   * Pages read in the timed part: rendered by the server, or the bare shell the browser renders
   * (the render threads were busy past SERVER_RENDER_QUEUE_MS).
   */
  pages: { rendered: number; shells: number };
  /** CPU the virtual users themselves used in the timed part, in seconds (the same cores). */
  clientCpuSeconds: number;
}

/** The shell's empty root: a page that went out without its server render. */
const BARE_ROOT = '<div id="root"></div>';

const percentiles = (values: number[]): Percentiles => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
  return { count: sorted.length, p50: at(50), p99: at(99) };
};

const pick = <T>(items: readonly T[]): T => {
  const item = items[Math.floor(Math.random() * items.length)];
  if (item === undefined) throw new Error('nothing to pick from');
  return item;
};

interface Answer {
  status: number;
  body: unknown;
}

/** An answer as it came: its status, and its body undecoded (`encoding`: its content-encoding). */
interface Raw {
  status: number;
  bytes: Buffer;
  encoding: string | undefined;
}

/** JSON as read, or the text itself when it is none (an empty body, a proxy's error page). */
function parsed(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

/** The body's text, decoded as it was sent. */
function text({ bytes, encoding }: Raw): string {
  if (encoding === 'br') return brotliDecompressSync(bytes).toString();
  if (encoding === 'gzip') return gunzipSync(bytes).toString();
  return bytes.toString();
}

/**
 * One exchange on a keep-alive connection, compressed as a browser asks (`br, gzip`). As in
 * load.ts, a body is decoded only when it is read: decoding is the browser's work, on its own
 * machine, not the server's cores.
 */
function exchange(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes: Buffer.concat(chunks),
          encoding: res.headers['content-encoding'],
        }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** What each user wrote, as it should read back. */
interface Written {
  token: string;
  /** Comment id → the build it is under, with the ids of its accepted replies. */
  comments: Map<number, { buildId: number; replies: number[] }>;
  /** Build id → whether it should be among this account's favourites; absent: unknown. */
  favourites: Map<number, boolean>;
  /** Own build id → its last accepted title; absent: unknown (a failed edit). */
  builds: Map<number, string>;
}

export async function runMixed(job: MixedJob): Promise<MixedResult> {
  const readTimes: number[] = [];
  const slowReads: { ms: number; at: number; what: string }[] = [];
  const writeTimes: number[] = [];
  const examples: string[] = [];
  let serverErrors = 0;
  let failures = 0;
  let accepted = 0;
  const pages = { rendered: 0, shells: 0 };
  const begun = performance.now();
  let clientCpu: NodeJS.CpuUsage | undefined;
  const timing = setTimeout(() => (clientCpu = process.cpuUsage()), job.warmupSeconds * 1000);
  const note = (line: string) => {
    if (examples.length < 10) examples.push(line);
  };
  const agent = new Agent({ keepAlive: true, maxSockets: job.users + 8 });

  /**
   * One call; `times` gets its duration; anything but 2xx is counted and noted. Its body is
   * decoded for a write or a read-back (their callers use it), a page (rendered or bare?) and a
   * failure (to say why), not for a timed read of the API that succeeded.
   */
  const send = async (
    times: number[] | undefined,
    method: string,
    path: string,
    options: { token?: string; body?: object; html?: boolean } = {},
  ): Promise<Answer> => {
    const headers: Record<string, string> = {
      accept: options.html ? 'text/html' : '*/*',
      'accept-encoding': 'br, gzip',
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body) headers['content-type'] = 'application/json';
    const started = performance.now();
    let raw: Raw | undefined;
    let failure = '';
    try {
      const body = options.body && JSON.stringify(options.body);
      raw = await exchange(agent, `${job.base}${path}`, method, headers, body);
    } catch (error) {
      failure = String(error);
    }
    const ms = performance.now() - started;
    const status = raw?.status ?? 0;
    const succeeded = status >= 200 && status < 300;
    let answer: Answer = { status, body: failure };
    if (raw && (times !== readTimes || options.html || !succeeded)) {
      const body = text(raw);
      answer = { status, body: options.html ? body : parsed(body) };
    }
    const timed = started - begun >= job.warmupSeconds * 1000;
    if (timed) times?.push(ms);
    if (timed && options.html && status === 200) {
      if (String(answer.body).includes(BARE_ROOT)) pages.shells++;
      else pages.rendered++;
    }
    if (timed && times === readTimes) {
      slowReads.push({ ms, at: (started - begun) / 1000, what: `${method} ${path}` });
      slowReads.sort((a, b) => b.ms - a.ms);
      slowReads.length = Math.min(slowReads.length, 5);
    }
    if (answer.status >= 500) serverErrors++;
    else if (answer.status < 200 || answer.status >= 300) failures++;
    if (answer.status < 200 || answer.status >= 300) {
      note(`${method} ${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
    }
    return answer;
  };
  const ok = (answer: Answer) => answer.status >= 200 && answer.status < 300;

  const reads: (() => Promise<Answer>)[] = [
    () => send(readTimes, 'GET', '/api/builds'),
    () => send(readTimes, 'GET', `/api/builds/${pick(job.buildIds)}`),
    () => send(readTimes, 'GET', `/api/forum/comments/build/${pick(job.buildIds)}`),
    ...(job.pages
      ? [
          () => send(readTimes, 'GET', `/build/custom/${pick(job.buildIds)}`, { html: true }),
          () => send(readTimes, 'GET', `/build/custom/${pick(job.buildIds)}`, { html: true }),
          () => send(readTimes, 'GET', '/', { html: true }),
        ]
      : []),
  ];

  const deadline = begun + (job.warmupSeconds + job.seconds) * 1000;
  const think = () =>
    job.thinkMs <= 0
      ? Promise.resolve()
      : new Promise((resolve) => setTimeout(resolve, job.thinkMs * (0.5 + Math.random())));
  const written: Written[] = [];

  const user = async (v: number) => {
    const token = job.tokens[v % job.tokens.length] ?? '';
    const mine: Written = { token, comments: new Map(), favourites: new Map(), builds: new Map() };
    written.push(mine);
    // Each user favourites only builds no other user touches, so its last answer is the truth.
    const ownShare = job.buildIds.filter((_, i) => i % job.users === v);
    let n = 0;

    const comment = async () => {
      const buildId = pick(job.buildIds);
      const res = await send(writeTimes, 'POST', '/api/forum/comments', {
        token,
        body: { contentType: 'build', contentId: buildId, content: `Banc u${v} n${n++}` },
      });
      const id = (res.body as { comment?: { id: number } }).comment?.id;
      if (ok(res) && id !== undefined) {
        accepted++;
        mine.comments.set(id, { buildId, replies: [] });
      }
    };
    const reply = async () => {
      const [commentId, thread] = pick([...mine.comments]);
      const res = await send(writeTimes, 'POST', '/api/forum/replies', {
        token,
        body: { commentId, content: `Réponse u${v} n${n++}` },
      });
      const id = (res.body as { reply?: { id: number } }).reply?.id;
      if (ok(res) && id !== undefined) {
        accepted++;
        thread.replies.push(id);
      }
    };
    const favourite = async () => {
      const buildId = pick(ownShare);
      const marked = mine.favourites.get(buildId) ?? false;
      const res = await send(
        writeTimes,
        marked ? 'DELETE' : 'PUT',
        `/api/builds/${buildId}/favourite`,
        {
          token,
        },
      );
      if (ok(res)) {
        accepted++;
        mine.favourites.set(buildId, !marked);
      } else mine.favourites.delete(buildId);
    };
    const create = async () => {
      const title = `Build du banc u${v} n${n++}`;
      const res = await send(writeTimes, 'POST', '/api/builds', {
        token,
        body: { title, classe: 'Witch', ascendancy: 'Necromancer' },
      });
      const id = (res.body as { id?: number }).id;
      if (ok(res) && id !== undefined) {
        accepted++;
        mine.builds.set(id, title);
      }
    };
    const edit = async () => {
      const [id] = pick([...mine.builds]);
      const title = `Build du banc u${v} n${n++} (modifié)`;
      const res = await send(writeTimes, 'PUT', `/api/builds/${id}`, {
        token,
        body: { title, classe: 'Witch', ascendancy: 'Necromancer' },
      });
      if (ok(res)) {
        accepted++;
        mine.builds.set(id, title);
      } else mine.builds.delete(id);
    };

    // Users start spread over one pause, not all in the same millisecond.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * job.thinkMs));
    while (performance.now() < deadline) {
      await think();
      if (Math.random() >= 0.3) {
        await pick(reads)();
        continue;
      }
      const roll = Math.random();
      if (roll < 0.3 || (roll < 0.5 && mine.comments.size === 0)) await comment();
      else if (roll < 0.5) await reply();
      else if (roll < 0.75 && ownShare.length > 0) await favourite();
      else if (roll < 0.85 || mine.builds.size === 0) await create();
      else await edit();
    }
  };
  await Promise.all(Array.from({ length: job.users }, (_, v) => user(v)));
  clearTimeout(timing);
  const used = process.cpuUsage(clientCpu);

  // Read back, a few at a time, after the load.
  let lost = 0;
  const missing = (what: string) => {
    lost++;
    note(`lost: ${what}`);
  };
  const checks: (() => Promise<void>)[] = [];
  for (const mine of written) {
    const byBuild = new Map<number, Map<number, number[]>>();
    for (const [id, { buildId, replies }] of mine.comments) {
      const thread = byBuild.get(buildId) ?? new Map<number, number[]>();
      thread.set(id, replies);
      byBuild.set(buildId, thread);
    }
    for (const [buildId, expected] of byBuild) {
      checks.push(async () => {
        const seen = new Map<number, number[]>();
        for (let page = 1; ; page++) {
          const res = await send(
            undefined,
            'GET',
            `/api/forum/comments/build/${buildId}?limit=50&page=${page}`,
          );
          const comments = ok(res)
            ? (res.body as { comments: { id: number; replies: { id: number }[] }[] }).comments
            : [];
          for (const c of comments)
            seen.set(
              c.id,
              c.replies.map((r) => r.id),
            );
          if (comments.length < 50 || [...expected.keys()].every((id) => seen.has(id))) break;
        }
        for (const [id, replies] of expected) {
          const found = seen.get(id);
          if (!found) missing(`comment ${id} under build ${buildId}`);
          for (const reply of replies) {
            if (!found?.includes(reply)) missing(`reply ${reply} to comment ${id}`);
          }
        }
      });
    }
    for (const [buildId, marked] of mine.favourites) {
      checks.push(async () => {
        const res = await send(undefined, 'GET', `/api/builds/${buildId}`, { token: mine.token });
        const is = (res.body as { is_favourite?: boolean }).is_favourite;
        if (is !== marked) missing(`favourite of build ${buildId} should be ${String(marked)}`);
      });
    }
    for (const [id, title] of mine.builds) {
      checks.push(async () => {
        const res = await send(undefined, 'GET', `/api/builds/${id}`, { token: mine.token });
        const now = (res.body as { title?: string }).title;
        if (now !== title) missing(`build ${id} reads "${String(now)}", not "${title}"`);
      });
    }
  }
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      for (let check = checks.pop(); check; check = checks.pop()) await check();
    }),
  );
  agent.destroy();

  return {
    reads: percentiles(readTimes),
    writes: percentiles(writeTimes),
    serverErrors,
    failures,
    accepted,
    lost,
    examples,
    pages,
    clientCpuSeconds: (used.user + used.system) / 1e6,
    slowest: slowReads.map((r) => `${r.what}: ${r.ms.toFixed(0)} ms, sent at ${r.at.toFixed(1)} s`),
  };
}
