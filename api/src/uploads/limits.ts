/**
 * What one upload and one account may use. The browser already shrinks pictures to 1200 px
 * (a few hundred KiB), so these only stop misuse: a script sending huge files or filling the
 * database from one account.
 */

/** Largest body accepted, before decoding: a 1200 px PNG screenshot stays well under it. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** Longer side of the stored picture, as the browser's optimiser does. */
export const UPLOAD_MAX_SIDE = 1200;
/** Decoded size refused before the pixels are allocated (a small file can unpack enormously). */
export const UPLOAD_MAX_INPUT_PIXELS = 50_000_000;
/** Stored bytes per account, after re-encoding: several hundred optimised pictures. */
export const UPLOAD_QUOTA_BYTES = 100 * 1024 * 1024;
// How many pictures an account may send is the shared rate limiter's (UPLOAD_RATE_LIMITS),
// counted before any decoding; this file keeps what one picture and one account may store.

/** What `storeUpload` enforces per account; tests pass small ones. */
export interface UploadLimits {
  quotaBytes: number;
}

export const UPLOAD_LIMITS: UploadLimits = { quotaBytes: UPLOAD_QUOTA_BYTES };

export const UNSUPPORTED_FORMAT = 'Format de fichier non supporté';
export const IMAGE_TOO_LARGE = 'Image trop volumineuse : 5 Mo au maximum';
export const TOO_MANY_PIXELS = 'Image trop grande : 50 mégapixels au maximum';
export const UNREADABLE_IMAGE = 'Image illisible ou endommagée';
export const QUOTA_EXCEEDED = 'Espace de stockage des images épuisé : 100 Mo par compte';
export const UPLOAD_NOT_FOUND = 'Image introuvable';
