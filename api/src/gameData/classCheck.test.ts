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

  it('compares nothing with the local stand-in tree, which is no game data', async () => {
    expect(await checkClassList(app)).toBeNull();
  });

  it('names where a stored tree of the current version disagrees with game-facts', async () => {
    // The stand-in's classes are those of an old game (Raider, the Ascendant alone): stored as
    // if a job had fetched them, they must be reported.
    await app.db.query(`update passive_trees set source = 'job' where version = $1`, [
      app.config.upstreams.gameVersion,
    ]);
    const differences = await checkClassList(app);
    expect(differences).toContain('Ranger: no Warden');
    expect(differences).toContain('Ranger: Raider not offered by the site');
    expect(differences).toContain('Scion: no Reliquarian');
    expect(differences).toContain('Scion: no Luminary');
    expect(differences).not.toContain('Witch: no Necromancer');
  });
});
