#!/usr/bin/env node
// Commit subjects of at most 72 characters, so `git log --oneline` and the forges show them whole.
// `node scripts/commitSubject.mjs --message-file FILE`: the commit-msg hook (.githooks/commit-msg).
// `node scripts/commitSubject.mjs --since BASE`: every commit after BASE up to HEAD (.ci/run).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const MAX_SUBJECT = 72;

/** A message's subject: its first line that is not a comment, as `git commit` keeps it. */
export function subjectOf(message) {
  const lines = message.split('\n').filter((line) => !line.startsWith('#'));
  return (lines.find((line) => line.trim() !== '') ?? '').trimEnd();
}

/** What is wrong with a subject, in French and English, or null; length in characters, not bytes. */
export function subjectProblem(subject) {
  const length = [...subject].length;
  if (length <= MAX_SUBJECT) return null;
  return `sujet de ${length} caractères, ${MAX_SUBJECT} au plus / subject of ${length} characters, at most ${MAX_SUBJECT}: « ${subject} »`;
}

function git(args) {
  return execFileSync('git', args, { encoding: 'utf8' });
}

function checkSince(base) {
  try {
    git(['cat-file', '-e', `${base}^{commit}`]);
  } catch {
    if (git(['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      console.warn(
        `⚠ clone partiel sans ${base} : sujets non vérifiés / shallow clone, not checked`,
      );
      return 0;
    }
    console.error(`✖ commit de base ${base} absent de l'historique / base commit not in history`);
    return 1;
  }
  const problems = git(['log', '--format=%H %s', `${base}..HEAD`])
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => [line.slice(0, 12), subjectProblem(line.slice(41))])
    .filter(([, problem]) => problem !== null);
  for (const [hash, problem] of problems) console.error(`✖ ${hash} : ${problem}`);
  return problems.length === 0 ? 0 : 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [flag, value] = process.argv.slice(2);
  if (flag === '--message-file' && value) {
    const problem = subjectProblem(subjectOf(readFileSync(value, 'utf8')));
    if (problem) {
      console.error(`✖ ${problem}`);
      process.exit(1);
    }
  } else if (flag === '--since' && value) {
    process.exit(checkSince(value));
  } else {
    console.error('usage: commitSubject.mjs --message-file FILE | --since COMMIT');
    process.exit(2);
  }
}
