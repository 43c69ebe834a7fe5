import {
  ascendanciesOf,
  BLOODLINE_IDS,
  CLASSES,
  CRITERIA,
  EQUIPMENT_SLOTS,
  GEM_SLOT_LABELS,
  isBloodline,
  offeredAscendancies,
  RETIRED_ASCENDANCIES,
} from 'game-facts';
import { cleanGemLinks } from '../content/gemLinks.js';
import { cleanPobNotes, cleanPobStats } from './pobStats.js';
import { cleanEquipment, cleanGemSockets } from '../content/jsonFields.js';
import { checkGameVersion, checkLeague } from '../content/league.js';
import { sanitizeHtml } from '../content/sanitizeHtml.js';
import { isLink } from '../content/text.js';
import type { Columns } from '../content/writeSql.js';
import { BUILD_FIELD_LABELS } from './fieldLabels.js';
import { HttpError } from '../platform/http/httpError.js';
import { EQUIPMENT_FIELDS, GEM_FIELDS, LINK_FIELDS, type TEXT_FIELDS } from './rows.js';
import type { BuildInput } from './schemas.js';

/** The authoring form's names for fields the wire names in snake_case. */
type FormEquipmentName =
  'levelingEquipment' | 'premierEquipementEquipment' | 'endgameEquipment' | 'optimisationEquipment';
const FORM_NAMES: Partial<Record<string, FormEquipmentName>> = {
  leveling_equipment: 'levelingEquipment',
  premier_equipement_equipment: 'premierEquipementEquipment',
  endgame_equipment: 'endgameEquipment',
  optimisation_equipment: 'optimisationEquipment',
};

const invalid = (reason: string) => new HttpError(400, `Requête invalide : ${reason}`);

/** Every key of an equipment set or socket map must be a slot the spec names. */
function assertKnownSlots(field: string, map: object, slots: readonly string[]) {
  const unknown = Object.keys(map).find((slot) => !slots.includes(slot));
  if (unknown !== undefined) {
    throw invalid(
      `l’emplacement « ${unknown} » de « ${field} » n’existe pas (emplacements : « ${slots.join(', ')} »)`,
    );
  }
}

/** The older builds' names of two links (reading spec: « also read as pobbin », « as video »). */
const LEGACY_LINK_NAMES: Partial<Record<(typeof LINK_FIELDS)[number], 'pobbin' | 'video'>> = {
  pobb_in_url: 'pobbin',
  video_url: 'video',
};

/**
 * A link as sent, with the name it was sent under: the legacy name stands in for a current one
 * that is missing or empty, so an older client's link is kept rather than dropped.
 */
function sentLink(input: BuildInput, field: (typeof LINK_FIELDS)[number]) {
  const current = input[field]?.trim();
  const legacyName = LEGACY_LINK_NAMES[field];
  const legacy = legacyName === undefined ? undefined : input[legacyName]?.trim();
  if ((current ?? '') === '' && legacy !== undefined && legacyName !== undefined) {
    return { name: legacyName, link: legacy };
  }
  return { name: field, link: current };
}

function premierEquipement(input: BuildInput): string | undefined {
  const text = input.premier_equipement ?? input.premierEquipement;
  // The legacy midgame text stands in for an empty premier équipement (authoring spec, 3).
  if ((text === undefined || text === '') && input.midgame !== undefined) return input.midgame;
  return text;
}

/**
 * The columns a create or update sets from what was sent: plain text trimmed, rich HTML
 * sanitised, JSON maps reduced to their documented shapes. Fields not sent are left out.
 */
export function toColumns(input: BuildInput): Columns {
  const columns: Columns = {};
  if (input.title !== undefined) columns.title = input.title.trim();
  if (input.introduction !== undefined) columns.introduction = input.introduction.trim();
  if (input.classe !== undefined) columns.classe = input.classe.trim();
  if (input.ascendancy !== undefined) columns.ascendancy = input.ascendancy.trim();
  if (input.bloodline !== undefined) columns.bloodline = input.bloodline.trim();
  if (input.league !== undefined) columns.league = checkLeague(input.league);
  if (input.game_version !== undefined) columns.game_version = checkGameVersion(input.game_version);
  if (input.ratings !== undefined) {
    for (const criterion of CRITERIA) columns[criterion] = input.ratings[criterion];
  }
  for (const field of LINK_FIELDS) {
    const { name, link } = sentLink(input, field);
    if (link === undefined) continue;
    if (!isLink(link)) {
      // Named as the form labels it, so the author knows which box to fix.
      const label = BUILD_FIELD_LABELS[name] ?? name;
      throw invalid(`le lien « ${label} » doit être vide ou une adresse http(s)`);
    }
    columns[field] = link;
  }
  const texts: Record<(typeof TEXT_FIELDS)[number], string | undefined> = {
    leveling: input.leveling,
    premier_equipement: premierEquipement(input),
    endgame: input.endgame,
    optimisation: input.optimisation,
    mecaniques: input.mecaniques,
  };
  for (const [field, html] of Object.entries(texts)) {
    if (html !== undefined) columns[field] = sanitizeHtml(html);
  }
  for (const field of EQUIPMENT_FIELDS) {
    const form = FORM_NAMES[field];
    const set = input[field] ?? (form ? input[form] : undefined);
    if (set === undefined) continue;
    assertKnownSlots(field, set, EQUIPMENT_SLOTS);
    columns[field] = JSON.stringify(cleanEquipment(set));
  }
  for (const field of GEM_FIELDS) {
    const sockets = input[field];
    if (sockets === undefined) continue;
    assertKnownSlots(field, sockets, GEM_SLOT_LABELS);
    columns[field] = JSON.stringify(cleanGemSockets(sockets));
  }
  if (input.gem_links !== undefined) {
    const unknown = Object.keys(input.gem_links).find(
      (field) => !(GEM_FIELDS as readonly string[]).includes(field),
    );
    if (unknown !== undefined) {
      throw invalid(`les liaisons « ${unknown} » ne correspondent à aucun jeu de gemmes`);
    }
    for (const [field, slots] of Object.entries(input.gem_links)) {
      assertKnownSlots(`gem_links.${field}`, slots, GEM_SLOT_LABELS);
    }
    columns.gem_links = JSON.stringify(cleanGemLinks(input.gem_links, GEM_FIELDS));
  }
  if (input.pob_stats !== undefined)
    columns.pob_stats = JSON.stringify(cleanPobStats(input.pob_stats));
  if (input.pob_notes !== undefined) columns.pob_notes = cleanPobNotes(input.pob_notes);
  return columns;
}

/** Whether a game version ('3.24', '3.24.1') comes before another ('3.25'); false for ''. */
function isBefore(version: string, than: string): boolean {
  if (version === '') return false;
  const [a = 0, b = 0] = version.split('.').map(Number);
  const [c = 0, d = 0] = than.split('.').map(Number);
  return a < c || (a === c && b < d);
}

/**
 * Checks what only the whole build can tell: a title left after trimming, a known class, an
 * ascendancy of that class (or none) the game still offers, unless it is a retired one the
 * build already had (`kept`, its stored ascendancy) or one of before the build's game version
 * (a Raider of 3.24), and a known bloodline (or none).
 */
export function assertValidBuild(
  build: {
    title: string;
    classe: string;
    ascendancy: string;
    bloodline?: string;
    game_version?: string;
  },
  kept = '',
) {
  if (build.title === '') throw invalid('le titre est obligatoire');
  const ascendancies = ascendanciesOf(build.classe);
  if (ascendancies === undefined) {
    throw invalid(
      `la classe « ${build.classe} » n’existe pas (classes : « ${CLASSES.join(', ')} »)`,
    );
  }
  if (build.ascendancy !== '' && !ascendancies.includes(build.ascendancy)) {
    throw invalid(
      `l’ascendance « ${build.ascendancy} » n’appartient pas à la classe « ${build.classe} » (${offeredAscendancies(build.classe).join(', ')})`,
    );
  }
  const since = RETIRED_ASCENDANCIES[build.ascendancy as keyof typeof RETIRED_ASCENDANCIES];
  // A build written for a version before the retirement (3.24 for the Raider) may name it.
  const older = since !== undefined && isBefore(build.game_version ?? '', since);
  const offered = offeredAscendancies(build.classe, older ? build.ascendancy : kept);
  if (build.ascendancy !== '' && !offered.includes(build.ascendancy)) {
    throw invalid(
      `l’ascendance « ${build.ascendancy} » n’existe plus depuis la version ${since ?? ''} : choisissez ${offeredAscendancies(build.classe).join(', ')}`,
    );
  }
  const bloodline = build.bloodline ?? '';
  if (bloodline !== '' && !isBloodline(bloodline)) {
    throw invalid(
      `la lignée « ${bloodline} » n’existe pas (lignées : « ${BLOODLINE_IDS.join(', ')} »)`,
    );
  }
}
