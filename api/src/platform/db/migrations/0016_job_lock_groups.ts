import type { Migration } from '../types.js';

/**
 * One running job per lock group instead of per kind: kinds that write the same data (the Gems
 * run and the gem data job, the Objets sequence and the unique pictures job) must not run
 * together. The group is chosen by the code (`jobLockGroup`); rows written before this, or by a
 * process that does not know groups yet, count as their own kind's group.
 */
export const jobLockGroups: Migration = {
  version: 16,
  name: 'job_lock_groups',
  sql: `
    alter table jobs add column lock_group text check (length(lock_group) between 1 and 100);
    drop index jobs_one_running_per_kind;
    create unique index jobs_one_running_per_group on jobs ((coalesce(lock_group, kind)))
      where status = 'running';
  `,
};
