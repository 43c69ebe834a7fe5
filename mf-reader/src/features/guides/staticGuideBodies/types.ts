import type { DemoBuild } from '../demoBuilds';

/** One part of a static guide: its anchor, its heading and its sanitised-on-display HTML. */
export interface GuideSection {
  /** The anchor of the table of contents; prefixed so it never names a `document` property. */
  id: string;
  title: string;
  html: string;
}

/** A static guide's text in both of the site's languages, and the demo builds it points to. */
export interface StaticGuideBody {
  fr: readonly GuideSection[];
  en: readonly GuideSection[];
  demoBuilds: readonly DemoBuild[];
}
