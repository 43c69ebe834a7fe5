import { useId, useState } from 'react';
import { Button, errorMessage, Field, styled, useTranslation } from 'shared-ui';
import { useDecodePassiveTreeMutation, useGetPassiveTreeVersionsQuery } from '../../authorApi';
import { fromDecoded, type DecodedTree, type FormTree } from './treeForm';
import { TreePreview } from './TreePreview';

/** Inside the form's own titled section (BuildFormPage). */
const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  & > label {
    flex: 1 1 16rem;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

export interface TreeFieldProps {
  tree: FormTree | undefined;
  onChange(tree: FormTree | null): void;
  /** A tree was read: the form may take its class when it has none yet. */
  onDecoded?(tree: DecodedTree): void;
}

/**
 * A tab's passive tree: paste an official tree address or a pobb.in link, the server reads it
 * (its French reason shown under the field when it cannot), then a preview with the points
 * and a button to remove it. A link with several trees asks which one goes to this tab.
 */
export function TreeField({ tree, onChange, onDecoded }: TreeFieldProps) {
  const { t } = useTranslation('author');
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [several, setSeveral] = useState<DecodedTree[] | null>(null);
  const [decode, { isLoading }] = useDecodePassiveTreeMutation();
  const errorId = useId();
  const { data: siteTrees } = useGetPassiveTreeVersionsQuery(undefined);

  const take = (decoded: DecodedTree) => {
    onChange(fromDecoded(decoded));
    onDecoded?.(decoded);
    setSeveral(null);
    setText('');
  };
  const read = async () => {
    const url = text.trim();
    if (url === '') return setError(t('buildForm.tree.empty'));
    setError('');
    try {
      const decoded = (await decode({ url }).unwrap()).trees;
      // A tree of a version the site does not hold could not be saved (see keepSiteTrees).
      const versions = siteTrees?.versions.map((entry) => entry.version);
      const trees = versions ? decoded.filter((tree) => versions.includes(tree.version)) : decoded;
      const [only] = trees;
      const [other] = decoded;
      if (!only && other) {
        return setError(
          t('buildForm.tree.otherVersion', { version: other.version, current: siteTrees?.current }),
        );
      }
      if (trees.length === 1 && only) take(only);
      else setSeveral(trees);
    } catch (failure) {
      // The server's French reason is what the author can act on; the status adds nothing.
      setError(errorMessage(failure).replace(/^HTTP \d{3}: /, ''));
    }
  };

  return (
    <Box>
      {tree && (
        <>
          <p>
            {tree.title ? `${tree.title} — ` : ''}
            {t('buildForm.tree.summary', { version: tree.version })}
          </p>
          <TreePreview tree={tree} />
          <div>
            <Button type="button" variant="danger" size="sm" onClick={() => onChange(null)}>
              {t('buildForm.tree.remove')}
            </Button>
          </div>
        </>
      )}
      <Line>
        <Field>
          {t('buildForm.tree.field')}
          <input
            type="url"
            inputMode="url"
            value={text}
            placeholder={t('buildForm.tree.placeholder')}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void read();
            }}
          />
        </Field>
        <Button type="button" variant="secondary" disabled={isLoading} onClick={() => void read()}>
          {isLoading ? t('buildForm.tree.reading') : t('buildForm.tree.read')}
        </Button>
      </Line>
      {error && (
        <ErrorText id={errorId} role="alert">
          {error}
        </ErrorText>
      )}
      {!error && <small>{t('buildForm.tree.hint')}</small>}
      {several && (
        <div role="group" aria-label={t('buildForm.tree.choose')}>
          <p>{t('buildForm.tree.choose')}</p>
          <Line>
            {several.map((decoded, index) => (
              <Button
                key={index}
                type="button"
                size="sm"
                variant="secondary"
                onClick={() => take(decoded)}
              >
                {t('buildForm.tree.use', {
                  title: decoded.title || t('buildForm.tree.untitled', { n: index + 1 }),
                })}
              </Button>
            ))}
          </Line>
        </div>
      )}
    </Box>
  );
}
