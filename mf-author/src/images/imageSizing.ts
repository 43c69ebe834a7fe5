/** Longest side of an optimised picture, in px (the spec's business constant). */
export const MAX_DIMENSION = 1200;

/** What the canvas encodes a source format to, and at which quality. */
export interface OutputFormat {
  type: 'image/png' | 'image/jpeg' | 'image/webp';
  quality: number;
}

export interface Dimensions {
  width: number;
  height: number;
}

/**
 * Only files whose type starts with `image/` are offered to the optimiser.
 * @example isAcceptedType('image/gif') // true
 */
export function isAcceptedType(type: string): boolean {
  return type.toLowerCase().startsWith('image/');
}

/**
 * Scales a picture down proportionally so its longer side is at most `max`; never enlarges.
 * @example fitWithin({ width: 2400, height: 1600 }) // { width: 1200, height: 800 }
 */
export function fitWithin(size: Dimensions, max = MAX_DIMENSION): Dimensions {
  const longer = Math.max(size.width, size.height);
  if (longer <= max) return { width: size.width, height: size.height };
  const scale = max / longer;
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  };
}

/**
 * The spec's qualities: PNG 0.9, JPEG 0.8, GIF converted to WebP 0.8. A WebP stays WebP at 0.8;
 * any other picture (BMP, SVG, AVIF...) becomes a PNG, which every browser encodes.
 * @example outputFormat('image/gif') // { type: 'image/webp', quality: 0.8 }
 */
export function outputFormat(sourceType: string): OutputFormat {
  switch (sourceType.toLowerCase()) {
    case 'image/jpeg':
    case 'image/jpg':
      return { type: 'image/jpeg', quality: 0.8 };
    case 'image/gif':
    case 'image/webp':
      return { type: 'image/webp', quality: 0.8 };
    default:
      return { type: 'image/png', quality: 0.9 };
  }
}

/**
 * Percent of bytes saved, rounded; 0 when nothing was saved.
 * @example compressionPercent(1000, 250) // 75
 */
export function compressionPercent(originalSize: number, optimizedSize: number): number {
  if (originalSize <= 0 || optimizedSize >= originalSize) return 0;
  return Math.round((1 - optimizedSize / originalSize) * 100);
}

/**
 * Whether to keep the file as it came: re-encoding a picture that needed no resizing can make it
 * bigger (an already well-compressed PNG), and then the original is the better result.
 */
export function keepOriginal(input: {
  sourceType: string;
  output: OutputFormat;
  resized: boolean;
  originalSize: number;
  optimizedSize: number;
}): boolean {
  const sameType = input.sourceType.toLowerCase() === input.output.type;
  return sameType && !input.resized && input.optimizedSize >= input.originalSize;
}

const EXTENSIONS: Record<OutputFormat['type'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The optimised file's name: same stem, the new format's extension.
 * @example renameFor('capture.gif', 'image/webp') // 'capture.webp'
 */
export function renameFor(name: string, type: OutputFormat['type']): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name || 'image';
  return `${stem}.${EXTENSIONS[type]}`;
}

/**
 * A byte count for people, in the reader's language.
 * @example formatSize(1536, 'fr') // '1,5 ko'
 */
export function formatSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(value);
}
