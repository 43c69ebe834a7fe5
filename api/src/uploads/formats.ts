/** Formats a creator may send, as recognised from their first bytes. */
export type SourceType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
/** Formats the server stores: a GIF becomes WebP, as in the browser's optimiser. */
export type StoredType = 'image/png' | 'image/jpeg' | 'image/webp';

const STORED: Record<SourceType, StoredType> = {
  'image/png': 'image/png',
  'image/jpeg': 'image/jpeg',
  'image/gif': 'image/webp',
  'image/webp': 'image/webp',
};

const EXTENSIONS: Record<StoredType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE = new RegExp(`^(${UUID})\\.(png|jpg|webp)$`);

/**
 * The stored format for a received one.
 * @example storedType('image/gif') // 'image/webp'
 */
export function storedType(source: SourceType): StoredType {
  return STORED[source];
}

/**
 * The public address of a stored picture.
 * @example uploadUrl('0f8c…', 'image/jpeg') // '/uploads/0f8c….jpg'
 */
export function uploadUrl(id: string, type: StoredType): string {
  return `/uploads/${id}.${EXTENSIONS[type]}`;
}

/**
 * The id and extension of a `/uploads/{file}` name; undefined for anything we never hand out
 * (so a malformed name is a 404 without a database round trip).
 */
export function parseUploadFile(file: string): { id: string; extension: string } | undefined {
  const match = FILE.exec(file);
  if (!match) return undefined;
  const [, id = '', extension = ''] = match;
  return { id, extension };
}

/** Whether an address's extension is the one `uploadUrl` gives that stored type. */
export function extensionMatches(type: StoredType, extension: string): boolean {
  return EXTENSIONS[type] === extension;
}

/**
 * The source format from the magic bytes; undefined for anything else (SVG, HTML, text, a
 * renamed file...), whatever the request's Content-Type claims.
 */
export function sniffSource(body: Buffer): SourceType | undefined {
  const startsWith = (bytes: number[], at = 0) =>
    body.length >= at + bytes.length && bytes.every((b, i) => body[at + i] === b);
  const ascii = (text: string, at = 0) =>
    body.subarray(at, at + text.length).toString('latin1') === text;
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  return undefined;
}
