import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/platform/config/config.js';
import { ENV, TEST_ONLY_ENV, type EnvName } from '../src/platform/config/env.js';
import { SHUTDOWN_GRACE_MS } from '../src/shutdown.js';
import {
  ENV_EXAMPLE,
  findSystemdAnalyze,
  NGINX_SITE,
  preparedNginx,
  UNIT_FILE,
} from './deployFiles.js';
import { findNginx } from './nginx.js';

/**
 * The files of deploy/ that docs/deploy.md installs are checked as their tools check them:
 * the systemd unit by `systemd-analyze verify` (and its hardening by `systemd-analyze
 * security`), nginx's site by `nginx -t` with a test certificate, and the environment file by
 * the server's own configuration reader in production mode. Both tools are required: a machine
 * without them fails here with a message saying what to install.
 */

const run = (command: string, args: string[]) => {
  const done = spawnSync(command, args, { encoding: 'utf8' });
  return { status: done.status, output: `${done.stdout}${done.stderr}`.trim() };
};

/** KEY=value lines of an EnvironmentFile, each with the comment lines just above it. */
function readEnvironmentFile(text: string) {
  const entries: { name: string; value: string; comment: string }[] = [];
  let comment: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) comment.push(line);
    else if (line.trim() === '') comment = [];
    else {
      const match = /^([A-Z_][A-Z0-9_]*)=(.*)$/.exec(line);
      if (!match) throw new Error(`not a KEY=value line: ${line}`);
      entries.push({ name: match[1] ?? '', value: match[2] ?? '', comment: comment.join('\n') });
    }
  }
  return entries;
}

describe('deploy/ files, checked by their own tools', () => {
  it('systemd-analyze verify accepts the unit, instantiated as poe-debutants@8081', () => {
    const binary = findSystemdAnalyze();
    expect(binary, 'systemd-analyze is missing: apt-get install systemd').toBeDefined();
    const dir = mkdtempSync(join(tmpdir(), 'poe-deploy-unit-'));
    try {
      copyFileSync(UNIT_FILE, join(dir, basename(UNIT_FILE)));
      const instance = join(dir, 'poe-debutants@8081.service');
      // Warnings ("Unknown key…, ignoring") leave the status at 0: any output is a failure.
      const verified = run(binary ?? '', ['verify', '--man=no', instance]);
      expect(verified).toEqual({ status: 0, output: '' });
      // Exposure 2.0 or below on systemd's 0–10 scale ("OK"); 10 is an unprotected service.
      const security = run(binary ?? '', [
        'security',
        '--offline=true',
        '--threshold=20',
        instance,
      ]);
      expect(security.status, security.output).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the unit gives the server longer to stop than its shutdown grace, and restarts it', () => {
    const unit = readFileSync(UNIT_FILE, 'utf8');
    const setting = (name: string) =>
      [...unit.matchAll(new RegExp(`^${name}=(.*)$`, 'gm'))].map((m) => m[1]);
    expect(setting('KillSignal')).toEqual(['SIGTERM']);
    expect(setting('Restart')).toEqual(['on-failure']);
    const stopSeconds = Number(setting('TimeoutStopSec')[0]);
    expect(stopSeconds * 1000).toBeGreaterThan(SHUTDOWN_GRACE_MS);
    expect(setting('EnvironmentFile')).toEqual(['/etc/poe-debutants/poe-debutants.env']);
    expect(setting('Environment')).toEqual(['PORT=%i']);
  });

  it('nginx -t accepts the site file with a test certificate', () => {
    const binary = findNginx();
    expect(binary, 'nginx is missing: apt-get install nginx').toBeDefined();
    const { prefix, config } = preparedNginx();
    try {
      const tested = run(binary ?? '', ['-t', '-p', prefix, '-c', config, '-e', 'stderr']);
      expect(tested.status, tested.output).toBe(0);
      expect(tested.output).toContain('test is successful');
      // No warning either (nginx 1.25+ would warn of `listen … http2`: the file says what to write).
      const warnings = tested.output.split('\n').filter((line) => /\[(warn|emerg)\]/.test(line));
      expect(warnings).toEqual([]);
    } finally {
      rmSync(prefix, { recursive: true, force: true });
    }
  });

  it('nginx adds no security header, compression or cache of its own', () => {
    const site = readFileSync(NGINX_SITE, 'utf8')
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(site).not.toMatch(/\badd_header\b/);
    expect(site).not.toMatch(/\bgzip\b|\bbrotli\b/);
    expect(site).not.toMatch(/\bproxy_cache\b/);
    for (const header of ['Host', 'X-Forwarded-For', 'X-Forwarded-Proto']) {
      expect(site).toContain(`proxy_set_header ${header} `);
    }
  });

  it('the environment file, once its secrets are filled in, is a valid production setting', () => {
    const entries = readEnvironmentFile(readFileSync(ENV_EXAMPLE, 'utf8'));
    const names = entries.map((e) => e.name);
    for (const { name, comment } of entries) {
      expect(Object.keys(ENV), `${name} is read by the server`).toContain(name);
      expect(TEST_ONLY_ENV).not.toContain(name as EnvName);
      expect(comment, `${name} has a comment`).not.toBe('');
    }
    expect(new Set(names).size).toBe(names.length);
    // PORT comes from the unit's instance name.
    expect(names).not.toContain('PORT');
    for (const needed of [
      'NODE_ENV',
      'PUBLIC_URL',
      'DATABASE_URL',
      'JWT_SECRET',
      'TOKEN_ENCRYPTION_KEY',
      'TWITCH_CLIENT_ID',
      'TWITCH_CLIENT_SECRET',
      'TRUST_PROXY',
    ]) {
      expect(names).toContain(needed);
    }
    const env: Record<string, string> = Object.fromEntries(entries.map((e) => [e.name, e.value]));
    expect(env.NODE_ENV).toBe('production');
    // As written, the secrets are empty: the server refuses to start rather than run with them.
    expect(() => loadConfig({ ...env, PORT: '8081' })).toThrow(/JWT_SECRET is required/);
    const filled = {
      ...env,
      PORT: '8081',
      JWT_SECRET: randomBytes(48).toString('base64'),
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      TWITCH_CLIENT_ID: 'client-id',
      TWITCH_CLIENT_SECRET: 'client-secret',
    };
    const config = loadConfig(filled, { terminal: false });
    expect(config).toMatchObject({
      production: true,
      port: 8081,
      host: '127.0.0.1',
      trustProxy: ['127.0.0.1'],
      tokenEncryptionKeyDerived: false,
      jwtSecretGenerated: false,
      logFormat: 'json',
    });
    expect(config.databaseUrl).toMatch(/^postgres:\/\//);
  });
});
