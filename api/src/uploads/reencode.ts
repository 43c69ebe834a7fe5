import sharp, { type Sharp } from 'sharp';
import { HttpError } from '../platform/http/httpError.js';
import { storedType, type SourceType, type StoredType } from './formats.js';
import {
  TOO_MANY_PIXELS,
  UNREADABLE_IMAGE,
  UPLOAD_MAX_INPUT_PIXELS,
  UPLOAD_MAX_SIDE,
} from './limits.js';

export interface Encoded {
  bytes: Buffer;
  contentType: StoredType;
  width: number;
  height: number;
}

/** The browser optimiser's qualities: JPEG and WebP 80; PNG stays lossless. */
const JPEG_QUALITY = 80;
const WEBP_QUALITY = 80;

function encoder(image: Sharp, type: StoredType): Sharp {
  switch (type) {
    case 'image/png':
      return image.png();
    case 'image/jpeg':
      return image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
    case 'image/webp':
      return image.webp({ quality: WEBP_QUALITY });
  }
}

function decodeError(error: unknown): HttpError {
  const text = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(text)
    ? new HttpError(413, TOO_MANY_PIXELS)
    : new HttpError(400, UNREADABLE_IMAGE);
}

/**
 * Decodes a received picture and encodes it again: nothing of the original file survives but
 * its pixels (no metadata, no trailing bytes, no polyglot payload). The EXIF orientation is
 * applied first so a phone photo stays upright; the longer side is capped at 1200 px, never
 * enlarged; a GIF keeps its first frame, in WebP, as the browser's canvas would.
 */
export async function reencode(input: Buffer, source: SourceType): Promise<Encoded> {
  const contentType = storedType(source);
  const image = sharp(input, { limitInputPixels: UPLOAD_MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: UPLOAD_MAX_SIDE,
      height: UPLOAD_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    });
  try {
    const { data, info } = await encoder(image, contentType).toBuffer({ resolveWithObject: true });
    return { bytes: data, contentType, width: info.width, height: info.height };
  } catch (error) {
    throw decodeError(error);
  }
}
