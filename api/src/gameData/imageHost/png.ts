import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of a disc in `rgb` on a transparent square, so pictures the offline image host
 * hands out look like something once the refresh jobs have stored them.
 * @example discPng(48, [200, 120, 40]).subarray(1, 4).toString() // 'PNG'
 */
export function discPng(size: number, [r, g, b]: [number, number, number]): Buffer {
  const rows: Buffer[] = [];
  const centre = (size - 1) / 2;
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 4); // leading 0: no filter
    for (let x = 0; x < size; x++) {
      const distance = Math.hypot(x - centre, y - centre) / (size / 2);
      if (distance > 0.9) continue;
      const shade = distance > 0.78 ? 0.45 : 1 - distance * 0.35;
      row.set(
        [Math.round(r * shade), Math.round(g * shade), Math.round(b * shade), 255],
        1 + x * 4,
      );
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
