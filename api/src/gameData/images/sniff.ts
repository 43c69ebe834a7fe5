/**
 * The picture type from its first bytes; undefined for anything that is not PNG, JPEG, GIF or
 * WebP. Downloads and imported files are checked with it (an upstream may answer HTML with an
 * image type), and stored with the type it reads, since they keep the spec's `.png` names
 * whatever they hold.
 */
export function sniffImage(body: Buffer): string | undefined {
  if (body.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]))) return 'image/png';
  if (body.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (body.subarray(0, 4).toString('latin1') === 'GIF8') return 'image/gif';
  if (body.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  return undefined;
}
