import {
  compressionPercent,
  fitWithin,
  isAcceptedType,
  keepOriginal,
  outputFormat,
  renameFor,
  type Dimensions,
  type OutputFormat,
} from './imageSizing';

/** The spec's optimised image result. */
export interface OptimisedImage {
  file: File;
  originalSize: number;
  optimizedSize: number;
  /** The stored format's type, e.g. `image/webp`. */
  format: string;
  /** Percent of bytes saved. */
  compression: number;
  dimensions: Dimensions;
}

/** Which of the spec's messages a failure shows (keys of `images.errors`). */
export type OptimisationFailure = 'unsupported' | 'load' | 'optimise' | 'webp';

export class OptimisationError extends Error {
  constructor(readonly reason: OptimisationFailure) {
    super(reason);
    this.name = 'OptimisationError';
  }
}

/**
 * Decodes through an `<img>`, which reads every format the browser shows (SVG included,
 * which `createImageBitmap` refuses from a Blob).
 */
function loadImage(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new OptimisationError('load'));
    image.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

function naturalSize(image: HTMLImageElement): Dimensions {
  const width = image.naturalWidth;
  const height = image.naturalHeight;
  if (width === 0 || height === 0) throw new OptimisationError('load');
  return { width, height };
}

function encode(canvas: HTMLCanvasElement, format: OutputFormat): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => {
        // A browser that cannot write WebP hands back a PNG instead of failing.
        if (blob && blob.type === format.type) resolve(blob);
        else reject(new OptimisationError(format.type === 'image/webp' ? 'webp' : 'optimise'));
      },
      format.type,
      format.quality,
    );
  });
}

async function draw(image: HTMLImageElement, size: Dimensions, format: OutputFormat) {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new OptimisationError('optimise');
  // JPEG has no transparency: a transparent source turns white rather than black.
  if (format.type === 'image/jpeg') {
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, size.width, size.height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, size.width, size.height);
  return encode(canvas, format);
}

/**
 * Shrinks a picture in the browser before it is uploaded: longer side at most 1200 px, PNG at
 * 0.9, JPEG at 0.8, GIF (first frame) to WebP at 0.8. Rejects with an `OptimisationError`
 * naming which of the spec's messages to show.
 */
export async function optimiseImage(file: File): Promise<OptimisedImage> {
  if (!isAcceptedType(file.type)) throw new OptimisationError('unsupported');
  const image = await loadImage(file);
  const original = naturalSize(image);
  const size = fitWithin(original);
  const format = outputFormat(file.type);
  const blob = await draw(image, size, format);
  const resized = size.width !== original.width || size.height !== original.height;
  const keep = keepOriginal({
    sourceType: file.type,
    output: format,
    resized,
    originalSize: file.size,
    optimizedSize: blob.size,
  });
  const result = keep
    ? file
    : new File([blob], renameFor(file.name, format.type), {
        type: format.type,
      });
  return {
    file: result,
    originalSize: file.size,
    optimizedSize: result.size,
    format: result.type,
    compression: compressionPercent(file.size, result.size),
    dimensions: size,
  };
}
