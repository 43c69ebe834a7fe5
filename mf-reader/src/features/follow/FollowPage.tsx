import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import {
  Button,
  DetailStates,
  Link,
  skipToken,
  styled,
  useCurrentUser,
  usePageMeta,
  useParams,
} from 'shared-ui';
import { useGetBuildQuery } from '../../contentHooks';
import { useFollowTranslation } from './useFollowTranslation';
import { SafeHtml } from '../content/SafeHtml';
import {
  useGetBuildStepsQuery,
  useGetProgressQuery,
  useSaveProgressMutation,
  type FollowPhase,
  type Step,
} from './followApi';
import {
  hasUnsent,
  localProgressText,
  markUnsent,
  mergeProgress,
  parseProgress,
  readLocalProgress,
  subscribeLocalProgress,
  toggleKey,
  writeLocalProgress,
} from './localProgress';
import { StepBody } from './StepBody';
import { StepsEditLink, StepsEditScreen, useStepsEditMode } from './StepsEditEntry';

/** How long ticks wait before they are sent together to the account. */
const SAVE_DELAY_MS = 600;
/** How long after a send the network failed it is tried again, while the browser is online. */
const RETRY_MS = 5000;

/** A request that never reached the server (RTK Query's FETCH_ERROR), not a refusal. */
const isNetworkError = (error: unknown) =>
  (error as { status?: unknown } | null)?.status === 'FETCH_ERROR';

const Page = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  /* Room for the sticky button, so it never hides the last step. */
  padding-bottom: 88px;
  & > a {
    justify-self: start;
  }
`;

const Phase = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: ${({ theme }) => theme.space.md} 0 0;
  }
  h3 {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StepCard = styled.li<{ $next: boolean; $done: boolean }>`
  display: grid;
  grid-template-columns: 44px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $next }) => ($next ? theme.colors.accent : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $done }) => ($done ? theme.colors.background : theme.colors.surface)};
  opacity: ${({ $done }) => ($done ? 0.7 : 1)};
  scroll-margin-top: ${({ theme }) => theme.space.xxl};
  scroll-margin-bottom: 96px;
  label {
    display: grid;
    place-items: center;
    width: 44px;
    height: 44px;
    cursor: pointer;
  }
  input {
    width: 24px;
    height: 24px;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Bar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 2;
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  margin: 0 -${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  button {
    min-height: 48px;
    flex: 1 1 auto;
    max-width: 320px;
  }
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface Group {
  act: number | null;
  steps: Step[];
}

/** Consecutive steps of the same act, so each act gets its heading. */
function byAct(steps: readonly Step[]): Group[] {
  const groups: Group[] = [];
  for (const step of steps) {
    const last = groups[groups.length - 1];
    if (last && last.act === step.act) last.steps.push(step);
    else groups.push({ act: step.act, steps: [step] });
  }
  return groups;
}

/** The levels of a group: 'niv. 4–12', or nothing when none is known. */
function levelRange(steps: readonly Step[]): [number, number] | null {
  const levels = steps.map((s) => s.level).filter((l): l is number => l !== null);
  return levels.length ? [Math.min(...levels), Math.max(...levels)] : null;
}

/**
 * The reader's ticks of a build: this browser's at once, and for a signed-in reader the
 * account's merged in (their union, saved back to both), each change kept in the browser and
 * sent to the account shortly after. A change the account has not received (the network cut
 * between two maps) is sent when the network comes back, or on the next visit, and wins over
 * the account's older ticks.
 */
function useTicks(buildId: number) {
  const user = useCurrentUser();
  // The server's page has no ticks: the browser's are read once it has taken the page over.
  const stored = useSyncExternalStore(
    subscribeLocalProgress,
    () => localProgressText(buildId),
    () => '',
  );
  const ticked = useMemo(() => parseProgress(stored), [stored]);
  const { data: account } = useGetProgressQuery(user ? buildId : skipToken);
  const [save] = useSaveProgressMutation();
  const pending = useRef<string[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const retry = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Counts the network's returns and the retries due, each a reason to send again. */
  const [sendAttempt, setSendAttempt] = useState(0);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const keys = pending.current;
    pending.current = null;
    if (!keys || !user) return;
    save({ id: buildId, ticked: keys })
      .unwrap()
      // Sent: unless another change is already waiting, the account has them all.
      .then(() => markUnsent(buildId, pending.current !== null))
      .catch((error: unknown) => {
        markUnsent(buildId, true);
        // The network just back often fails a first request: tried again a little later.
        if (isNetworkError(error) && navigator.onLine) {
          clearTimeout(retry.current);
          retry.current = setTimeout(() => setSendAttempt((n) => n + 1), RETRY_MS);
        }
      });
  }, [buildId, save, user]);
  useEffect(() => () => clearTimeout(retry.current), []);

  // The network back, or a retry due: what the account has not received goes, as it is.
  useEffect(() => {
    if (sendAttempt === 0 || !hasUnsent(buildId)) return;
    pending.current = readLocalProgress(buildId);
    flush();
  }, [sendAttempt, buildId, flush]);

  // The account's ticks and this browser's together, kept on both sides; ticks the account has
  // not received are this reader's latest and are sent as they are.
  useEffect(() => {
    if (!account) return;
    const local = readLocalProgress(buildId);
    if (hasUnsent(buildId)) {
      pending.current = local;
      flush();
      return;
    }
    const merged = mergeProgress(account.ticked, local);
    writeLocalProgress(buildId, merged);
    if (merged.length !== account.ticked.length) {
      pending.current = merged;
      flush();
    }
  }, [account, buildId, flush]);

  useEffect(() => {
    if (!user) return;
    const send = () => setSendAttempt((n) => n + 1);
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [user]);

  // Leaving the page sends what is still waiting.
  useEffect(() => flush, [flush]);

  const change = useCallback(
    (next: string[]) => {
      writeLocalProgress(buildId, next);
      if (!user) return;
      // Noted before it is sent: a page closed meanwhile sends it on the next visit.
      markUnsent(buildId, true);
      pending.current = next;
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, SAVE_DELAY_MS);
    },
    [buildId, flush, user],
  );
  return { ticked, change };
}

/** « Suivre ce build »: the build as steps to tick, made for a phone held in one hand. */
export function FollowPage() {
  const { t } = useFollowTranslation();
  const id = Number(useParams().id);
  const { data: build } = useGetBuildQuery(id);
  const { data: steps, error, isLoading } = useGetBuildStepsQuery(id);
  usePageMeta(build ? t('follow.pageTitle', { title: build.title }) : t('follow.title'));
  const { ticked, change } = useTicks(id);
  const done = useMemo(() => new Set(ticked), [ticked]);

  const all = useMemo(() => steps?.phases.flatMap((p) => p.steps) ?? [], [steps]);
  const next = all.find((s) => !done.has(s.key)) ?? null;
  const doneCount = all.filter((s) => done.has(s.key)).length;

  const stepId = (key: string) => `etape-${encodeURIComponent(key).replace(/%/g, '_')}`;
  const show = (key: string | undefined) => {
    if (!key) return;
    document.getElementById(stepId(key))?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  };
  const tickNext = () => {
    if (!next) return;
    const after = all.find((s) => s.key !== next.key && !done.has(s.key));
    change(toggleKey(ticked, next.key));
    show(after?.key);
  };

  const phaseSection = (phase: FollowPhase) => (
    <Phase key={phase.phase} aria-labelledby={`phase-${phase.phase}`}>
      <h2 id={`phase-${phase.phase}`}>{t(`follow.phases.${phase.phase}`)}</h2>
      {phase.text.trim() !== '' && (
        <details open={phase.steps.length === 0}>
          <summary>{t('follow.authorText')}</summary>
          <SafeHtml html={phase.text} />
        </details>
      )}
      {byAct(phase.steps).map((group, g) => {
        const range = levelRange(group.steps);
        return (
          <div key={`${group.act ?? 'x'}-${g}`}>
            <h3>
              {group.act !== null
                ? t('follow.act', { act: group.act })
                : group.steps.every((s) => s.kind === 'items')
                  ? t('follow.gear')
                  : group.steps.every((s) => s.kind === 'passives')
                    ? t('follow.tree')
                    : t('follow.noAct')}
              {range &&
                ` · ${range[0] === range[1] ? t('follow.level', { level: range[0] }) : t('follow.levels', { from: range[0], to: range[1] })}`}
            </h3>
            <Steps>
              {group.steps.map((step) => {
                const isDone = done.has(step.key);
                const isNext = step.key === next?.key;
                const inputId = `${stepId(step.key)}-case`;
                return (
                  <StepCard
                    key={step.key}
                    id={stepId(step.key)}
                    $next={isNext}
                    $done={isDone}
                    aria-current={isNext ? 'step' : undefined}
                    data-step={step.key}
                  >
                    <label htmlFor={inputId}>
                      <input
                        id={inputId}
                        type="checkbox"
                        checked={isDone}
                        onChange={() => change(toggleKey(ticked, step.key))}
                        aria-describedby={`${stepId(step.key)}-texte`}
                      />
                    </label>
                    <div id={`${stepId(step.key)}-texte`}>
                      <StepBody step={step} />
                    </div>
                  </StepCard>
                );
              })}
            </Steps>
          </div>
        );
      })}
    </Phase>
  );

  // The author's « Modifier les étapes » mode, in its own chunk.
  const { mayEdit, editing } = useStepsEditMode(build);
  if (editing && build) return <StepsEditScreen build={build} />;

  return (
    <DetailStates
      isLoading={isLoading}
      error={error}
      missingText={t('detail.buildMissing')}
      backTo="/build"
    >
      {steps && (
        <Page>
          <Link to={`/build/custom/${id}`}>{t('follow.back')}</Link>
          <h1>{build ? t('follow.pageTitle', { title: build.title }) : t('follow.title')}</h1>
          <p>{t('follow.intro')}</p>
          {mayEdit && <StepsEditLink />}
          {all.length === 0 && <p>{t('follow.empty')}</p>}
          {steps.phases.map(phaseSection)}
          <Bar>
            <Count role="status">{t('follow.count', { done: doneCount, total: all.length })}</Count>
            <Button type="button" onClick={tickNext} disabled={!next}>
              {next ? t('follow.next') : t('follow.allDone')}
            </Button>
          </Bar>
        </Page>
      )}
    </DetailStates>
  );
}
