/**
 * The database as Kysely sees it. Timestamps are ISO strings, dates YYYY-MM-DD strings, JSON
 * columns text, flags 0/1 (database.ts explains why).
 */
import type { ColumnType, Generated } from 'kysely';

export type OutboxTable = {
  id: string;
  kind: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of { label, url }: the links a person must click (confirmation, reset). */
  links: Generated<string>;
  status: Generated<'queued' | 'sent' | 'failed'>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string>;
  last_error: string | null;
  created_at: Generated<string>;
  sent_at: string | null;
};

export type ApplicationsTable = {
  id: string;
  player_name: string;
  player_age: number;
  parent_name: string;
  email: string;
  phone: string;
  experience: string;
  commitment: string;
  message: string;
  /** The admins' inbox (migration 0018): new, contacted, invited or declined. */
  status: Generated<string>;
  notes: Generated<string>;
  invited_at: string | null;
  updated_at: string | null;
  created_at: Generated<string>;
};

/** Admissions (migration 0058): one e-mail address may buy a first membership; the link's code is stored as its SHA-256. */
export type InvitationsTable = {
  id: string;
  email: string;
  code_hash: string;
  issued_by: string | null;
  issued_via: 'application' | 'admin' | 'operator';
  application_id: string | null;
  trial_session_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: string | null;
  revoked_at: string | null;
};

/** Managed by better-auth (auth/auth.ts); our code reads it and sets `role` only. */
export type UsersTable = {
  id: string;
  name: string;
  email: string;
  /** A native boolean on PostgreSQL, 0/1 on SQLite: better-auth's own convention. */
  email_verified: number | boolean;
  image: string | null;
  role: Generated<string>;
  /** The family's language, 'en' or 'es' (migration 0074); read through `toLocale`. */
  locale: Generated<string>;
  created_at: string;
  updated_at: string;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  token: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  created_at: string;
  updated_at: string;
};

export type AccountsTable = {
  id: string;
  user_id: string;
  account_id: string;
  provider_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: string | null;
  refresh_token_expires_at: string | null;
  scope: string | null;
  password: string | null;
  created_at: string;
  updated_at: string;
};

export type VerificationsTable = {
  id: string;
  identifier: string;
  value: string;
  expires_at: string;
  created_at: string;
  updated_at: string;
};

export type RateLimitsTable = { id: string; key: string; count: number; last_request: number };

export type ThrottlesTable = { key: string; count: number; window_start: number };

/**
 * A trial session booked from an application (migration 0064, decision 084): the guest's public name,
 * booked or cancelled (by an admin, or with its session), and the coach's mark, kept apart from
 * `session_attendance`.
 */
export type SessionTrialsTable = {
  id: string;
  application_id: string;
  session_id: string;
  guest_name: string;
  status: 'booked' | 'cancelled';
  booked_by: string | null;
  created_at: string;
  cancelled_at: string | null;
  cancelled_by: string | null;
  cancel_cause: 'admin' | 'session' | null;
  attendance: 'present' | 'late' | 'absent' | 'excused' | null;
  marked_by: string | null;
  marked_at: string | null;
};

/** Scheduled runs claimed by an instance (migration 0063): one per job and minute. */
export type JobRunsTable = { job: string; slot: string; claimed_at: string };

/** Writes sent with an id made by the app (migration 0070): the first answer, replayed to a repeat. */
export type ClientRequestsTable = {
  id: string;
  user_id: string;
  fingerprint: string;
  state: 'pending' | 'done';
  status: number | null;
  answer: string | null;
  claimed_at: string;
};

/** The admins' audit log (migration 0015): one row per admin action. */
export type AuditLogTable = {
  id: string;
  actor_id: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  /** JSON: what changed, for the record. */
  details: Generated<string>;
  created_at: Generated<string>;
  /** The account the entry is about (migration 0061): its deletion rewrites the entry without its name or e-mail. */
  subject_user_id: string | null;
  /** The action before its dot ("role" of "role.granted"), for the log's filter by kind. */
  action_group: string | null;
};

/** Devices a family has signed in from (migration 0010): the sha256 of the device cookie, never the cookie. */
export type KnownDevicesTable = {
  user_id: string;
  device_hash: string;
  created_at: Generated<string>;
  last_used_at: string;
};

export type ProfilesTable = {
  id: string;
  user_id: string;
  display_name: string | null;
  phone: string | null;
  address: string | null;
  birth_date: string | null;
  bio: string | null;
  avatar_url: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

export type AthletesTable = {
  id: string;
  parent_id: string;
  name: string;
  date_of_birth: string;
  birth_year: number;
  age_group: string | null;
  skill_level: string | null;
  preferred_position: string | null;
  emergency_contact: string | null;
  medical_notes: string | null;
  /** 1: other families' rankings leave this athlete out (migration 0025). */
  hide_from_rankings: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

/** One row (id 1) once the academy has ever had an admin; it names no one (migration 0009). */
export type AdminBootstrapTable = { id: number; created_at: Generated<string> };

/** The one live first-admin setup code, as a SHA-256 hash. */
export type AdminSetupCodesTable = { id: number; code_hash: string; expires_at: string; created_at: Generated<string> };

export type TrainingCategoriesTable = {
  id: string;
  title: string;
  description: string;
  /** JSON string[] */
  skills: string;
  sort_order: number;
};

export type LessonsTable = {
  id: string;
  category_id: string;
  title: string;
  description: string;
  type: string;
  difficulty: string;
  duration_minutes: number;
  content_url: string | null;
  /** JSON LessonStep[] */
  steps: string;
  /** JSON string[] */
  instructions: string;
  /** JSON string[] */
  tips: string;
  /** JSON string[] */
  equipment: string;
  space: string;
  /** JSON Measurement | null */
  measurement: string | null;
  /** Seconds of training before a completion; null is half the duration (migration 0011). */
  minimum_seconds: number | null;
  sort_order: number;
  /** Families see published lessons only; file lessons are published, a coach's new one is a draft (migration 0030). */
  is_published: Generated<number>;
  /** 'file' (content/training) or 'app' (written by a coach). */
  source: Generated<string>;
  /** Set when staff edit the lesson in the app: the seed no longer rewrites it. */
  edited_at: string | null;
  edited_by: string | null;
  /** Who wrote the lesson in the app; null for file lessons (migration 0072). */
  created_by: string | null;
  updated_at: string | null;
  /** JSON TDrillDiagram | null (migration 0032) */
  diagram: string | null;
};

/** When an athlete started a lesson or a challenge timer, by the server's clock (migration 0011). */
export type TrainingStartsTable = {
  athlete_id: string;
  kind: 'lesson' | 'challenge';
  subject_id: string;
  started_at: string;
};

export type LessonProgressTable = {
  athlete_id: string;
  lesson_id: string;
  completed_at: string | null;
  best_count: number | null;
  time_spent_minutes: Generated<number>;
  score: number | null;
  notes: string | null;
  last_practiced_on: string | null;
  updated_at: Generated<string>;
  /** The session (its server-recorded start) whose minutes session_minutes holds (migration 0028). */
  session_started_at: string | null;
  session_minutes: Generated<number>;
};

/** One session of a lesson (migration 0034): keyed by its server-recorded start, updated by that session's later saves. */
export type LessonSessionsTable = {
  athlete_id: string;
  lesson_id: string;
  started_at: string;
  minutes: Generated<number>;
  count: number | null;
  notes: string | null;
  xp_awarded: Generated<number>;
  completed: Generated<number>;
  updated_at: string;
  /** A coach who recorded this count at a training session; null when the family logged it (migration 0071). */
  recorded_by: string | null;
  /** The coach who recorded or confirmed the count: a verified result (decision 095). */
  verified_by: string | null;
  verified_at: string | null;
  verified_session_id: string | null;
  /** Set while a family's count is over twice the best verified one and not yet confirmed. */
  flagged_at: string | null;
  /** The day's measurement award (its reference id) held off the Performance board until confirmed. */
  held_reference: string | null;
};

/**
 * A lesson step's video, poster and captions (migration 0031, decision 037): storage keys, never
 * paths; the row is what makes the files visible.
 */
export type LessonVideosTable = {
  lesson_id: string;
  step_index: number;
  video_key: string;
  mime: string;
  bytes: number;
  duration_ms: number | null;
  poster_key: string | null;
  poster_mime: string | null;
  captions_key: string | null;
  uploaded_by: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

/** A file in storage, or an upload's reservation of room, and whose quota it counts against (migration 0045). */
export type StoredFilesTable = {
  key: string;
  owner_id: string;
  bytes: number;
  is_reservation: Generated<number>;
  created_at: Generated<string>;
};

export type XpTransactionsTable = {
  id: string;
  athlete_id: string;
  amount: number;
  reason: string;
  reference_type: string;
  reference_id: string;
  created_at: Generated<string>;
};

export type AthleteProgressTable = {
  athlete_id: string;
  total_xp: Generated<number>;
  current_level: Generated<number>;
  current_streak: Generated<number>;
  longest_streak: Generated<number>;
  last_activity_date: string | null;
  updated_at: Generated<string>;
};

/** The academy days an athlete trained (migration 0066): the streak is replayed from them. */
export type TrainingDaysTable = { athlete_id: string; day: string; source: 'training' | 'logged'; minutes: number | null; created_at: Generated<string> };

/** An athlete's daily quest as far as it went (migration 0067); its reward is a ledger row. */
export type DailyQuestsTable = {
  athlete_id: string;
  day: string;
  quest_key: string;
  title: string;
  target: number;
  xp: number;
  progress: Generated<number>;
  completed_at: string | null;
  updated_at: Generated<string>;
};

/** A birth-year group's goal of a week (migration 0067). */
export type SquadQuestsTable = {
  id: string;
  week_start: string;
  birth_year: number;
  title: string;
  target: number;
  xp: number;
  progress: Generated<number>;
  completed_at: string | null;
  created_at: Generated<string>;
};

/** An athlete's lessons toward a squad quest, and when its reward was paid (migration 0067). */
export type SquadContributionsTable = {
  squad_quest_id: string;
  athlete_id: string;
  lessons: Generated<number>;
  rewarded_at: string | null;
  updated_at: Generated<string>;
};

/** A parent's pause of an athlete's streak, inclusive academy days (migration 0066). */
export type StreakPausesTable = { id: string; athlete_id: string; starts_on: string; ends_on: string; created_by: string; created_at: Generated<string> };

/** A coach's weekly plan (migration 0069): lessons and a minutes target for its athletes, inclusive academy days. */
export type WeeklyPlansTable = {
  id: string;
  audience_kind: 'athlete' | 'birth-year' | 'group' | 'plan';
  audience_value: string;
  audience_label: string;
  title: string;
  minutes_target: number;
  starts_on: string;
  ends_on: string;
  starts_at: string;
  ends_at: string;
  created_by: string;
  created_at: Generated<string>;
};
export type WeeklyPlanLessonsTable = { plan_id: string; lesson_id: string; sort_order: number };
export type WeeklyPlanAthletesTable = { plan_id: string; athlete_id: string };
/** One nudge per plan, athlete and academy day: the message it posted in the family's coach thread. */
export type WeeklyPlanNudgesTable = { plan_id: string; athlete_id: string; day: string; message_id: string; sent_by: string; created_at: Generated<string> };
/** A coach's skill evaluation of an athlete (migration 0068); `body` is JSON TEvaluationBody. */
export type SkillEvaluationsTable = {
  id: string;
  athlete_id: string;
  kind: 'light' | 'full';
  status: Generated<'draft' | 'published'>;
  body: string;
  version: Generated<number>;
  created_by: string | null;
  author_name: string;
  created_at: Generated<string>;
  updated_at: string;
  published_at: string | null;
};

/**
 * Per athlete, what the evaluation roster needs (migration 0072, decision 096): academy days of the
 * last published and last full evaluation, and the open draft; kept in the saving transaction.
 */
export type AthleteEvaluationSummariesTable = {
  athlete_id: string;
  last_published_at: string | null;
  last_published_on: string | null;
  last_full_on: string | null;
  draft_id: string | null;
};

/** A published evaluation's earlier version, kept when a coach corrects it (migration 0068). */
export type SkillEvaluationVersionsTable = { evaluation_id: string; version: number; body: string; replaced_at: string; replaced_by: string };

export type XpPeriodTotalsTable = {
  /** Academy week and month; the weekend (from its Friday), skill work per month and all time (migration 0025). */
  period_type: 'week' | 'month' | 'weekend' | 'skill' | 'all';
  period_start: string;
  athlete_id: string;
  xp: number;
  /** 1 while the athlete's family keeps it off other families' boards (a copy of athletes.hide_from_rankings). */
  hidden: Generated<number>;
  updated_at: Generated<string>;
};

export type ChallengesTable = {
  id: string;
  name: string;
  description: string;
  category: string;
  difficulty: string;
  target_value: number;
  target_type: string;
  xp_reward: number;
  bonus_xp: number;
  timer_duration: number | null;
  /** JSON string[] */
  equipment: string;
  space: string;
  is_active: Generated<number>;
  is_featured: Generated<number>;
  sort_order: number;
};

export type ChallengeWeeksTable = { athlete_id: string; week_start: string; created_at: Generated<string> };

export type AthleteChallengesTable = {
  id: string;
  athlete_id: string;
  challenge_id: string;
  week_start: string;
  end_date: string;
  current_progress: Generated<number>;
  completed_at: string | null;
  claimed_at: string | null;
  updated_at: Generated<string>;
  /** A timer closed part-way: the seconds left by the server's clock, for Continue (migration 0029). */
  remaining_seconds: number | null;
  /** The best result reported at the end of a countdown this week (migration 0033). */
  best_result: number | null;
};

export type AchievementsTable = {
  id: string;
  name: string;
  description: string;
  category: string;
  icon_name: string;
  xp_reward: number;
  requirement_type: string;
  requirement_value: number;
  rarity: Generated<string>;
  is_active: Generated<number>;
  sort_order: number;
  created_at: Generated<string>;
};

export type AthleteAchievementsTable = {
  athlete_id: string;
  achievement_id: string;
  progress_value: number;
  unlocked_at: string;
};

export type RankingSnapshotsTable = { period_type: string; period_start: string; athlete_id: string; rank: number };
export type RankingSnapshotRunsTable = { period_type: string; period_start: string; entries: Generated<number>; created_at: Generated<string> };

/* Monthly competitions (migration 0027): one per academy month and type; an athlete's entry once. */

export type CompetitionsTable = {
  id: string;
  month: string;
  competition_type: string;
  name: string;
  description: string;
  target_value: number;
  xp_reward: number;
  bonus_reward: number;
  start_date: string;
  end_date: string;
  is_active: Generated<number>;
  ranked_at: string | null;
  created_at: Generated<string>;
};

export type CompetitionEntriesTable = {
  competition_id: string;
  athlete_id: string;
  joined_at: string;
  current_progress: Generated<number>;
  completed_at: string | null;
  rank: number | null;
  updated_at: Generated<string>;
};

/* Friendships between families (migration 0026): one row per pair, (low_id, high_id) unique. */

export type FamilyRelationshipsTable = {
  id: string;
  requester_id: string;
  addressee_id: string;
  low_id: string;
  high_id: string;
  status: 'pending' | 'accepted' | 'rejected';
  is_by_email: Generated<number>;
  created_at: Generated<string>;
  responded_at: string | null;
};

/** The player search's words: a family's display name from each of its first three words, lower case. */
export type FamilyNameTermsTable = { term: string; user_id: string };

/* Memberships and payments (migration 0005). Money is integer cents. */

export type MembershipTypesTable = {
  id: string;
  tier: string;
  name: string;
  label: string;
  description: string;
  interval: string;
  price_cents: number;
  join_fee_cents: number;
  sessions_per_month: number;
  hours_per_session: number;
  commitment_months: number;
  /** JSON TrainingWindow */
  schedule: string;
  /** JSON string[] */
  benefits: string;
  is_most_popular: number;
  sort_order: number;
};

export type BillingCustomersTable = { user_id: string; provider: string; customer_id: string; created_at: Generated<string> };

export type CheckoutSessionsTable = {
  id: string;
  reference: string;
  user_id: string;
  membership_type_id: string;
  athlete_id: string | null;
  provider: string;
  status: Generated<'open' | 'processing' | 'complete' | 'failed' | 'expired'>;
  amount_cents: number;
  price_cents: number;
  join_fee_cents: number;
  url: string;
  created_at: Generated<string>;
  completed_at: string | null;
};

/** A pause of a membership (migration 0037, decision 042); open while resumed_at and ended_at are null. */
export type MembershipBreaksTable = {
  id: string;
  membership_id: string;
  starts_at: string;
  ends_at: string;
  months: number;
  reminded_at: string | null;
  resumed_at: string | null;
  ended_at: string | null;
  created_at: Generated<string>;
};

/** A session on the field (migration 0048, issue 38): never deleted once seen; moved and cancelled are states. */
export type TrainingSessionsTable = {
  id: string;
  group_id: string;
  /** `{group}:{date}` for a regular session; null for a one-off. */
  slot_key: string | null;
  local_date: string;
  starts_at: string;
  ends_at: string;
  location: string;
  status: Generated<'scheduled' | 'cancelled'>;
  cancel_reason: 'weather' | 'field' | 'other' | null;
  /** A one-off's name, and the admin's note beside a cancellation (migration 0055). */
  title: Generated<string | null>;
  cancel_note: Generated<string | null>;
  /** When a change of groups replaced it (migration 0056): cancelled, and on nobody's schedule. */
  replaced_at: Generated<string | null>;
  sequence: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

/** Who trains together (migration 0056): a plan's own group (`core`, `pro`) or a birth-year split of it. */
export type TrainingGroupsTable = {
  id: string;
  tier: 'core' | 'pro';
  /** A split's birth years, "2014,2015"; null for the plan's own group. */
  birth_years: string | null;
  label: string;
  created_by: string | null;
  created_at: Generated<string>;
  archived_at: string | null;
  archived_by: string | null;
};

/** A session's history: who changed what, when (migration 0048). */
export type TrainingSessionChangesTable = {
  id: string;
  session_id: string;
  changed_by: string | null;
  change: 'created' | 'moved' | 'cancelled' | 'restored';
  detail: Generated<string>;
  created_at: Generated<string>;
  /** When the change's urgent notification was claimed (migration 0055); null for none yet. */
  notified_at: Generated<string | null>;
};

/** "Can't make it": one athlete will miss one session (migration 0049). */
export type SessionAbsencesTable = {
  session_id: string;
  athlete_id: string;
  reason: 'sick' | 'injured' | 'school' | 'travel' | 'other';
  note: string | null;
  reported_at: Generated<string>;
};

/** What the coach marked for one athlete at one session (migration 0050). */
export type SessionAttendanceTable = {
  session_id: string;
  athlete_id: string;
  status: 'present' | 'late' | 'absent' | 'excused';
  marked_by: string;
  marked_at: Generated<string>;
};

/** Every attendance mark, who made it and when (migration 0050). */
export type SessionAttendanceChangesTable = {
  id: string;
  session_id: string;
  athlete_id: string;
  previous: 'present' | 'late' | 'absent' | 'excused' | null;
  status: 'present' | 'late' | 'absent' | 'excused';
  changed_by: string;
  created_at: Generated<string>;
};

/** A family's calendar feed token (migration 0052, issue 38): the key of its secret feed URL. */
export type CalendarFeedsTable = {
  user_id: string;
  token: string;
  created_at: Generated<string>;
};

/** The test card a test-provider membership renews with (migration 0039, decision 044): never the number. */
export type MembershipPaymentMethodsTable = {
  membership_id: string;
  brand: string;
  last4: string;
  test_outcome: 'pays' | 'declines';
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

/** The renewal job's once-per-period e-mail claims (migration 0039, decision 044). */
export type MembershipRenewalNoticesTable = {
  membership_id: string;
  kind: 'annual-reminder' | 'payment-failed' | 'expired';
  due_at: string;
  created_at: Generated<string>;
};

export type MembershipsTable = {
  id: string;
  user_id: string;
  /** The athlete it covers (decision 040); null once that athlete was removed. */
  athlete_id: string | null;
  membership_type_id: string;
  status: 'active' | 'past_due' | 'canceled' | 'expired';
  /** No longer written or read (migration 0053): sessions remaining are counted from the schedule's rows. */
  sessions_remaining: ColumnType<never, number | undefined, never>;
  current_period_start: string;
  current_period_end: string;
  cancel_at_period_end: Generated<number>;
  provider: string;
  provider_subscription_id: string | null;
  provider_customer_id: string | null;
  last_event_at: string | null;
  /** A downgrade waiting for the end of the paid period (decision 043): the plan, and when. */
  scheduled_membership_type_id: Generated<string | null>;
  scheduled_change_at: Generated<string | null>;
  /** Stripe's subscription schedule that carries the downgrade. */
  provider_schedule_id: Generated<string | null>;
  /** An immediate change in progress with the provider (its claim; decision 043). */
  plan_change_claimed_at: Generated<string | null>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

export type PaymentsTable = {
  id: string;
  user_id: string;
  payment_type: string;
  description: string;
  amount_cents: number;
  status: 'completed' | 'failed' | 'pending';
  provider: string;
  provider_reference: string;
  created_at: Generated<string>;
  /** What was refunded of it (migration 0059), reserved before the provider is asked. */
  refunded_cents: Generated<number>;
};

/** A refund of a payment (migration 0059, decision 079): unique by its idempotency key. */
export type PaymentRefundsTable = {
  id: string;
  payment_id: string;
  user_id: string;
  amount_cents: number;
  reason: string;
  status: 'pending' | 'succeeded' | 'failed';
  idempotency_key: string;
  provider: string;
  provider_reference: string | null;
  created_by: string | null;
  created_at: string;
};

/** A family's credit ledger (migration 0059): a grant is positive, a use negative and unique by the charge it reduced. */
export type BillingCreditsTable = {
  id: string;
  user_id: string;
  amount_cents: number;
  reason: string;
  idempotency_key: string;
  payment_reference: string | null;
  created_by: string | null;
  created_at: string;
};

export type BillingCreditBalancesTable = { user_id: string; available_cents: number };

/** Payments summed per status and UTC hour ('YYYY-MM-DDTHH'), kept by triggers (migration 0020); succeeded refunds under 'refunded' (0059). */
export type PaymentHourTotalsTable = { status: string; hour: string; cents: number; payments: number };

/** Each family's searchable line (name, e-mail, display name, phone digits, athletes), kept by triggers (migration 0024). */
export type ContactSearchTable = { user_id: string; haystack: string; updated_at: string };

export type PaymentEventsTable = { id: string; provider: string; type: string; received_at: Generated<string> };

export type BookingsTable = {
  id: string;
  parent_id: string;
  status: 'trial_booked' | 'booked';
  source_reference: string;
  created_at: Generated<string>;
};

export type BillingEventsTable = { id: string; user_id: string; type: string; description: string; created_at: Generated<string> };

export type XpPeriodHistogramTable = { period_type: string; period_start: string; xp: number; athletes: number };

/** The store (migration 0014): products staff manage, stock per size, the families' orders. */
export type StoreProductsTable = {
  id: string;
  name: string;
  description: string;
  image: string;
  price_cents: number;
  status: Generated<'coming_soon' | 'available' | 'sold_out'>;
  sort_order: Generated<number>;
  updated_at: Generated<string>;
};

export type StoreProductSizesTable = { product_id: string; size: string; stock: Generated<number>; sort_order: Generated<number> };

export type StoreOrdersTable = {
  id: string;
  user_id: string;
  product_id: string;
  product_name: string;
  size: string;
  amount_cents: number;
  status: Generated<'pending' | 'paid' | 'fulfilled' | 'declined' | 'expired' | 'failed'>;
  provider: string;
  checkout_session_id: string | null;
  checkout_url: string | null;
  created_at: Generated<string>;
  expires_at: string;
  paid_at: string | null;
  fulfilled_at: string | null;
  fulfilled_by: string | null;
  /** Who the order is for (migration 0043): the athlete and their first name as ordered; null on older orders. */
  athlete_id: Generated<string | null>;
  athlete_name: Generated<string | null>;
  quantity: Generated<number>;
  /** The paid charge (its receipt). */
  payment_id: Generated<string | null>;
};

/** The resource library (migration 0013). Staff own is_featured, is_published and an edited row. */
export type ResourcesTable = {
  id: string;
  slug: string;
  title: string;
  summary: string;
  /** Markdown. */
  body: string;
  category: string;
  type: string;
  /** JSON string[] */
  tags: string;
  author: string;
  published_on: string;
  read_minutes: number;
  /** Lower-case title, summary, tags and author: what the library's search matches. */
  search_text: string;
  is_featured: Generated<number>;
  is_published: Generated<number>;
  source: Generated<'file' | 'app'>;
  /** Set when an admin edits the row in the app: the file no longer updates it. */
  edited_at: string | null;
  edited_by: string | null;
  download_count: Generated<number>;
  /** Downloads in the trending window (14 days), kept by each download and the trending job. */
  recent_downloads: Generated<number>;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

export type ResourceDownloadsTable = { id: string; resource_id: string; user_id: string | null; downloaded_at: Generated<string> };

export type ResourceRatingsTable = {
  resource_id: string;
  user_id: string;
  rating: number;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

/** A family's thread with the academy (migration 0021): support or coach, one of each at most. */
export type ConversationsTable = {
  id: string;
  family_id: string;
  kind: 'support' | 'coach';
  created_at: Generated<string>;
  first_message_at: string | null;
  last_message_at: string | null;
  last_message_id: string | null;
  /** The newest message the family has read, and when (the read marker). */
  family_last_read_id: string | null;
  family_last_read_at: string | null;
  /** The oldest family message staff have not answered; null when staff answered last. */
  staff_waiting_since: string | null;
};

/** A message in a thread (migration 0021); ids time-ordered; hidden by an admin, never deleted. */
export type MessagesTable = {
  id: string;
  conversation_id: string;
  family_id: string;
  author_role: 'family' | 'staff' | 'system';
  author_id: string | null;
  author_name: string;
  subject: string | null;
  body: string;
  is_urgent: Generated<number>;
  hidden_at: string | null;
  hidden_by: string | null;
  created_at: Generated<string>;
};

/** The family's Training Updates read marker (migration 0021). */
export type AnnouncementReadsTable = {
  family_id: string;
  read_through: string;
};

/** Announcements (migration 0016): booleans are 0/1, dates ISO strings or null. */
export type AnnouncementsTable = {
  id: string;
  title: string;
  message: string;
  type: string;
  priority: number;
  audience: string;
  start_date: string | null;
  end_date: string | null;
  is_active: number;
  email_families: number;
  emailed_at: string | null;
  created_by: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
};

/** One row per family e-mailed about an announcement: the key that makes it once. */
export type AnnouncementEmailsTable = {
  announcement_id: string;
  user_id: string;
  created_at: Generated<string>;
};

/** The minutes the announcements' schedule job has checked (its claim: one instance per minute). */
export type AnnouncementScheduleTable = {
  minute: string;
};

/** Notifications (migration 0023): what a family is told outside the open app; flags are 0/1. */
export type NotificationsTable = {
  id: string;
  family_id: string;
  kind: 'message' | 'announcement' | 'safety' | 'session' | 'session-reminder' | 'attention' | 'streak' | 'evaluation';
  source_id: string;
  title: string;
  body: string;
  url: string;
  is_urgent: Generated<number>;
  created_at: Generated<string>;
  read_at: string | null;
  pushed_at: string | null;
  emailed_at: string | null;
};

/** A parent's notification choice (migration 0023); no row = e-mail on, push off. */
export type NotificationPreferencesTable = {
  user_id: string;
  email: Generated<number>;
  push: Generated<number>;
  /** The evening-before reminder of tomorrow's sessions, 0/1 (migration 0055). */
  session_reminder: Generated<number>;
  /** The afternoon push when an athlete's streak needs today's training, 0/1 (migration 0066). */
  streak_reminder: Generated<number>;
  updated_at: Generated<string>;
};

/** How a staff member is told what needs attention (migration 0062); flags 0/1, quiet times 'HH:MM' academy time. */
export type StaffAlertPreferencesTable = {
  user_id: string;
  email: Generated<number>;
  push: Generated<number>;
  mode: Generated<'digest' | 'instant'>;
  quiet_start: string | null;
  quiet_end: string | null;
  updated_at: Generated<string>;
};

/** One digest per staff member and window (migration 0062): the claim that sends it once. */
export type StaffAlertDigestsTable = { user_id: string; window_key: string; items: number; sent_at: string };

/** A browser's web push subscription (migration 0023). */
export type PushSubscriptionsTable = {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Generated<string>;
};

/** The academy assistant's transcripts (migration 0022): flags are 0/1, suggestions JSON. */
export type AssistantMessagesTable = {
  id: string;
  family_id: string;
  is_ai: number;
  content: string;
  suggests_membership: Generated<number>;
  suggestions: Generated<string>;
  /** The pages a reply leads to, JSON `[{ label, path }]` (migration 0047). */
  links: Generated<string>;
  handoff_question_id: string | null;
  handed_off_at: string | null;
  source: string;
  created_at: Generated<string>;
};

/** What the assistant's safety check flagged for staff (migration 0022); the case it is part of (0057). */
export type AssistantFlagsTable = { id: string; family_id: string; concern: string; excerpt: string; case_id: string | null; created_at: Generated<string> };

/**
 * Why a membership is ending (migration 0060; decision 074): one row per membership cancelled or
 * withdrawn, gone again when the family resumes. `win_back_sent_at` is the one win-back's claim.
 */
export type MembershipDeparturesTable = {
  membership_id: string;
  family_id: string;
  kind: 'cancel' | 'withdraw';
  reason: string;
  note: string | null;
  asked_at: string;
  effective_at: string;
  win_back_sent_at: string | null;
  win_back_message_id: string | null;
};

/** Safeguarding cases (migration 0057): a family's flags, their state, owner and history. */
export type SafetyCasesTable = {
  id: string;
  family_id: string | null;
  family_ref: string;
  concern: string;
  state: 'open' | 'in-review' | 'closed';
  owner_id: string | null;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
};
export type SafetyCaseEntriesTable = {
  id: string;
  case_id: string;
  author_id: string | null;
  kind: 'flag' | 'state' | 'owner' | 'note' | 'export';
  concern: string | null;
  body: string;
  created_at: string;
};

export type Database = {
  outbox: OutboxTable;
  applications: ApplicationsTable;
  invitations: InvitationsTable;
  session_trials: SessionTrialsTable;
  audit_log: AuditLogTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  announcement_reads: AnnouncementReadsTable;
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  rate_limits: RateLimitsTable;
  throttles: ThrottlesTable;
  job_runs: JobRunsTable;
  client_requests: ClientRequestsTable;
  known_devices: KnownDevicesTable;
  profiles: ProfilesTable;
  athletes: AthletesTable;
  admin_bootstrap: AdminBootstrapTable;
  admin_setup_codes: AdminSetupCodesTable;
  training_categories: TrainingCategoriesTable;
  lessons: LessonsTable;
  lesson_progress: LessonProgressTable;
  lesson_videos: LessonVideosTable;
  stored_files: StoredFilesTable;
  lesson_sessions: LessonSessionsTable;
  training_starts: TrainingStartsTable;
  xp_transactions: XpTransactionsTable;
  athlete_progress: AthleteProgressTable;
  training_days: TrainingDaysTable;
  weekly_plans: WeeklyPlansTable;
  weekly_plan_lessons: WeeklyPlanLessonsTable;
  weekly_plan_athletes: WeeklyPlanAthletesTable;
  weekly_plan_nudges: WeeklyPlanNudgesTable;
  streak_pauses: StreakPausesTable;
  skill_evaluations: SkillEvaluationsTable;
  skill_evaluation_versions: SkillEvaluationVersionsTable;
  athlete_evaluation_summaries: AthleteEvaluationSummariesTable;
  daily_quests: DailyQuestsTable;
  squad_quests: SquadQuestsTable;
  squad_contributions: SquadContributionsTable;
  xp_period_totals: XpPeriodTotalsTable;
  xp_period_histogram: XpPeriodHistogramTable;
  challenges: ChallengesTable;
  challenge_weeks: ChallengeWeeksTable;
  athlete_challenges: AthleteChallengesTable;
  achievements: AchievementsTable;
  athlete_achievements: AthleteAchievementsTable;
  ranking_snapshots: RankingSnapshotsTable;
  ranking_snapshot_runs: RankingSnapshotRunsTable;
  competitions: CompetitionsTable;
  competition_entries: CompetitionEntriesTable;
  family_relationships: FamilyRelationshipsTable;
  family_name_terms: FamilyNameTermsTable;
  membership_types: MembershipTypesTable;
  billing_customers: BillingCustomersTable;
  checkout_sessions: CheckoutSessionsTable;
  memberships: MembershipsTable;
  membership_breaks: MembershipBreaksTable;
  membership_departures: MembershipDeparturesTable;
  membership_payment_methods: MembershipPaymentMethodsTable;
  membership_renewal_notices: MembershipRenewalNoticesTable;
  training_sessions: TrainingSessionsTable;
  training_groups: TrainingGroupsTable;
  training_session_changes: TrainingSessionChangesTable;
  session_absences: SessionAbsencesTable;
  session_attendance: SessionAttendanceTable;
  session_attendance_changes: SessionAttendanceChangesTable;
  calendar_feeds: CalendarFeedsTable;
  payments: PaymentsTable;
  payment_refunds: PaymentRefundsTable;
  billing_credits: BillingCreditsTable;
  billing_credit_balances: BillingCreditBalancesTable;
  payment_hour_totals: PaymentHourTotalsTable;
  contact_search: ContactSearchTable;
  payment_events: PaymentEventsTable;
  bookings: BookingsTable;
  billing_events: BillingEventsTable;
  resources: ResourcesTable;
  resource_downloads: ResourceDownloadsTable;
  resource_ratings: ResourceRatingsTable;
  store_products: StoreProductsTable;
  store_product_sizes: StoreProductSizesTable;
  store_orders: StoreOrdersTable;
  announcements: AnnouncementsTable;
  announcement_emails: AnnouncementEmailsTable;
  announcement_schedule: AnnouncementScheduleTable;
  assistant_messages: AssistantMessagesTable;
  assistant_flags: AssistantFlagsTable;
  safety_cases: SafetyCasesTable;
  safety_case_entries: SafetyCaseEntriesTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  staff_alert_preferences: StaffAlertPreferencesTable;
  staff_alert_digests: StaffAlertDigestsTable;
  push_subscriptions: PushSubscriptionsTable;
};
