import type { FastifyInstance } from 'fastify';
import type { BuildPassives } from './follow.js';

/**
 * The passive points of each phase, in an order connected from the class start. Filled from
 * the tree change (gameData/passiveTree/treeChange.ts) once it is merged; until then none.
 */
export const treePassives = (app: FastifyInstance): BuildPassives | undefined => {
  void app;
  return undefined;
};
