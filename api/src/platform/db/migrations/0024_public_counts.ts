import type { Migration } from '../types.js';

/**
 * One statement-level trigger moving `table`'s count by `moved` (an expression over the
 * statement's transition tables), writing the count's row only when the number moves.
 */
function countTrigger(
  table: string,
  name: string,
  event: string,
  referencing: string,
  moved: string,
): string {
  return `
    create function ${table}_public_${name}() returns trigger language plpgsql as $$
    declare moved integer := ${moved};
    begin
      if moved <> 0 then
        update public_counts set total = total + moved where kind = '${table}';
      end if;
      return null;
    end $$;
    create trigger ${table}_public_${name} after ${event} on ${table}
      referencing ${referencing} for each statement
      execute function ${table}_public_${name}();`;
}

/** The count of one table of content, and the triggers that keep it. */
function countedTable(table: 'builds' | 'guides'): string {
  const publicIn = (rows: string) => `(select count(*) from ${rows} where is_public)`;
  return `
    insert into public_counts (kind, total)
      select '${table}', count(*) from ${table} where is_public;
    ${countTrigger(table, 'added', 'insert', 'new table as added', publicIn('added'))}
    ${countTrigger(table, 'removed', 'delete', 'old table as removed', `-${publicIn('removed')}`)}
    ${countTrigger(
      table,
      'changed',
      'update',
      'old table as before new table as after',
      `${publicIn('after')} - ${publicIn('before')}`,
    )}

    create function ${table}_public_emptied() returns trigger language plpgsql as $$
    begin
      update public_counts set total = 0 where kind = '${table}';
      return null;
    end $$;
    create trigger ${table}_public_emptied after truncate on ${table}
      for each statement execute function ${table}_public_emptied();`;
}

/**
 * The number of public builds and of public guides, kept by the database as rows are written:
 * the list every visitor opens first shows it, and counting it afresh after each write read the
 * whole table (about 10 ms for 10,000 builds once updates had left their old row versions, the
 * largest part of PostgreSQL's time under a mixed load). Statement-level triggers with the
 * statement's rows: a seed or an import of thousands of rows moves the count once. Whoever
 * writes (routes, jobs, a cascade from a deleted account, a statement by hand), the count
 * follows in the same transaction. The count's row is written only when the number moves:
 * its lock, held to the commit, would otherwise queue every write of a build (a favourite, a
 * cached answer) behind the others.
 */
export const publicCounts: Migration = {
  version: 24,
  name: 'public_counts',
  sql: `
    create table public_counts (
      kind text primary key check (kind in ('builds', 'guides')),
      total integer not null check (total >= 0)
    );
    ${countedTable('builds')}
    ${countedTable('guides')}
  `,
};
