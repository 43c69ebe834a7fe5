import { gemColour, styled, useTranslation } from 'shared-ui';
import { WikiLink } from '../wiki/WikiLink';
import type { WheelGem } from './homeApi';

const Result = styled.div<{ $colour: string }>`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  img {
    width: 40px;
    height: 40px;
    object-fit: contain;
  }
  strong {
    color: ${({ $colour }) => $colour};
  }
  a {
    margin: 0;
  }
`;

/** The chosen gem: its icon, its name in its colour, and its wiki page. */
export function WheelResult({ gem }: { gem: WheelGem }) {
  const { t } = useTranslation('reader');
  return (
    <Result $colour={gemColour(gem.colour)} data-testid="wheel-result">
      <img src={gem.icon} alt="" />
      <span>
        {t('home.resultLabel')} <strong>{gem.displayName}</strong>
      </span>
      <WikiLink name={gem.name} />
    </Result>
  );
}
