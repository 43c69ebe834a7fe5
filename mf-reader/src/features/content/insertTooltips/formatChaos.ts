import { numberFormat } from 'shared-ui';

/**
 * A chaos value with exactly 2 decimals, written the reader's way (decimal comma in French).
 *
 * @example formatChaos(1, 'fr') // '1,00'
 * @example formatChaos(0.125, 'en') // '0.13'
 */
export function formatChaos(value: number, language: string): string {
  return numberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    value,
  );
}
