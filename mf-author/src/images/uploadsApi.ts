import { baseApi, type ApiAnswer } from 'shared-ui';

/**
 * The server's answer to `POST /api/uploads`: the address to insert and what it stored (201 for a
 * new picture, 200 with the same fields for one the account sent before).
 */
export type UploadedImage = ApiAnswer<'/api/uploads', 'post', 201>;

/** An upload may take longer than a JSON call on a slow connection. */
export const UPLOAD_TIMEOUT_MS = 60_000;

export const uploadsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // The body is the picture itself, with its own type: fetchBaseQuery leaves a Blob as it is.
    // Retries are safe: the server answers the same bytes from one account with the same address.
    uploadImage: build.mutation<UploadedImage, Blob>({
      query: (image) => ({
        url: '/api/uploads',
        method: 'POST',
        body: image,
        headers: { 'Content-Type': image.type },
        timeout: UPLOAD_TIMEOUT_MS,
      }),
    }),
  }),
});

export const { useUploadImageMutation } = uploadsApi;
