import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/buildTestApp.js';
import { SERVER_CLOSING } from './plugin.js';

describe('jobs while the server closes', () => {
  it('waits for a job that was still asking for its row, then refuses new ones', async () => {
    const app = await buildTestApp();
    // Not awaited: the close begins while the job's row is being written.
    const starting = app.jobs.start('update-league');
    await app.close();
    const job = await starting;
    // Its last write went in before the database closed, else this would reject.
    await expect(job.done).resolves.toMatchObject({ success: expect.any(Boolean) });
    await expect(app.jobs.start('update-league')).rejects.toMatchObject({
      statusCode: 503,
      message: SERVER_CLOSING,
    });
  });
});
