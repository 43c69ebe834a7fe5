/** The French labels of the guide form, by its body's field names (see builds/fieldLabels.ts). */
export const GUIDE_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Titre',
  description: 'Description',
  content: 'Contenu du guide',
  type: 'Type',
  is_public: 'Public',
};
