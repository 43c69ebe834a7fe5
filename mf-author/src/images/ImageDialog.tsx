import { useEffect, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Button, Dialog, styled, TextInput, useTranslation } from 'shared-ui';
import { DropZone } from './DropZone';
import { ImageQueue } from './ImageQueue';
import { ImagePreview, useObjectUrl } from './ImagePreview';
import { formatSize, isAcceptedType } from './imageSizing';
import { isHttpUrl } from './imageUrl';
import type { OptimisedImage } from './optimiseImage';
import { useImageInsertion } from './useImageInsertion';

/** What the editor inserts: the address and the attributes of the `<img>`. */
export interface InsertedImage {
  src: string;
  alt: string;
  width: string;
  height: string;
}

export interface ImageDialogProps {
  open: boolean;
  onClose(): void;
  onInsert(image: InsertedImage): void;
  /** Each picture the optimiser finished, for the form's summary panel. */
  onOptimised?(result: OptimisedImage): void;
}

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Sizes = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  input {
    width: 100%;
    min-width: 0;
  }
`;

const Failure = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const Progress = styled.label`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  progress {
    width: 100%;
    height: 12px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

function ImageDialogContent({ open, onClose, onInsert, onOptimised }: ImageDialogProps) {
  const { t, i18n } = useTranslation('author');
  const [files, setFiles] = useState<File[]>([]);
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [width, setWidth] = useState('auto');
  const [height, setHeight] = useState('auto');
  const details = { alt, width, height };
  const insertion = useImageInsertion({
    onOptimised,
    onUploaded: (src) => onInsert({ src, ...details }),
    onFinished: onClose,
  });
  const { cancel } = insertion;
  useEffect(() => {
    if (!open) cancel();
  }, [open, cancel]);

  const file = files[0] ?? null;
  const fileUrl = useObjectUrl(files.length === 1 ? file : null);
  const urlValid = isHttpUrl(url);
  const preview = fileUrl ?? (urlValid ? url.trim() : null);
  const working = insertion.progress !== null;
  const canInsert = (file !== null || urlValid) && !working;
  const { setFailure } = insertion;

  // Pictures are kept, anything else refused with the spec's words; a mixed choice keeps the
  // pictures and still says why the rest went.
  const choose = (chosen: File[]) => {
    const pictures = chosen.filter((one) => isAcceptedType(one.type));
    const message = t('images.errors.unsupported');
    setFailure(pictures.length < chosen.length ? t('images.errors.wrapper', { message }) : null);
    if (pictures.length === 0) return;
    setFiles(pictures);
    setUrl('');
  };

  const submit = () => {
    if (working) return;
    if (files.length > 0) void insertion.run(files);
    else if (urlValid) {
      onInsert({ src: url.trim(), ...details });
      onClose();
    } else setFailure(t('images.dialog.missing'));
  };

  // The dialog sits inside the guide's own <form>: Enter in a field must insert the picture
  // (or say what is missing), never submit the guide.
  const enterInserts = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    event.stopPropagation();
    submit();
  };

  return (
    <Dialog
      open={open}
      title={t('images.dialog.title')}
      onClose={onClose}
      footer={
        <Actions>
          {insertion.failure && <Failure role="alert">{insertion.failure}</Failure>}
          <Button variant="secondary" onClick={onClose}>
            {t('images.dialog.cancel')}
          </Button>
          <Button onClick={submit} disabled={!canInsert}>
            {t('images.dialog.insert')}
          </Button>
        </Actions>
      }
    >
      <Fields onKeyDown={enterInserts}>
        <DropZone
          label={t('images.dialog.dropZone')}
          chosen={
            files.length > 1
              ? t('images.dialog.chosenMany', { count: files.length })
              : file
                ? t('images.dialog.chosen', {
                    name: file.name,
                    size: formatSize(file.size, i18n.language),
                  })
                : undefined
          }
          disabled={working}
          onFiles={choose}
        />
        <TextInput
          label={t('images.dialog.url')}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={url}
          disabled={working}
          error={url.trim() !== '' && !urlValid ? t('images.dialog.urlInvalid') : undefined}
          onChange={(event) => {
            setUrl(event.target.value);
            if (event.target.value.trim() !== '') setFiles([]);
          }}
        />
        {preview && <ImagePreview src={preview} alt={alt} caption={t('images.dialog.preview')} />}
        <TextInput
          label={t('images.dialog.alt')}
          value={alt}
          onChange={(event) => setAlt(event.target.value)}
        />
        <Sizes>
          <TextInput
            label={t('images.dialog.width')}
            value={width}
            onChange={(event) => setWidth(event.target.value)}
          />
          <TextInput
            label={t('images.dialog.height')}
            value={height}
            onChange={(event) => setHeight(event.target.value)}
          />
        </Sizes>
        <ImageQueue entries={insertion.queue} />
        {working && (
          <Progress>
            {t('images.dialog.progress', { percent: insertion.progress ?? 0 })}
            <progress max={100} value={insertion.progress ?? 0} />
          </Progress>
        )}
      </Fields>
    </Dialog>
  );
}

/**
 * 'Insérer une image': pictures chosen by click or drop (several at once) are optimised in the
 * browser and uploaded one after the other, each inserted as soon as its server address is known; a typed http(s) address is inserted as it is. Every opening
 * starts blank (the content remounts), and closing it drops an optimisation under way.
 */
export function ImageDialog(props: ImageDialogProps) {
  const [wasOpen, setWasOpen] = useState(props.open);
  const [generation, setGeneration] = useState(0);
  if (props.open !== wasOpen) {
    setWasOpen(props.open);
    if (props.open) setGeneration((g) => g + 1);
  }
  return <ImageDialogContent key={generation} {...props} />;
}
