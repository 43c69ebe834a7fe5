import { useEffect, useMemo } from 'react';
import { styled } from 'shared-ui';

const Figure = styled.figure`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  img {
    max-width: 100%;
    max-height: 240px;
    object-fit: contain;
    align-self: flex-start;
  }
`;

/** A local address for a chosen file, released when the file changes or the dialog goes. */
export function useObjectUrl(file: File | null): string | null {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** The picture as it will be inserted, with its alt text. */
export function ImagePreview({ src, alt, caption }: { src: string; alt: string; caption: string }) {
  return (
    <Figure>
      <figcaption>{caption}</figcaption>
      <img src={src} alt={alt} />
    </Figure>
  );
}
