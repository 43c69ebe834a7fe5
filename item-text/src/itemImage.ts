/** Folders of `/images/` the site's item pictures live in (the API serves every one of them). */
export type ImageCategory = 'gems' | 'currency' | 'uniques' | 'non_uniques';

// The same file naming as the API's catalogue, so that a parsed item points at the picture the
// server stores (and draws when none was downloaded): spaces become underscores, characters that
// could leave the folder or trouble a file system are dropped, the rest is URL-encoded.
function imageFileName(name: string): string {
  const safe = name
    .normalize('NFC')
    .replace(/\s+/g, '_')
    .replace(/[/\\:*?"<>|]/g, '')
    .replace(/\p{Cc}/gu, '')
    .replace(/^\.+/, '');
  return `${safe}.png`;
}

/**
 * The address the browser loads an item's picture from.
 *
 * @example itemImagePath('uniques', "Arakaali's Fang") // "/images/uniques/Arakaali's_Fang.png"
 * @example itemImagePath('non_uniques', 'Maelström Staff') // '/images/non_uniques/Maelstr%C3%B6m_Staff.png'
 */
export function itemImagePath(category: ImageCategory, name: string): string {
  return `/images/${category}/${encodeURIComponent(imageFileName(name))}`;
}
