import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.js';
import { buildTestApp } from '../../test/buildTestApp.js';
import { checkClassList } from './classCheck.js';

describe('checkClassList', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('compares nothing offline: the bundled tree is of 3.15, not the current version', async () => {
    expect(await checkClassList(app)).toBeNull();
  });

  it('names where a stored tree of the current version disagrees with game-facts', async () => {
    // The bundled 3.15 tree's classes are those of an old game (Raider, the Ascendant alone):
    // stored as if a job had fetched them for the current version, they must be reported.
    await app.db.query(
      `insert into passive_trees (version, hash, data, source)
       select $1, hash, data, 'job' from passive_trees where version = '3.15'`,
      [app.league.current().gameVersion],
    );
    const differences = await checkClassList(app);
    expect(differences).toContain('Ranger: no Warden');
    expect(differences).toContain('Ranger: Raider not offered by the site');
    expect(differences).toContain('Scion: no Reliquarian');
    expect(differences).toContain('Scion: no Luminary');
    expect(differences).not.toContain('Witch: no Necromancer');
  });
});
