import type { ReactNode } from 'react';
import { css, Link, styled, useTranslation } from 'shared-ui';
import { DemoBuildLink } from '../guides/DemoBuildLink';

const Block = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** One line each on a phone, so the block stays short; three columns from a tablet up. */
const Steps = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  counter-reset: step;
  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const stepLink = css`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  height: 100%;
  box-sizing: border-box;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.accentHover};
  }
  &::before {
    counter-increment: step;
    content: counter(step);
    flex: none;
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    color: ${({ theme }) => theme.colors.onAccent};
    font-weight: bold;
  }
  small {
    display: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${({ theme }) => theme.media.tablet} {
    small {
      display: block;
    }
  }
`;

const StepLink = styled(Link)`
  ${stepLink}
`;
const StepBuildLink = styled(DemoBuildLink)`
  ${stepLink}
`;

function Label({ title, hint }: { title: string; hint: string }): ReactNode {
  return (
    <span>
      <strong>{title}</strong>
      <small>{hint}</small>
    </span>
  );
}

/**
 * The home page's path for a newcomer: a class, a starter build, the leveling guide. Short by
 * design (one line a step on a phone) so the latest builds stay near the top.
 */
export function FirstSteps() {
  const { t } = useTranslation('reader');
  return (
    <Block aria-labelledby="first-steps">
      <h2 id="first-steps">{t('home.start.title')}</h2>
      <p>{t('home.start.intro')}</p>
      <Steps>
        <li>
          <StepLink to="/guide/classes">
            <Label title={t('home.start.class')} hint={t('home.start.classHint')} />
          </StepLink>
        </li>
        <li>
          <StepBuildLink build="cyclone">
            <Label title={t('home.start.build')} hint={t('home.start.buildHint')} />
          </StepBuildLink>
        </li>
        <li>
          <StepLink to="/guide/premier-build">
            <Label title={t('home.start.leveling')} hint={t('home.start.levelingHint')} />
          </StepLink>
        </li>
      </Steps>
    </Block>
  );
}
