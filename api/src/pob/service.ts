import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../platform/db/client.js';
import { HttpError } from '../platform/http/httpError.js';
import { MAX_CODE_CHARS, PobError } from './decode.js';
import type { PobBuild } from './mapBuild.js';
import type { BaseEntry } from './mapItems.js';
import type { CatalogueRows, GemRow } from './read.js';
import { treeFitter } from '../gameData/passiveTree/fitTree.js';
import { SHARE_HOST_NAMES, shareLink } from './shareLinks.js';
import { UpstreamError } from '../platform/upstream/http.js';
import type { PobImportInput } from './schemas.js';

export const ONE_SOURCE =
  'Requête invalide : donnez soit un code Path of Building (code), soit un lien de partage (url).';
export const HOST_REFUSED = `Hôte non autorisé : seuls les liens ${SHARE_HOST_NAMES.join(', ')} sont acceptés.`;
export const SHARE_NOT_FOUND = 'Export introuvable à cette adresse.';
export const SHARE_NO_CODE = 'Cette adresse ne contient pas de code Path of Building.';
export const SHARE_DOWN = 'Le site de partage ne répond pas. Réessayez plus tard.';
export const CODE_TOO_LARGE = 'Export Path of Building trop volumineux.';

/** Our bases and gems as rows, for the reading thread to map an export against. */
async function catalogueRows(db: Queryable): Promise<CatalogueRows> {
  const [bases, gems] = await Promise.all([
    db.query<BaseEntry>('select name, item_class as "itemClass" from item_bases'),
    db.query<GemRow>('select name, name_fr, colour, tags, level_required, description from gems'),
  ]);
  return { bases: bases.rows, gems: gems.rows };
}

function upstreamRefusal(err: UpstreamError): HttpError {
  switch (err.reason) {
    case 'host':
      return new HttpError(400, HOST_REFUSED);
    case 'status':
      // A 4xx is a missing export, a 5xx a site in trouble.
      return err.status !== undefined && err.status >= 400 && err.status < 500
        ? new HttpError(404, SHARE_NOT_FOUND)
        : new HttpError(502, SHARE_DOWN);
    case 'size':
      return new HttpError(413, CODE_TOO_LARGE);
    case 'type':
    case 'format':
      return new HttpError(400, SHARE_NO_CODE);
    default:
      return new HttpError(502, SHARE_DOWN);
  }
}

/** The plain-text code behind a share link, read through the safe fetcher. */
export async function fetchSharedCode(app: FastifyInstance, address: string) {
  const link = shareLink(address);
  // The operator's list (UPSTREAM_HOSTS) has the last word, in fake mode too.
  if (!link || !app.config.upstreams.allowedHosts.includes(link.host)) {
    throw new HttpError(400, HOST_REFUSED);
  }
  const base = app.upstreams.pobShareBase ?? `https://${link.host}`;
  try {
    const { body } = await app.upstreams.fetcher.get(`${base}${link.rawPath}`, {
      accept: ['text/plain', 'text/html'],
      maxBytes: MAX_CODE_CHARS,
    });
    return { code: body.toString('utf8').trim(), page: link.page };
  } catch (err) {
    if (err instanceof UpstreamError) throw upstreamRefusal(err);
    throw err;
  }
}

/**
 * Reads a Path of Building export, pasted or behind a share link, into our build's terms.
 * Nothing is stored: the author reviews the filled form, then saves it as usual.
 */
export async function importPob(
  app: FastifyInstance,
  input: PobImportInput,
): Promise<PobBuild & { sourceUrl: string }> {
  const code = input.code?.trim() ?? '';
  const url = input.url?.trim() ?? '';
  if ((code === '') === (url === '')) throw new HttpError(400, ONE_SOURCE);
  const shared = url === '' ? { code, page: '' } : await fetchSharedCode(app, url);
  let build: PobBuild;
  try {
    build = await app.pobReader.build(shared.code, await catalogueRows(app.db), input.lang ?? 'fr');
  } catch (err) {
    throw pobRefusal(err);
  }
  return { ...(await withStoredTrees(app, build)), sourceUrl: shared.page };
}

/**
 * The export's trees on versions the site stores (see `fitTree`), so the form saves what it
 * shows; the author is told of a tree read on another version or left out.
 */
async function withStoredTrees(app: FastifyInstance, build: PobBuild): Promise<PobBuild> {
  const warnings = [...build.warnings];
  const fitTree = treeFitter(app);
  const treeSpecs = await Promise.all(
    build.treeSpecs.map(async (spec) => {
      if (!spec.tree) return spec;
      const name = spec.title || 'sans titre';
      const fitted = await fitTree(spec.tree);
      if (!fitted) {
        warnings.push(`Arbre « ${name} » illisible par le site (version ${spec.tree.version}).`);
        return { ...spec, tree: null };
      }
      if (fitted.moved) {
        const { from, absent } = fitted.moved;
        const kept = absent > 0 ? ` ; ${absent} point(s) d'une autre version du jeu gardé(s)` : '';
        warnings.push(
          `Arbre « ${name} » (version ${from}) lu sur l'arbre ${fitted.tree.version} du site${kept}.`,
        );
      }
      return { ...spec, tree: fitted.tree };
    }),
  );
  return { ...build, treeSpecs, warnings };
}

/** A PoB reading error as the answer the author sees (a zip bomb is 413); anything else as is. */
export function pobRefusal(err: unknown): unknown {
  if (err instanceof PobError) {
    return new HttpError(err.reason === 'tooLarge' ? 413 : 400, err.message);
  }
  return err;
}
