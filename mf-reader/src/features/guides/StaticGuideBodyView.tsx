import { Card, styled, useTranslation } from 'shared-ui';
import { SafeHtml } from '../content/SafeHtml';
import { DemoBuildLink } from './DemoBuildLink';
import type { GuideSection, StaticGuideBody } from './staticGuideBodies/types';

/** Apart from the card above and the way back below, like the site's other stacked cards. */
const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin-block: ${({ theme }) => theme.space.md};
`;

const Contents = styled.nav`
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: 1.1rem;
  }
`;

/** The guides are long reads: paragraphs and list items get air the short editor texts lack. */
const Body = styled(SafeHtml)`
  h2 {
    margin-top: ${({ theme }) => theme.space.lg};
    scroll-margin-top: ${({ theme }) => theme.space.lg};
  }
  p,
  ol,
  ul {
    margin: ${({ theme }) => theme.space.sm} 0;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** Headings are the guides' own text, written here: escaping keeps them text all the same. */
const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sections as one HTML text: one catalogue request for the French names of all inserts. */
export const guideHtml = (sections: readonly GuideSection[]) =>
  sections.map(({ id, title, html }) => `<h2 id="${id}">${escape(title)}</h2>${html}`).join('');

/**
 * A static guide's full text under its intro and tips: a table of contents with anchors, the
 * sections through the reader's rich-text path (inserts named, with tooltips), and links to the
 * demo builds it talks about.
 */
export function StaticGuideBodyView({ body }: { body: StaticGuideBody }) {
  const { t, i18n } = useTranslation('reader');
  const sections = i18n.language === 'en' ? body.en : body.fr;
  return (
    <Stack>
      <Card>
        <Contents aria-labelledby="guide-contents">
          <h2 id="guide-contents">{t('staticGuides.contents')}</h2>
          <ol>
            {sections.map(({ id, title }) => (
              <li key={id}>
                <a href={`#${id}`}>{title}</a>
              </li>
            ))}
          </ol>
        </Contents>
      </Card>
      <Card>
        <Body html={guideHtml(sections)} />
      </Card>
      {body.demoBuilds.length > 0 && (
        <Card>
          <section aria-labelledby="guide-demo-builds">
            <h2 id="guide-demo-builds">{t('staticGuides.demoBuilds')}</h2>
            <ul>
              {body.demoBuilds.map((build) => (
                <li key={build}>
                  <DemoBuildLink build={build} />
                </li>
              ))}
            </ul>
          </section>
        </Card>
      )}
    </Stack>
  );
}
