/** Folders of `/images/` the catalogue's items live in. */
export type ImageCategory = 'gems' | 'currency' | 'uniques' | 'non_uniques';

/**
 * A game name as a file name: spaces become underscores (the spec's gem paths), and characters
 * that could leave the folder or trouble a file system are dropped.
 * @example imageFileName("Jeweller's Orb") // "Jeweller's_Orb.png"
 */
export function imageFileName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/[\s]+/g, '_')
    .replace(/[/\\:*?"<>|]/g, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+/, '');
  return `${safe}.png`;
}

/** The address the browser loads an item's image from; always answers (see gameData/images/routes.ts). */
export function imagePath(category: ImageCategory, name: string): string {
  return `/images/${category}/${encodeURIComponent(imageFileName(name))}`;
}
