import type { RouteChanges } from '../platform/changes/tags.js';

/** The kinds of content, as their change tags name them (`build:12`, `builds`). */
export type ContentTagKind = 'build' | 'guide';

/** One item and every list of its kind: `build:12` and `builds`. */
export const itemTags = (kind: ContentTagKind, id: string | undefined): string[] => [
  `${kind}:${id ?? ''}`,
  `${kind}s`,
];

/** A write on the item at the route's `:id`: its page and every list showing it. */
export const itemChanges = (kind: ContentTagKind): RouteChanges => ({
  tags: ({ params }) => itemTags(kind, params.id),
});
