/**
 * Regenerates src/gameData/catalogue/data/*.json, the catalogue a new site starts with, from
 * snapshots of two public projects that publish the game's own data (paths given on the command
 * line, never written in the repository):
 *
 *   pnpm --filter api exec tsx scripts/generateCatalogue.ts <xiletrade> <exile-leveling>
 *
 * - <xiletrade>: a checkout (or bare clone, read at HEAD) of maxensas/xiletrade, whose
 *   `Data/Lang/{en-US,fr-FR}` files are the game's English and French strings, keyed by the
 *   game's ids: Bases (base items, gems), Gems (transfigured gems), Words (unique names), and the
 *   trade site's `static` list (Currency);
 * - <exile-leveling>: a checkout (or bare clone) of HeartofPhos/exile-leveling, whose
 *   `common/data/json/gems.json` gives each gem's primary attribute (its colour) and level.
 *
 * English and French are paired by the game's id, never by position or by guess. Gem tags come
 * from the project's own list (src/gameData/catalogue/current/gemFacts.ts); gem descriptions are
 * kept from the previous gems.json (poe-i18n's 3.3.0 game text) for the gems it knew. The JSON
 * files are committed: the server never reads these snapshots.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import {
  buildCatalogue,
  type CatalogueSources,
  type SnapshotVersion,
} from '../src/gameData/catalogue/build.js';
import { handGemFacts } from '../src/gameData/catalogue/current/gems.js';

const [xiletradeDir, levelingDir] = process.argv.slice(2);
if (!xiletradeDir || !levelingDir) {
  console.error('usage: generateCatalogue.ts <xiletrade snapshot> <exile-leveling snapshot>');
  process.exit(2);
}

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'gameData', 'catalogue');

/** A bare clone has HEAD at its root and no work tree: its files are read through git. */
const isBare = (dir: string) => existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects'));

function readText(dir: string, path: string): string {
  const text = isBare(dir)
    ? execFileSync('git', ['-C', dir, 'show', `HEAD:${path}`], {
        encoding: 'utf8',
        maxBuffer: 64 << 20,
      })
    : readFileSync(join(dir, path), 'utf8');
  return text.replace(/^\uFEFF/, '');
}

function version(dir: string, repository: string): SnapshotVersion {
  const [commit = '', date = ''] = execFileSync(
    'git',
    ['-C', dir, 'log', '-1', '--format=%H %cI'],
    {
      encoding: 'utf8',
    },
  )
    .trim()
    .split(' ');
  return { repository, commit, date };
}

const lang = (l: string, file: string, library = false) =>
  JSON.parse(
    readText(
      xiletradeDir,
      library
        ? `src/Xiletrade.Library/Data/Lang/${l}/${file}.json`
        : `Xiletrade/Data/Lang/${l}/${file}.json`,
    ),
  ) as unknown;

const previous = JSON.parse(readFileSync(join(out, 'data', 'gems.json'), 'utf8')) as {
  name: string;
  description: string;
}[];

// The French base names' grammatical gender is in no file xiletrade ships: kept from the
// previous table (poe-i18n 3.3.0), for the gendered unique names.
const previousBases = JSON.parse(readFileSync(join(out, 'data', 'bases.json'), 'utf8')) as {
  name: string;
  inflection: string | null;
}[];

const sources: CatalogueSources = {
  bases: { en: lang('en-US', 'Bases'), fr: lang('fr-FR', 'Bases') },
  gems: { en: lang('en-US', 'Gems'), fr: lang('fr-FR', 'Gems') },
  words: { en: lang('en-US', 'Words'), fr: lang('fr-FR', 'Words') },
  items: { en: lang('en-US', 'Items', true), fr: lang('fr-FR', 'Items', true) },
  currency: { en: lang('en-US', 'Currency', true), fr: lang('fr-FR', 'Currency', true) },
  leveling: JSON.parse(readText(levelingDir, 'common/data/json/gems.json')) as unknown,
  handFacts: handGemFacts(),
  descriptions: new Map(
    previous.filter((g) => g.description !== '').map((g) => [g.name, g.description]),
  ),
  inflections: new Map(previousBases.map((b) => [b.name, b.inflection])),
};

const catalogue = buildCatalogue(sources);

// Formatted as the repository's Prettier check expects, so regenerating leaves it green.
const write = async (file: string, data: unknown) => {
  const path = join(out, 'data', file);
  const options = { ...(await resolveConfig(path)), parser: 'json' };
  writeFileSync(path, await format(JSON.stringify(data), options));
  if (Array.isArray(data)) console.log(`${file}: ${data.length}`);
};
await write('gems.json', catalogue.gems);
await write('currencies.json', catalogue.currencies);
await write('bases.json', catalogue.bases);
await write('uniques.json', catalogue.uniques);
await write('source.json', {
  gameVersion: '3.29',
  sources: [
    {
      ...version(xiletradeDir, 'maxensas/xiletrade'),
      files: [
        'Xiletrade/Data/Lang/{en-US,fr-FR}/{Bases,Gems,Words}.json',
        'src/Xiletrade.Library/Data/Lang/{en-US,fr-FR}/{Currency,Items}.json',
      ],
      gives:
        'English and French names by game id: bases, gems, transfigured gems, uniques, currency',
    },
    {
      ...version(levelingDir, 'HeartofPhos/exile-leveling'),
      files: ['common/data/json/gems.json'],
      gives: 'gem colour (primary attribute), required level, support flag',
    },
    {
      repository: 'this project',
      files: ['api/src/gameData/catalogue/current/gemFacts.ts'],
      gives: 'gem tags (Path of Building and the community wiki, written as our own list)',
    },
    {
      repository: 'poe-i18n 0.12.0 (npm), game 3.3.0',
      files: ['the previous data/gems.json'],
      gives: 'gem descriptions of the gems 3.3.0 already had (English game text)',
    },
  ],
  coverage: catalogue.coverage,
});
