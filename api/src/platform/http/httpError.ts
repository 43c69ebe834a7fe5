/**
 * An error whose status and French message are meant for the browser as they are.
 * @example throw new HttpError(404, 'Build introuvable')
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
