/** One category of a refresh job's French coverage line (« 📊 bases : 1072 noms français … »). */
export interface CoverageRow {
  category: string;
  french: number;
  total: number;
  share: number;
  english: string;
}

const LINE = /^📊 (.+?) : (\d+) noms? français sur (\d+) \((\d+) %\)(?: ; en anglais : (.*))?$/;

/**
 * The coverage lines of a job's log, as rows; other lines are left out.
 * @example coverageRows(['📊 bases : 2 noms français sur 3 (66 %) ; en anglais : Estoc'])
 *   // [{ category: 'bases', french: 2, total: 3, share: 66, english: 'Estoc' }]
 */
export function coverageRows(lines: string[]): CoverageRow[] {
  return lines.flatMap((line) => {
    const m = LINE.exec(line);
    if (!m) return [];
    const [, category = '', french = '0', total = '0', share = '0', english = ''] = m;
    return [
      { category, french: Number(french), total: Number(total), share: Number(share), english },
    ];
  });
}
