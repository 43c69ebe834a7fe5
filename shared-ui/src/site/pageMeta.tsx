import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** The site's name, after each page's own title in the browser tab and in search results. */
export const SITE_NAME = 'PoE Débutants';

/** What a page says about itself to the server that renders it. */
export interface PageMeta {
  /** The page's own title, without the site's name. */
  title?: string;
  /** 404 for an unknown address or a missing build or guide; 200 when unsaid. */
  status?: number;
}

/** Takes what a page says of itself; the last word on each field wins. */
export type PageMetaSink = (meta: PageMeta) => void;

// Only the server provides one: it reads what the rendered page said once the render is done.
const PageMetaContext = createContext<PageMetaSink | null>(null);

export function PageMetaCollector({ sink, children }: { sink: PageMetaSink; children: ReactNode }) {
  return <PageMetaContext.Provider value={sink}>{children}</PageMetaContext.Provider>;
}

/**
 * The full title of a page: its own, then the site's name.
 * @example fullTitle('Builds pour débuter') // 'Builds pour débuter | PoE Débutants'
 * @example fullTitle(undefined) // 'PoE Débutants'
 */
export const fullTitle = (title: string | undefined) =>
  title ? `${title} | ${SITE_NAME}` : SITE_NAME;

/**
 * Gives the page its title (the browser tab, and the server's `<title>`) and, for a page that
 * is not there, its 404 status. Written during render on the server, as nothing runs effects
 * there; in the browser the title follows each navigation.
 */
export function usePageMeta(title: string | undefined, status?: number) {
  const sink = useContext(PageMetaContext);
  sink?.({ title, status });
  useEffect(() => {
    if (title !== undefined) document.title = fullTitle(title);
  }, [title]);
}
