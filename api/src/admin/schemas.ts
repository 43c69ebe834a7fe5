import { Type, type Static } from 'typebox';
import { ReviewStatusSchema } from '../content/review.js';
import { Nullable } from '../content/listSchemas.js';
import { JOB_KINDS } from '../jobs/index.js';
import { ROLES } from '../accounts/users/roles.js';

const RoleSchema = Type.Enum(ROLES);

export const USERS_DEFAULT_LIMIT = 10;
export const USERS_MAX_LIMIT = 50;

export const UsersQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: USERS_MAX_LIMIT, default: USERS_DEFAULT_LIMIT }),
  ),
  /** Part of the display name, any case. */
  filter: Type.Optional(Type.String({ maxLength: 100 })),
  /** One section of the page; absent lists every account. */
  role: Type.Optional(RoleSchema),
});
export type UsersParams = Static<typeof UsersQuery>;

/** A row of the admin page, with the roles this admin may give it now (the page's buttons). */
export const UserRowSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  login: Type.String(),
  role: RoleSchema,
  /** ISO 8601. */
  dateInscription: Type.String(),
  allowedRoles: Type.Array(RoleSchema),
  /** Whether this admin may delete the account (never oneself, the streamer or an admin). */
  canDelete: Type.Boolean(),
});
export type UserRow = Static<typeof UserRowSchema>;

export const UsersPageSchema = Type.Object({
  users: Type.Array(UserRowSchema),
  pagination: Type.Object({
    page: Type.Integer(),
    limit: Type.Integer(),
    total: Type.Integer(),
    /** 0 when nothing matches. */
    totalPages: Type.Integer(),
  }),
});
export type UsersPage = Static<typeof UsersPageSchema>;

export const UserIdParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export const RoleBody = Type.Object({ role: RoleSchema });
export const UserAnswer = Type.Object({ user: UserRowSchema });

export const DeletedSchema = Type.Object({
  deleted: Type.Object({
    builds: Type.Integer(),
    guides: Type.Integer(),
    /** The account's comments and replies. */
    comments: Type.Integer(),
    /** The pictures it uploaded. */
    uploads: Type.Integer(),
  }),
});
export type Deleted = Static<typeof DeletedSchema>['deleted'];

export const KIND = Type.Union([Type.Literal('build'), Type.Literal('guide')]);
export type ContentKind = Static<typeof KIND>;

/** A new item waiting to be published, or an edit of a published one waiting to replace it. */
const CHANGE = Type.Union([Type.Literal('new'), Type.Literal('edit')]);

export const ModerationItemSchema = Type.Object({
  kind: KIND,
  id: Type.Integer(),
  /** The approved title for an edit (a new title is among its changes). */
  title: Type.String(),
  author: Type.String(),
  user_id: Nullable(Type.Integer()),
  created_at: Type.String(),
  change: CHANGE,
  /** When its owner last saved the edit; null for a new item, and once an edit is approved. */
  edited_at: Nullable(Type.String()),
});
export type ModerationItem = Static<typeof ModerationItemSchema>;

/**
 * One column an edit changes, by its name in the table (`title`, `endgame`, `equipment`...):
 * its approved and new values as text, or null for both where it is structured (equipment,
 * sockets, links, trees).
 */
export const FieldChangeSchema = Type.Object({
  field: Type.String(),
  before: Nullable(Type.String()),
  after: Nullable(Type.String()),
});
export type FieldChange = Static<typeof FieldChangeSchema>;

export const QueuedItemSchema = Type.Object({
  ...ModerationItemSchema.properties,
  /** An edit's changed columns, in the form's order; none for a new item. */
  changes: Type.Array(FieldChangeSchema),
});
export type QueuedItem = Static<typeof QueuedItemSchema>;
export const ModerationListSchema = Type.Object({ items: Type.Array(QueuedItemSchema) });

/** The decided item: the queue's fields and where it stands now. */
export const DecidedSchema = Type.Object({
  item: Type.Object({
    ...ModerationItemSchema.properties,
    is_public: Type.Boolean(),
    review_status: ReviewStatusSchema,
    reviewed_at: Nullable(Type.String()),
    /** A refused edit stays for its owner to rework ('refused'); null once approved. */
    edit_status: Nullable(Type.Union([Type.Literal('pending'), Type.Literal('refused')])),
  }),
});
export type Decided = Static<typeof DecidedSchema>['item'];

/** Any text: an id that cannot exist answers the item's 404, like one that does not. */
export const ModerationParams = Type.Object({ kind: KIND, id: Type.String({ maxLength: 40 }) });

const JobStatus = Type.Union([
  Type.Literal('running'),
  Type.Literal('succeeded'),
  Type.Literal('failed'),
]);
export const JobSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  status: JobStatus,
  progress: Type.Integer(),
  logs: Type.Array(Type.String()),
  result: Nullable(
    Type.Object({
      success: Type.Boolean(),
      error: Type.Optional(Type.String()),
      logs: Type.Array(Type.String()),
    }),
  ),
  startedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
});
export type JobJson = Static<typeof JobSchema>;
export const JobAnswer = Type.Object({ job: JobSchema });
export const JobConflict = Type.Object({ error: Type.String(), job: JobSchema });
export const JobsQuery = Type.Object({
  status: Type.Optional(JobStatus),
  kind: Type.Optional(Type.Enum(JOB_KINDS)),
});
export const JobsAnswer = Type.Object({ jobs: Type.Array(JobSchema) });

const Count = Type.Integer({ minimum: 0 });

/** The admin page's panel: the server's last hour (`summarize`). */
export const MetricsSummarySchema = Type.Object({
  minutes: Type.Integer({ minimum: 0, maximum: 60 }),
  requests: Count,
  errorRate: Type.Number({ minimum: 0, maximum: 1 }),
  latencyMs: Type.Object({ p50: Nullable(Type.Number()), p95: Nullable(Type.Number()) }),
  pages: Type.Object({ rendered: Count, cached: Count, bare: Count }),
  upstreams: Type.Array(Type.Object({ host: Type.String(), calls: Count, failures: Count })),
  jobs: Type.Object({ succeeded: Count, failed: Count }),
  database: Type.Object({
    answering: Type.Boolean(),
    driver: Type.Union([Type.Literal('pglite'), Type.Literal('postgres')]),
  }),
});
