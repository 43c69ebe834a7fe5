import { theme } from './theme';

const byName: Record<string, string> = {
  red: theme.gem.red,
  rouge: theme.gem.red,
  green: theme.gem.green,
  vert: theme.gem.green,
  blue: theme.gem.blue,
  bleu: theme.gem.blue,
};

/**
 * Colour of a gem socket from the gem's colour name, in English or French, any case.
 * Unknown names are white, the game's colour for gems with no attribute requirement.
 *
 * @example gemColour('Rouge') // '#e24a4a'
 */
export function gemColour(colour: string): string {
  return byName[colour.trim().toLowerCase()] ?? theme.gem.white;
}
