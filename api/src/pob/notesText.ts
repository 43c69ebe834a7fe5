import sanitize from 'sanitize-html';

/** The build's texts an export carries as PoB notes, each under its French title. */
export interface NotesTexts {
  /** Notes a Path of Building import brought, plain text already. */
  pob_notes?: string;
  introduction?: string;
  leveling?: string;
  premier_equipement?: string;
  endgame?: string;
  optimisation?: string;
  mecaniques?: string;
}

const SECTIONS = [
  ['introduction', 'Introduction'],
  ['leveling', 'Leveling'],
  ['premier_equipement', 'Premier équipement'],
  ['endgame', 'Endgame'],
  ['optimisation', 'Optimisation'],
  ['mecaniques', 'Mécaniques'],
] as const;

// Block ends become line breaks; the editor's inserts are images whose alt names the gem.
const BLOCK_END = /<\/(p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|table)\s*>|<br\s*\/?>/gi;
const LIST_ITEM = /<li(\s[^>]*)?>/gi;
const IMAGE = /<img\b[^>]*?\balt="([^"]*)"[^>]*>/gi;

/**
 * A text of the editor's HTML as plain text: one line per paragraph, heading or list item (a
 * dash before each item), an insert as the name it shows, markup and scripts dropped.
 * @example htmlToPlainText('<h2>Actes 1 à 4</h2><p>Prenez <b>la vie</b> &amp; les résistances.</p>')
 * // 'Actes 1 à 4\nPrenez la vie & les résistances.'
 */
export function htmlToPlainText(html: string): string {
  const marked = html
    .replace(IMAGE, (_, alt: string) => alt)
    .replace(LIST_ITEM, '- ')
    .replace(BLOCK_END, '\n');
  const text = sanitize(marked, { allowedTags: [], allowedAttributes: {} })
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/**
 * The build's notes for PoB: the imported PoB notes first, then each text the build has under
 * `== Title ==`; '' when it has none.
 */
export function exportNotes(build: NotesTexts): string {
  const parts: string[] = [];
  const own = build.pob_notes?.trim();
  if (own) parts.push(own);
  for (const [field, title] of SECTIONS) {
    const text = htmlToPlainText(build[field] ?? '');
    if (text) parts.push(`== ${title} ==\n${text}`);
  }
  return parts.join('\n\n');
}
