// Says plainly, in French and English, when the running Node is older than package.json's
// `engines.node`: the scripts go on (an older Node may still work), but a failure further down
// then has its likely cause on screen instead of a cryptic error.
import { readFileSync } from 'node:fs';

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
 * The warning for this Node, or undefined when it is recent enough. Only the `>=x.y` form that
 * package.json uses is read; any other form is reported, not guessed at.
 */
export function nodeVersionWarning(running = process.version) {
  const wanted = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines?.node;
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(String(wanted ?? '').trim())?.[1];
  if (!minimum)
    return `⚠ engines.node (« ${wanted} ») n’est pas de la forme >=x.y / is not of the form >=x.y`;
  if (atLeast(running, minimum)) return undefined;
  return (
    `⚠ Node ${running} est plus ancien que la version demandée (${wanted}) : installez Node 26 LTS ` +
    `(ou 24 LTS) ; la suite peut échouer.\n` +
    `⚠ Node ${running} is older than required (${wanted}): install Node 26 LTS (or 24 LTS); ` +
    `what follows may fail.`
  );
}

/** Prints the warning, if any, on stderr. */
export function warnOnOldNode() {
  const warning = nodeVersionWarning();
  if (warning) console.error(`\n${warning}\n`);
}
