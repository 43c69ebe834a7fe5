import fp from 'fastify-plugin';
import { importImagesDir } from './images/importDir.js';

/**
 * Pictures live in the database (`game_images`); `IMAGES_DIR`, when the folder exists, is only
 * read at start for pictures put there by hand or left by an older version.
 */
export const imageImportPlugin = fp(
  async (app) => {
    const dir = app.config.upstreams.imagesDir;
    const { imported, skipped } = await importImagesDir(app.db, dir);
    if (imported + skipped > 0) app.log.info({ dir, imported, skipped }, 'IMAGES_DIR imported');
  },
  { name: 'imageImport', dependencies: ['config', 'db'] },
);
