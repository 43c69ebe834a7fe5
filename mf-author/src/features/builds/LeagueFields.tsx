import { useEffect, useEffectEvent, useId, useRef } from 'react';
import { Field, styled, useGetSiteQuery, useTranslation } from 'shared-ui';

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

interface Props {
  league: string;
  gameVersion: string;
  /** A new build starts on the current league and version once the server has said them. */
  isNew: boolean;
  onChange: (fields: { league?: string; game_version?: string }) => void;
}

/**
 * The Général tab's league and game version. The leagues builds already name are offered; any
 * other can be typed (the server checks the length and characters, and the version's form).
 */
export function LeagueFields({ league, gameVersion, isNew, onChange }: Props) {
  const { t } = useTranslation('author');
  const listId = useId();
  const game = useGetSiteQuery().data?.game;
  // Filled once: an author who empties the fields afterwards means it.
  const filled = useRef(!isNew || league !== '' || gameVersion !== '');
  // Runs when the site's answer arrives, with the form's latest onChange.
  const fillFromSite = useEffectEvent((current: { league: string; gameVersion: string }) =>
    onChange({ league: current.league, game_version: current.gameVersion }),
  );
  useEffect(() => {
    if (filled.current || !game) return;
    filled.current = true;
    fillFromSite(game);
  }, [game]);
  return (
    <Row>
      <Field>
        {t('buildForm.league')}
        <input
          value={league}
          maxLength={40}
          list={listId}
          onChange={(event) => {
            filled.current = true;
            onChange({ league: event.target.value });
          }}
        />
        <datalist id={listId}>
          {(game?.leagues ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </Field>
      <Field>
        {t('buildForm.gameVersion')}
        <input
          value={gameVersion}
          maxLength={8}
          inputMode="decimal"
          pattern="[0-9]{1,2}\.[0-9]{1,2}(\.[0-9]{1,2})?"
          title={t('buildForm.gameVersionHint')}
          placeholder={game?.gameVersion}
          onChange={(event) => {
            filled.current = true;
            onChange({ game_version: event.target.value });
          }}
        />
      </Field>
    </Row>
  );
}
