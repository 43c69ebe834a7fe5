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

/**
 * A French sentence for the first schema violation, naming the field as the client sent it.
 * @example validationMessage([{ keyword: 'required', instancePath: '', params: { missingProperty: 'title' }, ... }], 'body')
 *   // 'Requête invalide : le champ « title » est obligatoire'
 */
export function validationMessage(
  errors: FastifySchemaValidationError[],
  context = 'body',
): string {
  const [first] = errors;
  if (!first) return 'Requête invalide';
  const params = first.params as Params;
  const path = first.instancePath.split('/').filter(Boolean).join('.');
  if (first.keyword === 'required') {
    const missing = [path, String(params.missingProperty)].filter(Boolean).join('.');
    return `Requête invalide : le champ « ${missing} » est obligatoire`;
  }
  if (first.keyword === 'additionalProperties') {
    const extra = [path, String(params.additionalProperty)].filter(Boolean).join('.');
    return `Requête invalide : le champ « ${extra} » n’est pas accepté`;
  }
  const subject = path ? `le champ « ${path} »` : (contextNames[context] ?? 'la requête');
  return `Requête invalide : ${subject} ${rule(first.keyword, params)}`;
}
