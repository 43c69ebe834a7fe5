import {
  Badge,
  Button,
  Card,
  CLASSES,
  type ClassName,
  Link,
  offeredAscendancies,
  PageHeading,
  styled,
  useClassNames,
  usePageMeta,
  useTranslation,
} from 'shared-ui';
import { CLASS_GUIDE, GEM_COLOUR, type BeginnerLevel } from '../features/guides/classGuide';
import en from '../locales/en/classes.json';
import fr from '../locales/fr/classes.json';

type ClassTexts = typeof fr;
// Typed as the French texts: an English text missing or misnamed fails the type check.
const english: ClassTexts = en;

const Page = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 700px;
  margin: 0 auto;
`;

const Tips = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Dot = styled.span<{ $colour: keyof typeof GEM_COLOUR }>`
  display: inline-block;
  width: 0.75em;
  height: 0.75em;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: 50%;
  background: ${({ theme, $colour }) => theme.gem[GEM_COLOUR[$colour]]};
`;

const Ascendancies = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const LEVEL_BADGE = { easy: 'success', medium: 'info', hard: 'warning' } as const satisfies Record<
  BeginnerLevel,
  string
>;

function ClassCard({ classe, texts }: { classe: ClassName; texts: ClassTexts }) {
  const { attributes, level } = CLASS_GUIDE[classe];
  const own = texts.class[classe];
  const ascendancies: Record<string, string> = own.ascendancy;
  const names = useClassNames();
  return (
    <Card title={names.classe(classe)}>
      <Facts>
        <Badge variant={LEVEL_BADGE[level]}>{texts.level[level]}</Badge>
        <span>
          {texts.attributes} {attributes.map((a) => texts.attribute[a]).join(', ')}
        </span>
        <span>
          {texts.gems}{' '}
          {attributes.map((a, index) => (
            <span key={a}>
              {index > 0 && ', '}
              <Dot $colour={a} aria-hidden="true" />
              {texts.gemColour[a]}
            </span>
          ))}
        </span>
      </Facts>
      <p>{own.plays}</p>
      <p>{own.beginner}</p>
      <h3>{texts.ascendancies}</h3>
      <Ascendancies>
        {offeredAscendancies(classe).map((name) => (
          <div key={name}>
            <dt>{names.ascendancy(name)}</dt>
            <dd>{ascendancies[name]}</dd>
          </div>
        ))}
      </Ascendancies>
    </Card>
  );
}

/**
 * The beginner's guide to the seven classes and the ascendancies the game offers today
 * (`/guide/classes`), named in the reader's language.
 */
export function ClassesGuidePage() {
  const { t, i18n } = useTranslation('reader');
  usePageMeta(t('classes.title'));
  const texts = i18n.language.startsWith('en') ? english : fr;
  return (
    <Page>
      <PageHeading title={t('classes.title')} />
      <Card>
        <p>{texts.intro}</p>
        <Tips>
          {texts.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </Tips>
      </Card>
      {CLASSES.map((classe) => (
        <ClassCard key={classe} classe={classe} texts={texts} />
      ))}
      <div>
        <Button as={Link} to="/guide" variant="secondary">
          {t('detail.back')}
        </Button>
      </div>
    </Page>
  );
}
