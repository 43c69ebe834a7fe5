import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { ENV, renderEnvTable, TEST_ONLY_ENV } from './env.js';

const configurationDoc = new URL('../../../../docs/configuration.md', import.meta.url);

/** The lines of the configuration table, from its header row to the first non-row line. */
function documentedTable(text: string): string {
  const lines = text.split('\n');
  const start = lines.indexOf('| Variable | Default | What it does |');
  expect(start).toBeGreaterThan(-1);
  const end = lines.findIndex((line, i) => i > start && !line.startsWith('|'));
  return lines.slice(start, end).join('\n');
}

describe('the environment schema', () => {
  it('writes docs/configuration.md’s table, row for row', async () => {
    // On a difference, docs/configuration.md's table is to be replaced with renderEnvTable()'s output.
    expect(documentedTable(await readFile(configurationDoc, 'utf8'))).toBe(renderEnvTable());
  });

  it('gives every variable a description, and a default or a shown one', () => {
    for (const [name, { schema }] of Object.entries(ENV)) {
      expect(schema.description, name).toMatch(/\S/);
    }
    expect(renderEnvTable()).not.toMatch(/undefined/);
  });

  it('is what loadConfig reads: every variable of the server, and no other', () => {
    const asked = new Set<string>();
    const env = new Proxy({} as Record<string, string | undefined>, {
      get(_target, name) {
        if (typeof name === 'string') asked.add(name);
        return undefined;
      },
    });
    loadConfig(env);
    const served = Object.keys(ENV).filter((name) => !TEST_ONLY_ENV.includes(name as never));
    expect([...asked].sort()).toEqual(served.sort());
  });
});
