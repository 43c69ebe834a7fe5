import { useState, type KeyboardEvent } from 'react';
import { Button, styled, TextInput, useTranslation } from 'shared-ui';
import { safeLinkUrl } from './linkUrl';

export interface LinkFormProps {
  initialUrl: string;
  onApply: (url: string) => void;
  onRemove: (() => void) | null;
  onCancel: () => void;
}

// Not a <form>: the editor sits inside the guide and build forms, and forms do not nest.
const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & > :first-child {
    flex: 1 1 14rem;
  }
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  padding-top: 1.9rem;
`;

/** Asks the address of a link; a refused scheme is said before it is applied without one. */
export function LinkForm({ initialUrl, onApply, onRemove, onCancel }: LinkFormProps) {
  const { t } = useTranslation('author');
  const [url, setUrl] = useState(initialUrl);
  const refused = url.trim() !== '' && safeLinkUrl(url) === '';
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onApply(url);
    }
    if (event.key === 'Escape') onCancel();
  };
  return (
    <Panel role="group" aria-label={t('editor.link')} onKeyDown={onKeyDown}>
      <TextInput
        label={t('editor.linkForm.label')}
        inputMode="url"
        value={url}
        placeholder="https://"
        autoFocus
        hint={refused ? t('editor.linkForm.refused') : undefined}
        onChange={(event) => setUrl(event.target.value)}
      />
      <Actions>
        <Button size="sm" onClick={() => onApply(url)}>
          {t('editor.linkForm.apply')}
        </Button>
        {onRemove && (
          <Button variant="secondary" size="sm" onClick={onRemove}>
            {t('editor.linkForm.remove')}
          </Button>
        )}
        <Button variant="ghost" size="sm" onClick={onCancel}>
          {t('editor.linkForm.cancel')}
        </Button>
      </Actions>
    </Panel>
  );
}
