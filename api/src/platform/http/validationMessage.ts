import type { FastifySchemaValidationError } from 'fastify';

const typeNames: Record<string, string> = {
  string: 'du texte',
  number: 'un nombre',
  integer: 'un nombre entier',
  boolean: 'un booléen',
  object: 'un objet',
  array: 'une liste',
  null: 'null',
};

const contextNames: Record<string, string> = {
  body: 'le corps de la requête',
  querystring: 'les paramètres de l’adresse',
  params: 'le chemin',
  headers: 'les en-têtes',
};

type Params = Record<string, unknown>;

function rule(keyword: string, p: Params): string {
  switch (keyword) {
    case 'type':
      return `doit être ${typeNames[String(p.type)] ?? String(p.type)}`;
    case 'minLength':
      return `doit contenir au moins ${String(p.limit)} caractère(s)`;
    case 'maxLength':
      return `doit contenir au plus ${String(p.limit)} caractère(s)`;
    case 'minimum':
    case 'exclusiveMinimum':
      return `doit être ${keyword === 'minimum' ? 'au moins' : 'supérieur à'} ${String(p.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `doit être ${keyword === 'maximum' ? 'au plus' : 'inférieur à'} ${String(p.limit)}`;
    case 'minItems':
      return `doit contenir au moins ${String(p.limit)} élément(s)`;
    case 'maxItems':
      return `doit contenir au plus ${String(p.limit)} élément(s)`;
    case 'enum':
      return `doit valoir ${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'const':
      return `doit valoir ${String(p.allowedValue)}`;
    case 'format':
    case 'pattern':
      return 'n’a pas le format attendu';
    default:
      return 'est invalide';
  }
}

type Labels = Readonly<Record<string, string>>;

/**
 * The field as a person reads it: the form's label when the route gave labels and the field is
 * one the form shows (« Titre du build »). A path inside a field (`ratings.cout`,
 * `equipment.helmet`) keeps its wire name: the form fills those itself, and the path is what
 * tells a developer which part was refused.
 */
function fieldName(path: string, labels: Labels | undefined): { name: string; labelled: boolean } {
  const label = labels?.[path];
  return label === undefined ? { name: path, labelled: false } : { name: label, labelled: true };
}

/** 'Requête invalide : le champ « x » …' for a wire name; 'Le champ « Titre » …' for a label. */
function aboutField(path: string, labels: Labels | undefined, rest: string): string {
  const { name, labelled } = fieldName(path, labels);
  return labelled
    ? `Le champ « ${name} » ${rest}`
    : `Requête invalide : le champ « ${name} » ${rest}`;
}

/**
 * A French sentence for the first schema violation. With the route's form labels (build and
 * guide writes) it names the field as the form shows it; otherwise as the client sent it.
 * @example validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'title' }, ... }], 'body')
 *   // 'Requête invalide : le champ « title » est obligatoire'
 * @example validationMessage([{ keyword: 'maxLength', instancePath: '/title', params: { limit: 150 }, ... }], 'body', { title: 'Titre du build' })
 *   // 'Le champ « Titre du build » doit contenir au plus 150 caractère(s)'
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context = 'body',
  labels?: Labels,
): string {
  const [first] = errors;
  if (!first) return 'Requête invalide';
  const params = first.params as Params;
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  // Labels name the body's fields only: a query or path parameter keeps its own name.
  const bodyLabels = context === 'body' ? labels : undefined;
  if (first.keyword === 'required') {
    const missing = [path, String(params.missingProperty)].filter(Boolean).join('.');
    return aboutField(missing, bodyLabels, 'est obligatoire');
  }
  if (first.keyword === 'additionalProperties') {
    const extra = [path, String(params.additionalProperty)].filter(Boolean).join('.');
    return `Requête invalide : le champ « ${extra} » n’est pas accepté`;
  }
  if (path) return aboutField(path, bodyLabels, rule(first.keyword, params));
  return `Requête invalide : ${contextNames[context] ?? 'la requête'} ${rule(first.keyword, params)}`;
}
