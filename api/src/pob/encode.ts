import { deflateSync } from 'node:zlib';
import { buildPobXml } from './buildXml.js';
import type { ExportContext } from './exportContext.js';
import type { ExportableBuild } from './loadouts.js';

/**
 * An export code as Path of Building writes one: the XML deflated with zlib, in base64 with
 * `-` and `_` for `+` and `/` (its "URL-safe" alphabet, padding kept).
 * @example encodePobCode('<PathOfBuilding/>').startsWith('eN') // true
 */
export function encodePobCode(xml: string): string {
  return deflateSync(Buffer.from(xml, 'utf8'), { level: 9 })
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_');
}

/** The code Path of Building imports for one of our builds. */
export const exportBuildCode = (build: ExportableBuild, context?: ExportContext) =>
  encodePobCode(buildPobXml(build, context));
