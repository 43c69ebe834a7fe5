import { stripVTControlCharacters } from 'node:util';
import { PassThrough } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { prettyLogStream } from './logFormat.js';

describe('log format', () => {
  it('is readable lines at a terminal and JSON elsewhere, unless LOG_FORMAT says', () => {
    expect(loadConfig({}, { terminal: true }).logFormat).toBe('pretty');
    expect(loadConfig({}, { terminal: false }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'json' }, { terminal: true }).logFormat).toBe('json');
    expect(loadConfig({ LOG_FORMAT: 'pretty' }, { terminal: false }).logFormat).toBe('pretty');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/);
  });

  it('writes a person one line per message, not JSON', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const app = Fastify({ logger: { stream: prettyLogStream(out) } });
    app.log.info({ address: 'http://127.0.0.1:8080' }, 'server started');
    await new Promise((resolve) => setImmediate(resolve));
    // Colours are on or off with the terminal: compare without them.
    const text = stripVTControlCharacters(chunks.join(''));
    expect(text).toMatch(
      /^\[\d{2}:\d{2}:\d{2}\] INFO: server started \{"address":"http:\/\/127.0.0.1:8080"\}\n$/,
    );
    expect(text).not.toContain('"level"');
  });
});
