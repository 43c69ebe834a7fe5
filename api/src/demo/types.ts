import type { BuildInput } from '../builds/schemas.js';
import type { GuideInput } from '../guides/schemas.js';

/** The demo personas of the Twitch stand-in who sign the demo content. */
export type DemoAuthor = 'exilestreamer' | 'marie_crea' | 'lucas_live';

export interface DemoBuild {
  author: DemoAuthor;
  /** Spreads the demo over the last weeks, so "newest first" has an order to show. */
  daysAgo: number;
  isPublic: boolean;
  body: BuildInput & { title: string; classe: string };
}

export interface DemoGuide {
  author: DemoAuthor;
  daysAgo: number;
  body: GuideInput & { title: string };
}
