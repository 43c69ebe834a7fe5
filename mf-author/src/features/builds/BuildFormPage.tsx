import { useState } from 'react';
import {
  BLOODLINE_IDS,
  type Build,
  CLASSES,
  CRITERIA,
  Field,
  offeredAscendancies,
  styled,
  useClassNames,
  useTranslation,
} from 'shared-ui';
import { useCreateBuildMutation, useGetBuildQuery, useUpdateBuildMutation } from '../../authorApi';
import { ItemForm, ItemFormPage, useEditedId } from '../common/ItemFormPage';
import { PublicField } from '../common/PublicationChoice';
import { useItemForm } from '../common/useItemForm';
import { useSaveFlow } from '../common/useSaveFlow';
import { InsertingEditor } from '../inserts/InsertingEditor';
import {
  BUILD_TABS,
  emptyBuildForm,
  fromBuild,
  toPayload,
  unratedCriteria,
  withClass,
  type BuildFormState,
  type BuildTab,
  type GearSet,
  type Phase,
} from './buildForm';
import { EquipmentEditor } from './EquipmentEditor';
import { withEquipment, withToggledLink } from './formLinks';
import { GemSocketPanel } from './GemSocketPanel';
import { LeagueFields } from './LeagueFields';
import { applyImport } from './pobImport';
import { PobImportControl } from './PobImportControl';
import { PobUpdateControl } from './pobUpdate/PobUpdateControl';
import { StarRating } from './StarRating';
import { TreeField } from './TreeField';
import { withDecodedClass, withTree } from './treeForm';

const TabList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid transparent;
  border-bottom: 0;
  border-radius: ${({ theme }) => theme.radii.sm} ${({ theme }) => theme.radii.sm} 0 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;

  &[aria-selected='true'] {
    border-color: ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Row = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;

  h2 {
    color: ${({ theme }) => theme.colors.accent};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/** The grid scrolls sideways on a phone rather than widening the page. */
const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
`;

/** The build form's editors are capped lower than the guide's (600 px). */
const PHASE_EDITOR_MAX = 600;

/** An admin's save button publishes a new build or saves an edit. */
function adminWording(mode: 'create' | 'edit') {
  if (mode === 'edit')
    return { label: 'buildForm.submitEdit', done: 'buildForm.savedEdit' } as const;
  return { label: 'buildForm.submitPublish', done: 'buildForm.savedPublish' } as const;
}

function BuildForm({ build }: { build?: Build }) {
  const { t } = useTranslation('author');
  const names = useClassNames();
  const { form, setForm, set, isAdmin, wording } = useItemForm(
    build,
    fromBuild,
    emptyBuildForm,
    adminWording,
  );
  const [tab, setTab] = useState<BuildTab>('general');
  const [createBuild] = useCreateBuildMutation();
  const [updateBuild] = useUpdateBuildMutation();
  const save = useSaveFlow();

  const setGear = (gear: GearSet) => ({
    equipment: form.equipment[gear],
    onEquipment: (next: BuildFormState['equipment'][GearSet]) =>
      setForm((current) => withEquipment(current, gear, next)),
    sockets: form.sockets[gear],
    onSockets: (next: BuildFormState['sockets'][GearSet]) =>
      setForm((current) => ({ ...current, sockets: { ...current.sockets, [gear]: next } })),
    links: form.links[gear],
    onToggleLink: (slot: string, index: number) =>
      setForm((current) => withToggledLink(current, gear, slot, index)),
  });

  const setText = (field: Phase | 'mecaniques') => (html: string) =>
    setForm((current) => ({ ...current, texts: { ...current.texts, [field]: html } }));

  const submit = () =>
    save.run(
      async () => {
        const unrated = unratedCriteria(form);
        if (unrated.length > 0) {
          throw new Error(
            t('buildForm.ratingsMissing', {
              names: unrated.map((c) => t(`buildForm.ratings.${c}`)).join(', '),
            }),
          );
        }
        const body = toPayload(form);
        const saved = build
          ? await updateBuild({ id: build.id, body }).unwrap()
          : await createBuild(body).unwrap();
        return { confirmation: t(wording.done), next: `/build/custom/${saved.id}` };
      },
      (message) => t(build ? 'buildForm.editError' : 'buildForm.createError', { message }),
    );

  const gear = (which: GearSet) => {
    const { equipment, onEquipment, sockets, onSockets, links, onToggleLink } = setGear(which);
    return (
      <>
        <Section aria-label={t('buildForm.equipmentTitle')}>
          <h2>{t('buildForm.equipmentTitle')}</h2>
          <Scroll>
            <EquipmentEditor equipment={equipment} onChange={onEquipment} />
          </Scroll>
        </Section>
        <Section aria-label={t('buildForm.socketsTitle')}>
          <h2>{t('buildForm.socketsTitle')}</h2>
          <GemSocketPanel
            sockets={sockets}
            onChange={onSockets}
            links={links}
            onToggleLink={onToggleLink}
          />
        </Section>
        <Section aria-label={t('buildForm.tree.heading')}>
          <h2>{t('buildForm.tree.heading')}</h2>
          <TreeField
            tree={form.trees[which]}
            onChange={(tree) => setForm((current) => withTree(current, which, tree))}
            onDecoded={(decoded) => setForm((current) => withDecodedClass(current, decoded))}
          />
        </Section>
      </>
    );
  };

  // A build made before 3.25 keeps its Raider; a new one is offered today's ascendancies only.
  const ascendancies = offeredAscendancies(form.classe, build?.ascendancy ?? '');

  return (
    <ItemForm
      item={build}
      isAdmin={isAdmin}
      maxWidth={1040}
      onSubmit={submit}
      save={save}
      label={t(wording.label)}
      savingLabel={t('buildForm.saving')}
    >
      <TabList role="tablist" aria-label={t('buildForm.tabs.label')}>
        {BUILD_TABS.map((name) => (
          <Tab
            key={name}
            type="button"
            role="tab"
            id={`build-tab-${name}`}
            aria-selected={tab === name}
            aria-controls="build-tab-panel"
            onClick={() => setTab(name)}
          >
            {t(`buildForm.tabs.${name}`)}
          </Tab>
        ))}
      </TabList>
      <Panel role="tabpanel" id="build-tab-panel" aria-labelledby={`build-tab-${tab}`}>
        {tab === 'general' && (
          <>
            {/* An existing build follows a new code through a review; a new one fills its form. */}
            {build ? (
              <PobUpdateControl buildId={build.id} />
            ) : (
              <PobImportControl
                onImport={(pob, choices) =>
                  setForm((current) => applyImport(current, pob, choices))
                }
              />
            )}
            <Row>
              <Field>
                {t('buildForm.classe')}
                <select
                  value={form.classe}
                  onChange={(event) => setForm((current) => withClass(current, event.target.value))}
                >
                  <option value="">{t('buildForm.chooseClass')}</option>
                  {CLASSES.map((classe) => (
                    <option key={classe} value={classe}>
                      {names.classe(classe)}
                    </option>
                  ))}
                </select>
              </Field>
              {form.classe !== '' && (
                <Field>
                  {t('buildForm.ascendancy')}
                  <select
                    value={form.ascendancy}
                    onChange={(event) => set({ ascendancy: event.target.value })}
                  >
                    <option value="">{t('buildForm.chooseAscendancy')}</option>
                    {ascendancies.map((ascendancy) => (
                      <option key={ascendancy} value={ascendancy}>
                        {names.ascendancy(ascendancy)}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
              {form.classe !== '' && (
                <Field>
                  {t('buildForm.bloodline')}
                  <select
                    value={form.bloodline}
                    onChange={(event) => set({ bloodline: event.target.value })}
                  >
                    <option value="">{t('buildForm.noBloodline')}</option>
                    {BLOODLINE_IDS.map((id) => (
                      <option key={id} value={id}>
                        {names.bloodline(id)}
                      </option>
                    ))}
                  </select>
                </Field>
              )}
            </Row>
            <LeagueFields
              league={form.league}
              gameVersion={form.game_version}
              isNew={!build}
              onChange={set}
            />
            <Field>
              {t('buildForm.title')}
              <input
                value={form.title}
                maxLength={150}
                onChange={(event) => set({ title: event.target.value })}
              />
            </Field>
            <Field>
              {t('buildForm.introduction')}
              <textarea
                rows={8}
                value={form.introduction}
                onChange={(event) => set({ introduction: event.target.value })}
              />
            </Field>
            <PublicField
              isAdmin={isAdmin}
              value={form.is_public}
              onChange={(is_public) => set({ is_public })}
              adminLabel={t('buildForm.public')}
            />
            <Section aria-label={t('buildForm.ratingsTitle')}>
              <h2>{t('buildForm.ratingsTitle')}</h2>
              {CRITERIA.map((criterion) => (
                <StarRating
                  key={criterion}
                  label={t(`buildForm.ratings.${criterion}`)}
                  criterion={criterion}
                  value={form.ratings[criterion]}
                  onChange={(value) => set({ ratings: { ...form.ratings, [criterion]: value } })}
                />
              ))}
            </Section>
            {gear('main')}
            <Section aria-label={t('buildForm.links')}>
              <h2>{t('buildForm.links')}</h2>
              {(['atlas_tree_url', 'pobb_in_url', 'video_url'] as const).map((field) => (
                <Field key={field}>
                  {t(`buildForm.${field}`)}
                  <input
                    type="url"
                    inputMode="url"
                    placeholder="https://"
                    value={form[field]}
                    onChange={(event) => set({ [field]: event.target.value })}
                  />
                </Field>
              ))}
            </Section>
          </>
        )}
        {tab !== 'general' && (
          <>
            <InsertingEditor
              key={tab}
              label={t('buildForm.phaseText', { phase: t(`buildForm.tabs.${tab}`) })}
              value={form.texts[tab]}
              onChange={setText(tab)}
              maxHeight={PHASE_EDITOR_MAX}
            />
            {tab !== 'mecaniques' && gear(tab)}
          </>
        )}
      </Panel>
    </ItemForm>
  );
}

/** /build/create and /build/edit/{id}: six tabs, saved to /build/custom/{id}. */
export default function BuildFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation('author');
  const buildId = useEditedId(mode);
  const loaded = useGetBuildQuery(buildId);
  return (
    <ItemFormPage
      mode={mode}
      title={t(mode === 'edit' ? 'buildEdit.title' : 'buildCreate.title')}
      itemId={buildId}
      loaded={loaded}
      missingText={t('states.buildMissing')}
      backTo="/build"
    >
      {(build) => <BuildForm build={build} />}
    </ItemFormPage>
  );
}
