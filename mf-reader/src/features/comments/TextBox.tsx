import { useState } from 'react';
import { Button, styled } from 'shared-ui';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  textarea {
    min-height: 5rem;
    padding: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    font: inherit;
  }
  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

interface Props {
  label: string;
  placeholder: string;
  submitLabel: string;
  cancelLabel?: string;
  onSubmit: (content: string) => Promise<boolean>;
  onCancel?: () => void;
}

/** A comment or reply box: sends the trimmed text; the button stays off while it is empty. */
export function TextBox({
  label,
  placeholder,
  submitLabel,
  cancelLabel,
  onSubmit,
  onCancel,
}: Props) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const content = text.trim();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (!content) return;
        setSending(true);
        void onSubmit(content).then((sent) => {
          setSending(false);
          if (sent) setText('');
        });
      }}
    >
      <textarea
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <div>
        <Button type="submit" variant="primary" size="sm" disabled={!content || sending}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setText('');
              onCancel();
            }}
          >
            {cancelLabel}
          </Button>
        )}
      </div>
    </Form>
  );
}
