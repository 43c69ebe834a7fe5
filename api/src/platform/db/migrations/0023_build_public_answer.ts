import type { Migration } from '../types.js';

/**
 * A public build's reading answer as every signed-out reader gets it, kept in its row already
 * compressed (brotli), so reading a build nobody read since its last change is one indexed
 * lookup: no JSON written, nothing compressed (builds/publicAnswer.ts).
 *
 * The database itself says when the cached answer is out of date, whoever writes:
 * - any update of a build that does not set the answer drops it and moves `answer_stamp` on
 *   (an edit, a favourite counted by its trigger, a cost estimate, moderation, a rename);
 * - a gem's French name changing drops the answer of every build whose main skill it is.
 * The server stores an answer only if the row's stamp is still the one it read the build with,
 * so an answer written from a build read before a concurrent change is never kept.
 */
export const buildPublicAnswer: Migration = {
  version: 23,
  name: 'build_public_answer',
  sql: `
    alter table builds
      add column public_answer bytea,
      add column answer_stamp integer not null default 0;
    -- Kept in the row itself while it fits (the build's long texts and JSON are moved out
    -- first), so reading it is the one lookup of the row, without a visit to the TOAST table.
    alter table builds alter column public_answer set storage main;

    create function builds_answer_written() returns trigger language plpgsql as $$
    begin
      new.public_answer := null;
      new.answer_stamp := old.answer_stamp + 1;
      return new;
    end $$;
    create trigger builds_answer_written before update on builds
      for each row
      when (new.public_answer is not distinct from old.public_answer
            and new.answer_stamp = old.answer_stamp)
      execute function builds_answer_written();

    create function gems_name_written() returns trigger language plpgsql as $$
    begin
      update builds set public_answer = null, answer_stamp = answer_stamp + 1
        where public_answer is not null
          and main_skill in (
            case when tg_op = 'INSERT' then null else old.name end,
            case when tg_op = 'DELETE' then null else new.name end);
      return null;
    end $$;
    create trigger gems_name_added after insert or delete on gems
      for each row execute function gems_name_written();
    create trigger gems_name_written after update of name, name_fr on gems
      for each row
      when (old.name is distinct from new.name or old.name_fr is distinct from new.name_fr)
      execute function gems_name_written();
  `,
};
