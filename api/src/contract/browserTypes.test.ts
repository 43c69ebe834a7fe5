import { readFileSync } from 'node:fs';
import type { OpenAPI3 } from 'openapi-typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_FILE, contractDocument, contractTypes } from '../../scripts/contractTypes.js';

describe('the browser’s generated wire types', () => {
  let document: OpenAPI3;
  beforeAll(async () => {
    document = await contractDocument();
  });

  it('are what the route schemas generate today (else run `npm run contract`)', async () => {
    const generated = await contractTypes(document);
    const committed = readFileSync(CONTRACT_FILE, 'utf8');
    expect(generated, `${CONTRACT_FILE} is out of date: run \`npm run contract\``).toBe(committed);
  });

  it('change when a route schema changes', async () => {
    const changed = structuredClone(document);
    const build = changed.components?.schemas?.Build;
    if (build === undefined || !('properties' in build) || build.properties === undefined) {
      throw new Error('the document names no Build');
    }
    build.properties.added_field = { type: 'string' };
    const text = await contractTypes(changed);
    expect(text).toContain('added_field');
    expect(text).not.toBe(readFileSync(CONTRACT_FILE, 'utf8'));
  });
});
