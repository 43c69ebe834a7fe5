import { deflateSync } from 'node:zlib';
import { amplifiedXml, SLAYER_SETS_XML, toPobCode } from '../fixtures/index.js';
import { startStandInServer, type StandInServer } from '../../platform/upstream/standInServer.js';

/** The export id every stand-in share site knows (`https://pobb.in/CycloneDemo`…). */
export const FAKE_SHARE_ID = 'CycloneDemo';
/** An id whose export inflates far past the import's cap: a zip bomb in the real format. */
export const FAKE_BOMB_ID = 'ZipBomb1';

/** An id whose small export references one item from every slot of 300 item sets. */
export const FAKE_AMPLIFIED_ID = 'Amplified1';

const RAW_PATHS = [/^\/([\w-]+)\/raw$/, /^\/poe1\/pob\/raw\/([\w-]+)$/, /^\/raw\/([\w-]+)$/];

/**
 * pobb.in (`/<id>/raw`), poe.ninja (`/poe1/pob/raw/<id>`) and pastebin (`/raw/<id>`) on one
 * loopback port: each raw address answers the export code as plain text, as the real sites
 * do; an unknown id is their 404 page.
 */
export function startPobShareStandIn(): Promise<StandInServer> {
  const exports: Record<string, string> = {
    [FAKE_SHARE_ID]: toPobCode(SLAYER_SETS_XML),
    [FAKE_AMPLIFIED_ID]: toPobCode(amplifiedXml({ itemSets: 300 })),
    [FAKE_BOMB_ID]: deflateSync(Buffer.alloc(16 * 1024 * 1024, 0x20)).toString('base64url'),
  };
  return startStandInServer((url) => {
    const id = RAW_PATHS.map((path) => path.exec(url.pathname)?.[1]).find(Boolean);
    const code = id !== undefined && Object.hasOwn(exports, id) ? exports[id] : undefined;
    if (code === undefined) return { status: 404, type: 'text/html', body: '<h1>Not Found</h1>' };
    return { type: 'text/plain; charset=utf-8', body: code };
  }, 'text/plain');
}
