/** The five rating criteria of a build, in the order the spec lists them. */
export const CRITERIA = ['difficulte', 'cout', 'boss', 'rapidite', 'survie'] as const;
export type Criterion = (typeof CRITERIA)[number];
export type Ratings = Record<Criterion, number>;
