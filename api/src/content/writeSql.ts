import { SqlParams } from './listQuery.js';

/** Column values for a write; names come from the services' fixed lists, never from a request. */
export type Columns = Record<string, string | number | boolean | null>;

interface Statement {
  text: string;
  values: unknown[];
}

// JSON travels as text and is cast here, so both drivers read it the same way (PGlite would
// otherwise encode a string parameter for a jsonb column as a JSON string).
const placeholder = (params: SqlParams, name: string, value: unknown, json: ReadonlySet<string>) =>
  json.has(name) ? `${params.add(value)}::text::jsonb` : params.add(value);

/**
 * What a write returns: `*` unless given, or a select list naming the written row by its table
 * (`builds.main_skill`), its own parameters added to the statement's.
 */
type Returning = (params: SqlParams) => string;
const ALL: Returning = () => '*';

/** One `insert ... returning *`: a new item is written whole or not at all. */
export function insertStatement(
  table: string,
  columns: Columns,
  json: ReadonlySet<string>,
  returning: Returning = ALL,
): Statement {
  const params = new SqlParams();
  const names = Object.keys(columns);
  const values = names.map((name) => placeholder(params, name, columns[name], json));
  return {
    text: `insert into ${table} (${names.join(', ')}) values (${values.join(', ')})
      returning ${returning(params)}`,
    values: params.values,
  };
}

/** One `update ... returning *` of the given columns, stamping `updated_at`. */
export function updateStatement(
  table: string,
  id: number,
  columns: Columns,
  json: ReadonlySet<string>,
  returning: Returning = ALL,
): Statement {
  const params = new SqlParams();
  const sets = Object.entries(columns).map(
    ([name, value]) => `${name} = ${placeholder(params, name, value, json)}`,
  );
  sets.push('updated_at = now()');
  return {
    text: `update ${table} set ${sets.join(', ')} where id = ${params.add(id)}
      returning ${returning(params)}`,
    values: params.values,
  };
}
