import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SHELL_CHECK_MS, shellIndex } from './plugin.js';

describe('shellIndex', () => {
  let dir = '';
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'shell-index-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** Writes the shell with a file time of its own, as a deployment does. */
  async function deploy(html: string, seconds: number) {
    await writeFile(join(dir, 'index.html'), html);
    await utimes(join(dir, 'index.html'), seconds, seconds);
  }

  it('sees a new deployment within a second, without looking at the disk for every page', async () => {
    let now = 0;
    const index = shellIndex(dir, () => now);
    await deploy('<p>one</p>', 1_000_000);
    const first = await index();
    expect(first.html).toBe('<p>one</p>');

    await deploy('<p>two</p>', 2_000_000);
    now += SHELL_CHECK_MS - 1;
    expect(await index()).toEqual(first);

    now += 1;
    const second = await index();
    expect(second.html).toBe('<p>two</p>');
    expect(second.version).not.toBe(first.version);
  });

  it('looks again at the next page after a failed look', async () => {
    const index = shellIndex(dir, () => 0);
    await expect(index()).rejects.toThrow();
    await deploy('<p>here</p>', 1_000_000);
    expect((await index()).html).toBe('<p>here</p>');
  });
});
