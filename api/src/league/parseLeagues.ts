/**
 * Reading the current challenge league out of the two first-party lists of leagues. Both list
 * the permanent leagues (Standard, Hardcore, Ruthless…) and each variant of the challenge league
 * (Hardcore, Ruthless, SSF…) beside it: the challenge league is the one that is neither.
 */

/** Permanent leagues, and the prefixes of a challenge league's variants. */
const PERMANENT = new Set(['standard', 'hardcore', 'ruthless', 'hardcore ruthless']);
const VARIANT = /^(hardcore|hc|ruthless|ssf|solo self-found)\b/i;
/** Private leagues carry their number in brackets: `Secret Santa (PL22011)`. */
const PRIVATE = /\(PL\d+\)/i;

/** A league name that may be the challenge league itself. */
const isChallenge = (name: string) =>
  name !== '' && !PERMANENT.has(name.toLowerCase()) && !VARIANT.test(name) && !PRIVATE.test(name);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The challenge league in the trade site's `GET /api/trade/data/leagues`
 * (`{"result":[{"id":"Allflame","realm":"pc","text":"Allflame"},…]}`): the first of the PC realm
 * (entries without `realm`, as some copies keep them, count as PC). Throws when there is none.
 * @example challengeLeagueFromTrade({ result: [{ id: 'Standard' }, { id: 'Allflame' }] }) // 'Allflame'
 */
export function challengeLeagueFromTrade(json: unknown): string {
  if (!isObject(json) || !Array.isArray(json.result)) {
    throw new Error('liste des ligues du site d’échange illisible (pas de « result »)');
  }
  for (const entry of json.result) {
    if (!isObject(entry)) continue;
    const realm = text(entry.realm);
    if (realm !== '' && realm !== 'pc') continue;
    const id = text(entry.id);
    if (isChallenge(id)) return id;
  }
  throw new Error('aucune ligue de défi dans la liste du site d’échange');
}

/**
 * The challenge league in poe.ninja's `GET /api/data/getindexstate`
 * (`{"economyLeagues":[{"name":"Kalandra","url":"challenge","hardcore":false,…},…],…}`): the
 * league poe.ninja files under `challenge`, else its first softcore league that is no permanent
 * one. Throws when there is none.
 */
export function challengeLeagueFromNinja(json: unknown): string {
  if (!isObject(json) || !Array.isArray(json.economyLeagues)) {
    throw new Error('index de poe.ninja illisible (pas de « economyLeagues »)');
  }
  const leagues = json.economyLeagues.filter(isObject);
  const named = leagues.find((l) => text(l.url) === 'challenge' && isChallenge(text(l.name)));
  const found = named ?? leagues.find((l) => l.hardcore !== true && isChallenge(text(l.name)));
  if (found === undefined) throw new Error('aucune ligue de défi dans l’index de poe.ninja');
  return text(found.name);
}
