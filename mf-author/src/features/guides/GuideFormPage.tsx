import {
  Field,
  type Guide,
  GUIDE_TYPES,
  type GuidePrefill,
  type GuideType,
  styled,
  useLocation,
  useTranslation,
} from 'shared-ui';
import { useCreateGuideMutation, useGetGuideQuery, useUpdateGuideMutation } from '../../authorApi';
import { ItemForm, ItemFormPage, useEditedId } from '../common/ItemFormPage';
import { PublicField } from '../common/PublicationChoice';
import { useItemForm } from '../common/useItemForm';
import { useSaveFlow } from '../common/useSaveFlow';
import { InsertingEditor } from '../inserts/InsertingEditor';
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
} from './guideForm';

const Counter = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const adminWording = (mode: 'create' | 'edit') => {
  const { label, done } = saveWording(mode, 'admin');
  return { label: `guideForm.${label}`, done: `guideForm.${done}` } as const;
};

interface GuideFormProps {
  guide?: Guide;
  /** A new guide's starting text (e.g. a static guide an admin edits into a regular one). */
  prefill?: GuidePrefill | null;
}

function GuideForm({ guide, prefill }: GuideFormProps) {
  const { t } = useTranslation('author');
  const { form, set, isAdmin, wording } = useItemForm(
    guide,
    fromGuide,
    () => (prefill ? fromPrefill(prefill) : emptyGuideForm()),
    adminWording,
  );
  const [createGuide] = useCreateGuideMutation();
  const [updateGuide] = useUpdateGuideMutation();
  const save = useSaveFlow();

  const submit = () =>
    save.run(
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
    <ItemForm
      item={guide}
      isAdmin={isAdmin}
      maxWidth={960}
      onSubmit={submit}
      save={save}
      label={t(wording.label)}
      savingLabel={t('guideForm.saving')}
    >
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
      <PublicField
        isAdmin={isAdmin}
        value={form.is_public}
        onChange={(is_public) => set({ is_public })}
        adminLabel={t('guideForm.public')}
      />
      <InsertingEditor
        label={t('guideForm.content')}
        value={form.content}
        onChange={(content) => set({ content })}
        withImages
      />
    </ItemForm>
  );
}

/**
 * /guide/create and /guide/edit/{id}: the same form, empty (or prefilled from the location state
 * a reading screen handed over) or loaded from the guide.
 */
export default function GuideFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('author');
  const { state: locationState } = useLocation() as { state: unknown };
  const guideId = useEditedId(mode);
  const loaded = useGetGuideQuery(guideId);
  return (
    <ItemFormPage
      mode={mode}
      title={t(mode === 'edit' ? 'guideEdit.title' : 'guideCreate.title')}
      itemId={guideId}
      loaded={loaded}
      missingText={t('states.guideMissing')}
      backTo="/guide"
    >
      {(guide) =>
        guide ? (
          <GuideForm guide={guide} />
        ) : (
          <GuideForm prefill={prefillFromState(locationState)} />
        )
      }
    </ItemFormPage>
  );
}
