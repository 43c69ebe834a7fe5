import { useState } from 'react';
import { Alert, Button, errorMessage, Field, Link, Loading, styled, usePageMeta } from 'shared-ui';
import { useFollowTranslation } from './useFollowTranslation';
import { useGetStepEditsQuery, useSaveStepEditsMutation, type StepEdits } from './followApi';
import { StepBody, useStepSummary } from './StepBody';
import { initialForm, move, toBody, type StepsForm } from './stepsEditForm';
import { MAX_NOTE_CHARS } from './stepNoteLimit';

const Page = styled.article`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  padding-bottom: 96px;
  & > a {
    justify-self: start;
  }
  h2 {
    margin: ${({ theme }) => theme.space.md} 0 0;
  }
`;

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li<{ $hidden: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 1px ${({ $hidden }) => ($hidden ? 'dashed' : 'solid')}
    ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.colors.background : theme.colors.surface)};
  textarea {
    min-height: 88px;
  }
`;

const Tools = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  button {
    min-height: 44px;
    min-width: 44px;
  }
`;

const HideToggle = styled.label`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.sm};
  cursor: pointer;
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
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 -${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  button {
    min-height: 48px;
    justify-self: end;
    min-width: 200px;
  }
`;

/**
 * « Modifier les étapes »: the build's author (or an admin) writes advice for a step, hides a
 * step and changes the order within a phase, then saves the whole set. Its own chunk: only the
 * follow page opens it, for someone who may edit the build.
 */
export function StepsEditor({ buildId, title }: { buildId: number; title: string }) {
  const { t } = useFollowTranslation();
  usePageMeta(t('follow.edit.title', { title }));
  const { data, error, isLoading } = useGetStepEditsQuery(buildId);
  if (isLoading) return <Loading />;
  if (error || !data) return <Alert variant="error">{errorMessage(error)}</Alert>;
  return <EditForm key={buildId} buildId={buildId} title={title} edits={data} />;
}

function EditForm({ buildId, title, edits }: { buildId: number; title: string; edits: StepEdits }) {
  const { t } = useFollowTranslation();
  const summary = useStepSummary();
  const [form, setForm] = useState<StepsForm>(() => initialForm(edits));
  const [save, { isLoading: saving }] = useSaveStepEditsMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);

  const changed = (next: StepsForm) => {
    setForm(next);
    setOutcome(null);
  };
  const submit = () => {
    save({ id: buildId, body: toBody(form, edits.generated) })
      .unwrap()
      .then(() => setOutcome({ ok: true, text: t('follow.edit.saved') }))
      .catch((err: unknown) =>
        setOutcome({ ok: false, text: t('follow.edit.failed', { message: errorMessage(err) }) }),
      );
  };
  const back = `/build/${buildId}/suivre`;

  return (
    <Page>
      <Link to={back}>{t('follow.edit.back')}</Link>
      <h1>{t('follow.edit.title', { title })}</h1>
      <p>{t('follow.edit.intro')}</p>
      {form.phases.length === 0 && <p>{t('follow.edit.empty')}</p>}
      {form.phases.map((phase) => (
        <section key={phase.phase} aria-labelledby={`modifier-${phase.phase}`}>
          <h2 id={`modifier-${phase.phase}`}>{t(`follow.phases.${phase.phase}`)}</h2>
          <Steps>
            {phase.steps.map((step, at) => {
              const name = summary(step);
              const hidden = form.hidden[step.key] === true;
              return (
                <Card key={step.key} $hidden={hidden} data-edit-step={step.key}>
                  <StepBody step={{ ...step, note: null }} />
                  <Field>
                    {t('follow.edit.note')}
                    <textarea
                      value={form.notes[step.key] ?? ''}
                      maxLength={MAX_NOTE_CHARS}
                      onChange={(e) =>
                        changed({ ...form, notes: { ...form.notes, [step.key]: e.target.value } })
                      }
                    />
                  </Field>
                  <Tools>
                    <HideToggle>
                      <input
                        type="checkbox"
                        checked={hidden}
                        aria-label={t('follow.edit.hideStep', { step: name })}
                        onChange={(e) =>
                          changed({
                            ...form,
                            hidden: { ...form.hidden, [step.key]: e.target.checked },
                          })
                        }
                      />
                      {hidden ? t('follow.edit.hidden') : t('follow.edit.hide')}
                    </HideToggle>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={at === 0}
                      aria-label={t('follow.edit.upStep', { step: name })}
                      onClick={() => changed(move(form, step.key, -1))}
                    >
                      {t('follow.edit.up')}
                    </Button>
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      disabled={at === phase.steps.length - 1}
                      aria-label={t('follow.edit.downStep', { step: name })}
                      onClick={() => changed(move(form, step.key, 1))}
                    >
                      {t('follow.edit.down')}
                    </Button>
                  </Tools>
                </Card>
              );
            })}
          </Steps>
        </section>
      ))}
      <Bar>
        {outcome && (
          // The banner is its own live region (status for a success, alert for an error).
          <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>
        )}
        <Button type="button" onClick={submit} disabled={saving}>
          {saving ? t('follow.edit.saving') : t('follow.edit.save')}
        </Button>
      </Bar>
    </Page>
  );
}
