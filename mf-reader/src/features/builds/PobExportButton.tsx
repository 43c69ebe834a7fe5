import { useEffect, useRef, useState } from 'react';
import { Button, errorMessage, styled, useTranslation } from 'shared-ui';
import { useLazyGetBuildPobCodeQuery } from './pobExportApi';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const Status = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  &:empty {
    display: none;
  }
`;

const Code = styled.textarea`
  width: 100%;
  min-height: 6rem;
  font-family: monospace;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  word-break: break-all;
`;

type State =
  | { step: 'idle' | 'loading' | 'copied' }
  | { step: 'manual'; code: string }
  | { step: 'failed'; message: string };

/** True when the browser put the text on the clipboard; false when it refused (http, rights). */
async function copied(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 'Copier le code Path of Building': asks the server for the build's export code on a click and
 * copies it. When the browser refuses the clipboard, the code is shown selected in a read-only
 * box to copy by hand. Every outcome is said in words in a status line.
 */
export function PobExportButton({ buildId }: { buildId: number }) {
  const { t } = useTranslation('reader');
  const [fetchCode] = useLazyGetBuildPobCodeQuery();
  const [state, setState] = useState<State>({ step: 'idle' });
  const box = useRef<HTMLTextAreaElement>(null);

  // The code is selected as soon as it shows, so Ctrl+C is all that is left to do.
  useEffect(() => {
    if (state.step === 'manual') box.current?.select();
  }, [state]);

  const copy = async () => {
    setState({ step: 'loading' });
    try {
      const { code } = await fetchCode(buildId, false).unwrap();
      setState((await copied(code)) ? { step: 'copied' } : { step: 'manual', code });
    } catch (err) {
      setState({ step: 'failed', message: errorMessage(err) });
    }
  };

  const status = {
    idle: '',
    loading: t('pobExport.loading'),
    copied: t('pobExport.copied'),
    manual: t('pobExport.manual'),
    failed: state.step === 'failed' ? t('pobExport.failed', { message: state.message }) : '',
  }[state.step];

  return (
    <Box>
      <Button
        type="button"
        variant="secondary"
        onClick={() => void copy()}
        disabled={state.step === 'loading'}
      >
        {t('pobExport.button')}
      </Button>
      <Status role="status">{status}</Status>
      {state.step === 'manual' && (
        <Code
          ref={box}
          readOnly
          value={state.code}
          aria-label={t('pobExport.codeLabel')}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </Box>
  );
}
