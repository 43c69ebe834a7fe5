import { useId } from 'react';
import { type Criterion, styled, useRatingMeaning, useTranslation } from 'shared-ui';

export interface StarRatingProps {
  label: string;
  value: number;
  onChange(value: number): void;
  /** The criterion rated: what its 1 and 5 mean ('1 = presque gratuit · 5 = très cher') is shown under the stars. */
  criterion?: Criterion;
}

const Group = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    float: left;
    min-width: 96px;
    margin-right: ${({ theme }) => theme.space.sm};
  }

  small {
    flex-basis: 100%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Star = styled.label<{ $on: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 36px;
  height: 44px;
  color: ${({ theme, $on }) => ($on ? theme.colors.warning : theme.colors.border)};
  font-size: 1.5rem;
  cursor: pointer;

  input {
    position: absolute;
    opacity: 0;
    pointer-events: none;
  }

  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Said beside a rating not chosen yet, so a new build never claims a figure by default. */
const Unset = styled.span`
  order: 1;
  color: ${({ theme }) => theme.colors.error};
  font-weight: 600;
`;

/** Five stars as a radio group (1 to 5): arrow keys move the rating, as for any radio group. */
export function StarRating({ label, value, onChange, criterion }: StarRatingProps) {
  const { t } = useTranslation('author');
  const meaning = useRatingMeaning();
  const hint = criterion && meaning(criterion);
  const hintId = `${useId()}-hint`;
  return (
    <Group aria-describedby={hint ? hintId : undefined}>
      <legend>{label}</legend>
      {value < 1 && <Unset>{t('buildForm.ratingUnset')}</Unset>}
      {[1, 2, 3, 4, 5].map((stars) => (
        <Star key={stars} $on={stars <= value} title={t('buildForm.stars', { count: stars })}>
          <input
            type="radio"
            name={label}
            value={stars}
            checked={value === stars}
            aria-label={`${label} : ${t('buildForm.stars', { count: stars })}`}
            onChange={() => onChange(stars)}
          />
          ★
        </Star>
      ))}
      {hint && <small id={hintId}>{hint}</small>}
    </Group>
  );
}
