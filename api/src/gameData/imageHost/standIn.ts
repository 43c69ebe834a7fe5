import { createHash } from 'node:crypto';
import { startStandInServer, type StandInServer } from '../../platform/upstream/standInServer.js';
import { discPng } from './png.js';

/** A colour per picture address, so different items look different offline. */
function colourOf(path: string): [number, number, number] {
  const [r = 0, g = 0, b = 0] = createHash('sha1').update(path).digest();
  return [96 + (r % 160), 96 + (g % 160), 96 + (b % 160)];
}

/** The image host: any `/gen/image/...png` is a picture; `/gen/image/missing-*` is a 404. */
export function startImageHostStandIn(): Promise<StandInServer> {
  return startStandInServer((url) => {
    if (!url.pathname.startsWith('/gen/image/') || url.pathname.includes('/missing-')) {
      return { status: 404, type: 'text/html', body: 'Not found' };
    }
    return { type: 'image/png', body: discPng(48, colourOf(url.pathname)) };
  }, 'image/png');
}
