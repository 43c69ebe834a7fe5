import { lazy, type ComponentType } from 'react';
import { StaticGuideBodyView } from '../StaticGuideBodyView';
import type { StaticGuide } from '../staticGuides';
import type { StaticGuideBody } from './types';

const view = (load: () => Promise<StaticGuideBody>): ComponentType =>
  lazy(() => load().then((body) => ({ default: () => <StaticGuideBodyView body={body} /> })));

/**
 * Each guide's text is its own chunk, fetched when its page opens: the five long texts never
 * weigh on the home page, the lists, or each other. On the server the page waits for it.
 */
export const STATIC_GUIDE_BODIES: Record<StaticGuide, ComponentType> = {
  'premier-build': view(() => import('./premierBuild').then((m) => m.premierBuild)),
  'inventaire-monnaies': view(() =>
    import('./inventaireMonnaies').then((m) => m.inventaireMonnaies),
  ),
  'maps-loot': view(() => import('./mapsLoot').then((m) => m.mapsLoot)),
  crafting: view(() => import('./crafting').then((m) => m.crafting)),
  boss: view(() => import('./boss').then((m) => m.boss)),
};
