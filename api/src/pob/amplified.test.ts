import fc from 'fast-check';
import { amplifyingShapes } from '../../test/amplifyingShapes.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { addUser, type TestUser } from '../../test/contentUsers.js';
import { amplifiedXml, COSTLIEST_ACCEPTED, SLAYER_SETS_XML, toPobCode } from './fixtures/index.js';
import { POB_LIMITS } from './limits.js';
import { PobReader, READER_BUSY, READER_DEFAULTS, TOO_COSTLY } from './reader.js';
import { FAKE_AMPLIFIED_ID } from './shareSites/standIn.js';
import { PobError } from './decode.js';
import { HttpError } from '../platform/http/httpError.js';

let app: App;
let author: TestUser;

beforeAll(async () => {
  app = await buildTestApp();
  author = await addUser(app, 'amplified_createur', 'createur');
});
afterAll(() => app.close());

const importCode = (code: string) =>
  app.inject({
    method: 'POST',
    url: '/api/pob/import',
    headers: author.headers,
    payload: { code },
  });

describe('what one import may cost', () => {
  it('refuses the 2.3 kB code that took the server down, pasted or behind a share link', async () => {
    const pasted = await importCode(toPobCode(amplifiedXml({ itemSets: 300 })));
    expect(pasted.statusCode).toBe(413);
    expect(pasted.json()).toEqual({
      error: "Export Path of Building refusé : 300 jeux d'objets, 100 au maximum.",
    });
    for (const url of [`https://pobb.in/${FAKE_AMPLIFIED_ID}`]) {
      const shared = await app.inject({
        method: 'POST',
        url: '/api/pob/import',
        headers: author.headers,
        payload: { url },
      });
      expect(shared.statusCode).toBe(413);
      const decoded = await app.inject({
        method: 'POST',
        url: '/api/game/passive-tree/decode',
        headers: author.headers,
        payload: { url },
      });
      expect(decoded.statusCode).toBe(413);
      expect(decoded.json().error).toContain("300 jeux d'objets, 100 au maximum");
    }
  });

  it('reads the costliest accepted export off the main thread, under the answer limit', async () => {
    const code = toPobCode(amplifiedXml(COSTLIEST_ACCEPTED));
    const reading = importCode(code);
    await vi.waitFor(() => expect(app.pobReader.reading).toBe(true), {
      timeout: 20_000,
      interval: 1,
    });
    // The main thread answers while the thread reads the export: /health comes back meanwhile.
    let answeredWhileReading = 0;
    while (app.pobReader.reading) {
      const health = await app.inject({ method: 'GET', url: '/health' });
      expect(health.statusCode).toBe(200);
      if (app.pobReader.reading) answeredWhileReading += 1;
    }
    expect(answeredWhileReading).toBeGreaterThan(0);
    const res = await reading;
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(POB_LIMITS.answerBytes * 1.1);
    expect(res.json().itemSets).toHaveLength(100);
    expect(res.json().treeSpecs).toHaveLength(100);
  });

  it('looks the trees of 100 specs up once per version, not once per spec', async () => {
    const query = app.db.query;
    const statementsFor = async (treeSpecs: number) => {
      let statements = 0;
      app.db.query = ((...args: Parameters<typeof query>) => {
        statements += 1;
        return query.apply(app.db, args);
      }) as typeof query;
      try {
        const res = await importCode(toPobCode(amplifiedXml({ treeSpecs })));
        expect(res.statusCode).toBe(200);
        expect(res.json().treeSpecs).toHaveLength(treeSpecs);
      } finally {
        app.db.query = query;
      }
      return statements;
    };
    // A first import warms what is kept between requests (the stored tree, the session's account).
    await statementsFor(1);
    expect(await statementsFor(100)).toBe(await statementsFor(1));
  });

  it('answers every amplifying shape within the answer limit, or refuses it in French', async () => {
    await fc.assert(
      fc.asyncProperty(amplifyingShapes, async (shape) => {
        const res = await importCode(toPobCode(amplifiedXml(shape)));
        if (res.statusCode === 200) {
          expect(res.body.length).toBeLessThanOrEqual(POB_LIMITS.answerBytes * 1.1);
        } else {
          expect(res.statusCode).toBe(413);
          expect(res.json().error).toMatch(/^Export Path of Building (refusé|trop volumineux) : /);
        }
      }),
      { numRuns: 12 },
    );
    expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});

describe('the reading thread', () => {
  const log = { warn: () => undefined };
  const real = toPobCode(SLAYER_SETS_XML);
  const rows = { bases: [], gems: [] };

  it('refuses an export that needs more than its heap, and reads the next one', async () => {
    const reader = new PobReader({ ...READER_DEFAULTS, memoryMb: 4, log });
    try {
      await expect(
        reader.build(toPobCode(amplifiedXml(COSTLIEST_ACCEPTED)), rows, 'fr'),
      ).rejects.toEqual(new PobError('tooLarge', TOO_COSTLY));
    } finally {
      await reader.close();
    }
    const roomy = new PobReader({ ...READER_DEFAULTS, log });
    try {
      expect((await roomy.build(real, rows, 'fr')).itemSets).toHaveLength(3);
    } finally {
      await roomy.close();
    }
  });

  it('ends a reading past its time limit, refused as too costly', async () => {
    const reader = new PobReader({ ...READER_DEFAULTS, timeoutMs: 1, log });
    try {
      await expect(reader.trees(real)).rejects.toEqual(new PobError('tooLarge', TOO_COSTLY));
    } finally {
      await reader.close();
    }
  });

  it('refuses the export it was reading when the server closes, and every waiting one', async () => {
    const reader = new PobReader({ ...READER_DEFAULTS, log });
    const running = expect(reader.trees(real)).rejects.toEqual(new HttpError(503, READER_BUSY));
    const waiting = expect(reader.trees(real)).rejects.toEqual(new HttpError(503, READER_BUSY));
    await reader.close();
    await Promise.all([running, waiting]);
  });

  it('answers 503 past its queue instead of piling exports up', async () => {
    const reader = new PobReader({ ...READER_DEFAULTS, queue: 1, log });
    try {
      const running = reader.trees(real);
      const waiting = reader.trees(real);
      await expect(reader.trees(real)).rejects.toEqual(new HttpError(503, READER_BUSY));
      expect(await running).toHaveLength(2);
      expect(await waiting).toHaveLength(2);
    } finally {
      await reader.close();
    }
  });
});
