import { describe, expect, it } from 'vitest';
import { pgliteTurns, readsOnly, type TurnKind } from './pgliteTurns.js';

/** Takes turns for `kinds` in order while the connection is held, and says who got it, in order. */
async function order(kinds: TurnKind[], clock: { now: number }, maxWriteWaitMs = 50) {
  const turns = pgliteTurns(maxWriteWaitMs, () => clock.now);
  await turns.take('write');
  const got: string[] = [];
  const all = kinds.map((kind, i) =>
    turns.take(kind).then(() => {
      got.push(`${kind}${i}`);
      turns.leave();
    }),
  );
  turns.leave();
  await Promise.all(all);
  return got;
}

describe('turns on the one PGlite connection', () => {
  it('gives the connection at once when it is free, and to one caller at a time', async () => {
    const turns = pgliteTurns(50);
    await turns.take('read');
    let second = false;
    const waiting = turns.take('write').then(() => (second = true));
    await Promise.resolve();
    expect(second).toBe(false);
    turns.leave();
    await waiting;
    expect(second).toBe(true);
  });

  it('lets the reads that queued go before a write that queued with them', async () => {
    const clock = { now: 0 };
    expect(await order(['write', 'read', 'write', 'read'], clock)).toEqual([
      'read1',
      'read3',
      'write0',
      'write2',
    ]);
  });

  it('gives a write its turn once it has waited long enough, whatever reads are queued', async () => {
    const clock = { now: 0 };
    const turns = pgliteTurns(50, () => clock.now);
    await turns.take('write');
    const got: string[] = [];
    const write = turns.take('write').then(() => got.push('write'));
    clock.now = 60;
    const read = turns.take('read').then(() => got.push('read'));
    turns.leave();
    await write;
    turns.leave();
    await read;
    turns.leave();
    expect(got).toEqual(['write', 'read']);
  });

  it('tells reads from writes by their text', () => {
    expect(readsOnly('select id from builds where id = $1')).toBe(true);
    expect(readsOnly('  WITH page as (select 1) select * from page')).toBe(true);
    expect(
      readsOnly('with gone as (delete from comments returning id) select count(*) from gone'),
    ).toBe(false);
    expect(readsOnly('select id from builds where id = $1 for update')).toBe(false);
    expect(readsOnly('insert into builds (title) values ($1)')).toBe(false);
    expect(readsOnly('update builds set title = $1')).toBe(false);
  });
});
