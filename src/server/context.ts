/**
 * What every feature receives: configuration, the database and the shared services. Built once by
 * buildApp, so tests get a fully wired app with their own database.
 */
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Transaction } from 'kysely';
import type { DatabaseHandle, Db, Dialect } from './db/database';
import type { Database } from './db/schema';
import type { Auth } from './auth/auth';
import type { SessionReader } from './auth/session';
import type { Mail } from './mail/mail';
import type { PdfRenderer } from './pdf/renderer';
import type { Metrics } from './ops/metrics';
import type { EventBus } from './realtime/bus';
import type { VideoStorage } from './storage/types';
import type { RemainingFor } from '#shared/sessions-remaining';
import type { TSessionsRemaining } from '#shared/validation/sessions';

export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export type AppContext = {
  config: AppConfig;
  db: Db;
  dialect: Dialect;
  database: DatabaseHandle;
  mail: Mail;
  log: FastifyBaseLogger;
  auth: Auth;
  session: SessionReader;
  /** Each feature adds the part of a family's data it keeps, for the export in Settings. */
  familyData: FamilyDataSource[];
  /**
   * What each feature does when a family deletes its account: `before` runs first and may refuse (the
   * membership ends the subscription with the provider), `inTransaction` deletes what the users row
   * does not cascade to (an application found by its e-mail address).
   */
  accountDeletion: AccountDeletionStep[];
  /** What else the dashboard's Reset XP clears (challenge progress), in the same transaction. */
  progressResetHandlers: ((trx: Transaction<Database>, athleteId: string) => Promise<void>)[];
  /**
   * What follows any change of an athlete's progress, inside the same transaction: challenges
   * tracked automatically, then achievements. Registered by those features at start-up.
   */
  afterProgress: AfterProgressHook[];
  /** Scheduled work the features contribute (jobs/index.ts runs them with its own). */
  jobs: ScheduledJob[];
  /** Personal data past its retention period, deleted daily; each returns how many rows went. */
  retention: RetentionRule[];
  /** PDFs (resources, progress reports), rendered off the event loop. */
  pdf: PdfRenderer;
  /** Uploaded files (lesson videos): local disk or an S3-compatible bucket (config.storage). */
  files: VideoStorage;
  /** Live updates to the families' open pages. */
  events: EventBus;
  /** Prometheus counters the app bumps where things happen (ops/metrics.ts). */
  metrics: Metrics;
  /** Tells every open page that rankings moved (throttled). */
  notifyRankings: () => void;
  /**
   * Sessions remaining of memberships, in the order given. The sessions feature counts them from its
   * rows and sets this while it registers: it builds on memberships, so the membership feature,
   * which shows the figure, cannot import it.
   */
  sessionsRemaining: SessionsRemainingReader;
};

export type SessionsRemainingReader = (db: Db, memberships: readonly RemainingFor[], now: Date) => Promise<TSessionsRemaining[]>;

export type UnlockedAchievement = { id: string; name: string; xpReward: number };
export type CompletedChallenge = { id: string; name: string; points: number };
export type ProgressEffects = {
  unlockedAchievements: UnlockedAchievement[];
  completedChallenges: CompletedChallenge[];
  /** A tracked challenge moved (without completing): its card changes too. */
  hasChallengeProgress?: boolean;
  /** What to do once the transaction has committed (a squad quest met pays its contributors). */
  afterCommit?: (() => void)[];
};
export type AfterProgressHook = (trx: Transaction<Database>, athleteId: string, now: Date) => Promise<Partial<ProgressEffects>>;

/** A job on a cron schedule, in the academy's time zone; idempotent, as several instances run it. */
export type ScheduledJob = { name: string; cron: string; run: (now: Date) => Promise<void> };
export type RetentionRule = { name: string; prune: (db: Db, now: Date) => Promise<number> };

export type AccountDeletionStep = {
  name: string;
  before?: (userId: string) => Promise<void>;
  inTransaction?: (trx: Transaction<Database>, family: { userId: string; email: string }) => Promise<void>;
};

export type FamilyDataSource = {
  name: string;
  export(db: Db, userId: string): Promise<unknown>;
};
