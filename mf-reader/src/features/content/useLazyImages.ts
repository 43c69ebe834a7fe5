import { useEffect, type RefObject } from 'react';
import { useTranslation } from 'shared-ui';
import { lazyLoadImages } from './lazyImages';

/** Lazy loading of the images in `container`'s rich HTML (see lazyLoadImages), per content. */
export function useLazyImages(container: RefObject<HTMLElement | null>, html: string) {
  const { t } = useTranslation('reader');
  const loading = t('lazyImage.loading');
  const error = t('lazyImage.error');
  useEffect(() => {
    const root = container.current;
    return root ? lazyLoadImages(root, { loading, error }) : undefined;
  }, [container, html, loading, error]);
}
