import { HttpError } from '../platform/http/httpError.js';
import { GAME_VERSION } from '../platform/upstream/config.js';

/** Letters (any script, accents included), digits, spaces, apostrophes, dots and hyphens. */
const LEAGUE = /^[\p{L}\p{N}][\p{L}\p{N} '’.-]*$/u;
export const LEAGUE_MAX_LENGTH = 40;

/**
 * A build's league, trimmed, or the 400 naming the rule. Empty means "not said".
 * @example checkLeague('  Mercenaries ') // 'Mercenaries'
 */
export function checkLeague(raw: string): string {
  const league = raw.trim().replace(/\s+/g, ' ');
  if (league === '') return '';
  if (league.length > LEAGUE_MAX_LENGTH || !LEAGUE.test(league)) {
    throw new HttpError(
      400,
      'Requête invalide : la ligue doit commencer par une lettre ou un chiffre et ne contenir que lettres, chiffres, espaces, apostrophes, points ou tirets (40 caractères au plus)',
    );
  }
  return league;
}

/**
 * A build's game version, trimmed, or the 400 naming the rule. Empty means "not said".
 * @example checkGameVersion('3.26') // '3.26'
 */
export function checkGameVersion(raw: string): string {
  const version = raw.trim();
  if (version === '' || GAME_VERSION.test(version)) return version;
  throw new HttpError(
    400,
    'Requête invalide : la version du jeu doit s’écrire comme 3.26 ou 3.26.1',
  );
}
