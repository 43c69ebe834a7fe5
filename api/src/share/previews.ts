import type { FastifyInstance } from 'fastify';
import type { Build } from '../builds/schemas.js';
import type { Guide } from '../guides/schemas.js';
import { anonymousObject } from '../content/anonymousItems.js';
import { HttpError } from '../platform/http/httpError.js';
import { plainSummary, SITE_NAME, type Preview } from './meta.js';

const SITE_DESCRIPTION = 'Builds, guides et communauté pour bien débuter sur Path of Exile.';

/** Pages of the site with a fixed preview, by path. */
const SECTIONS: Record<string, { title: string; description: string }> = {
  '/': { title: SITE_NAME, description: SITE_DESCRIPTION },
  '/build': {
    title: `Builds pour débuter | ${SITE_NAME}`,
    description:
      'Des builds écrits par des joueurs pour traverser la campagne et atteindre les cartes : équipement, gemmes et conseils par étape.',
  },
  '/guide': {
    title: `Guides pour débuter | ${SITE_NAME}`,
    description:
      'Guides de la communauté et bases du jeu : premier build, inventaire et monnaies, cartes, craft et boss.',
  },
  '/twitch': {
    title: `Communauté Twitch | ${SITE_NAME}`,
    description: 'Les créateurs du site en direct sur Twitch et leurs derniers builds et guides.',
  },
};

const BUILD_PATH = /^\/build\/(?:custom\/)?(\d{1,9})$/;
const GUIDE_PATH = /^\/guide\/custom\/(\d{1,9})$/;

/** `undefined` when the build or guide does not exist or is not public: no title leaks. */
export async function publicOrNothing<T>(read: Promise<T>): Promise<T | undefined> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The preview of a page of the shell, as an anonymous visitor may see it: a public build or
 * guide gets its own title, summary and card; a private or missing one gets the site's preview
 * and stays out of search results; the sections get theirs; anything else the site's. Items
 * are read as their pages read them (`app.anonymous`): a page rendered afresh reads its build
 * once, for its preview and its body.
 * @example await previewFor(app.anonymous, 'https://poe.example', '/build/custom/3') // { title: 'Cyclone Slayer — Duelist Slayer | PoE Débutants', … }
 */
export async function previewFor(
  read: FastifyInstance['anonymous'],
  publicUrl: string,
  path: string,
): Promise<Preview> {
  const url = `${publicUrl}${path === '/' ? '/' : path}`;
  const site: Preview = {
    title: SITE_NAME,
    description: SITE_DESCRIPTION,
    url,
    image: `${publicUrl}/share/site.png`,
    imageAlt: SITE_NAME,
    type: 'website',
  };

  const buildId = BUILD_PATH.exec(path)?.[1];
  if (buildId !== undefined) {
    const build = await publicOrNothing(read.build(Number(buildId)).then(anonymousObject<Build>));
    if (!build) return { ...site, noindex: true };
    const kind = [build.classe, build.ascendancy].filter(Boolean).join(' ');
    const byline = `Build ${kind || 'Path of Exile'} par ${build.author}`;
    return {
      title: `${build.title} — ${kind || 'Build'} | ${SITE_NAME}`,
      description: plainSummary(build.introduction) || `${byline}.`,
      url: `${publicUrl}/build/custom/${build.id}`,
      image: `${publicUrl}/share/builds/${build.id}.png`,
      imageAlt: `${build.title} : ${byline}`,
      type: 'article',
    };
  }

  const guideId = GUIDE_PATH.exec(path)?.[1];
  if (guideId !== undefined) {
    const guide = await publicOrNothing(read.guide(Number(guideId)).then(anonymousObject<Guide>));
    if (!guide) return { ...site, noindex: true };
    return {
      title: `${guide.title} | ${SITE_NAME}`,
      description:
        plainSummary(guide.description) ||
        plainSummary(guide.content) ||
        `${guide.type} par ${guide.author}.`,
      url: `${publicUrl}/guide/custom/${guide.id}`,
      image: `${publicUrl}/share/guides/${guide.id}.png`,
      imageAlt: `${guide.title} : ${guide.type} par ${guide.author}`,
      type: 'article',
    };
  }

  const section = SECTIONS[path];
  return section ? { ...site, ...section } : site;
}
