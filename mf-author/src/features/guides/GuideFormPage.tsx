import { useState } from 'react';
import {
  CreatorGate,
  DetailStates,
  Field,
  type Guide,
  GUIDE_TYPES,
  type GuidePrefill,
  type GuideType,
  PageHeading,
  selectCurrentUser,
  skipToken,
  styled,
  useAppSelector,
  useLocation,
  usePageMeta,
  useParams,
  useTranslation,
} from 'shared-ui';
import {
  useCreateGuideMutation,
  useGetGuideForEditQuery,
  useUpdateGuideMutation,
} from '../../authorApi';
import { Check, SaveBar } from '../common/formParts';
import {
  choiceWording,
  EditReviewNotice,
  PublicationChoice,
  wantsPublication,
} from '../common/PublicationChoice';
import { InsertingEditor } from '../inserts/InsertingEditor';
import { useSaveFlow } from '../common/useSaveFlow';
import {
  capDescription,
  DESCRIPTION_MAX,
  emptyGuideForm,
  fromGuide,
  fromPrefill,
  prefillFromState,
  remaining,
  saveWording,
  TITLE_MAX,
  type GuideFormState,
} from './guideForm';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 960px;
`;

const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface GuideFormProps {
  guide?: Guide;
  /** A new guide's starting text (e.g. a static guide an admin edits into a regular one). */
  prefill?: GuidePrefill | null;
}

function GuideForm({ guide, prefill }: GuideFormProps) {
  const { t } = useTranslation('author');
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = user?.role === 'admin';
  const [form, setForm] = useState<GuideFormState>(() => {
    // A non-admin's is_public is their request for publication, not the guide's state.
    if (guide)
      return { ...fromGuide(guide), ...(isAdmin ? {} : { is_public: wantsPublication(guide) }) };
    return prefill ? fromPrefill(prefill) : emptyGuideForm();
  });
  const [createGuide] = useCreateGuideMutation();
  const [updateGuide] = useUpdateGuideMutation();
  const { state, run, busy } = useSaveFlow();
  const mode = guide ? 'edit' : 'create';
  const adminWording = saveWording(mode, user?.role);
  const wording = isAdmin
    ? ({
        label: `guideForm.${adminWording.label}`,
        done: `guideForm.${adminWording.done}`,
      } as const)
    : choiceWording(form.is_public, guide?.is_public === true);
  const set = (fields: Partial<GuideFormState>) =>
    setForm((current) => ({ ...current, ...fields }));

  const submit = () =>
    run(
      async () => {
        // An admin's is_public publishes; anyone else's asks for publication (the server keeps
        // their guide private, waiting for an admin) or keeps it a private draft.
        const body = form;
        if (guide) {
          await updateGuide({ id: guide.id, body }).unwrap();
          return {
            confirmation: t(wording.done),
            next: `/guide/custom/${guide.id}`,
          };
        }
        await createGuide(body).unwrap();
        return { confirmation: t(wording.done), next: '/guide' };
      },
      (message) => t(guide ? 'guideForm.editError' : 'guideForm.createError', { message }),
    );

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <EditReviewNotice item={guide} isAdmin={isAdmin} />
      <Field>
        {t('guideForm.type')}
        <select
          value={form.type}
          onChange={(event) => set({ type: event.target.value as GuideType })}
        >
          {GUIDE_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`guideForm.types.${type}`)}
            </option>
          ))}
        </select>
      </Field>
      <Field>
        {t('guideForm.title')}
        <input
          value={form.title}
          maxLength={TITLE_MAX}
          onChange={(event) => set({ title: event.target.value })}
        />
      </Field>
      <Field>
        {t('guideForm.description')}
        <textarea
          rows={3}
          value={form.description}
          maxLength={DESCRIPTION_MAX}
          aria-describedby="guide-description-count"
          onChange={(event) => set({ description: capDescription(event.target.value) })}
        />
        <Counter id="guide-description-count" aria-live="polite">
          {t('guideForm.remaining', { count: remaining(form.description) })}
        </Counter>
      </Field>
      {isAdmin ? (
        <Check>
          <input
            type="checkbox"
            checked={form.is_public}
            onChange={(event) => set({ is_public: event.target.checked })}
          />
          {t('guideForm.public')}
        </Check>
      ) : (
        <PublicationChoice
          submit={form.is_public}
          onChange={(submit) => set({ is_public: submit })}
        />
      )}
      <InsertingEditor
        label={t('guideForm.content')}
        value={form.content}
        onChange={(content) => set({ content })}
        withImages
      />
      <SaveBar
        state={state}
        busy={busy}
        label={t(wording.label)}
        savingLabel={t('guideForm.saving')}
      />
    </Form>
  );
}

/**
 * /guide/create and /guide/edit/{id}: the same form, empty (or prefilled from the location state
 * a reading screen handed over) or loaded from the guide.
 */
export default function GuideFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('author');
  const { id } = useParams();
  const { state: locationState } = useLocation() as { state: unknown };
  const guideId = Number(id);
  const editing = mode === 'edit';
  usePageMeta(t(editing ? 'guideEdit.title' : 'guideCreate.title'));
  const { data, error, isLoading } = useGetGuideForEditQuery(
    editing && Number.isInteger(guideId) ? guideId : skipToken,
  );
  return (
    <>
      <PageHeading title={t(editing ? 'guideEdit.title' : 'guideCreate.title')} />
      <CreatorGate>
        {editing ? (
          <DetailStates
            isLoading={isLoading}
            error={Number.isInteger(guideId) ? error : { status: 404 }}
            missingText={t('states.guideMissing')}
            backTo="/guide"
          >
            {data && <GuideForm key={data.id} guide={data} />}
          </DetailStates>
        ) : (
          <GuideForm prefill={prefillFromState(locationState)} />
        )}
      </CreatorGate>
    </>
  );
}
