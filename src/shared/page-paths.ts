/**
 * Every page of the app, as the browser's router matches it. The server answers these with the page
 * and status 200, and any other path with the same page and status 404, which the router turns into
 * the not-found page (a search engine or a link checker sees the truth). The client's route tables
 * are checked against this list (src/client/app/sections.test.ts), so the two cannot drift apart.
 *
 * `:name` stands for one path segment. Links are built from the same table with `paths`
 * (`paths.lesson(id)`), so a page renamed here is renamed in every link, or the types say where not.
 */
const PUBLIC_PAGES = {
  home: '/',
  academyDetails: '/academy-details',
  appDetails: '/app-details',
  coachDetails: '/coach-details',
  curriculumDemo: '/soccer-curriculum-demo',
} as const;

const APP_PAGES = {
  auth: '/auth',
  join: '/join',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  devMailbox: '/dev/mailbox',
  admin: '/admin',
  adminSetup: '/admin-setup',
  profileSetup: '/profile-setup',
  profile: '/profile',
  dashboard: '/dashboard',
  progressReport: '/progress-report',
  training: '/training',
  curriculum: '/curriculum',
  category: '/category/:categoryId',
  lesson: '/lesson/:lessonId',
  membership: '/membership',
  membershipSuccess: '/membership-success',
  billing: '/membership/billing',
  receipt: '/receipts/:paymentId',
  checkoutTest: '/checkout/test/:sessionId',
  achievements: '/achievements',
  challenges: '/challenges',
  store: '/store',
  storeCheckoutTest: '/store/checkout/:sessionId',
  adminStore: '/admin/store',
  resources: '/resources',
  resource: '/resource/:slug',
  resourceHub: '/resource-hub',
  adminResources: '/admin/resources',
  coachLessons: '/coach/lessons',
  coachLessonNew: '/coach/lessons/new',
  coachLesson: '/coach/lessons/:lessonId',
  messages: '/messages',
  leaderboards: '/leaderboards',
  social: '/social',
  contacts: '/contacts',
  safetyCase: '/contacts/cases/:caseId',
  memberPortal: '/member-portal',
  parentPortal: '/parent-portal',
  coach: '/coach',
  coachSession: '/coach/sessions/:sessionId',
  coachPlanNew: '/coach/plans/new',
  coachEvaluations: '/coach/evaluations',
  coachEvaluation: '/coach/evaluations/:athleteId',
  passport: '/athletes/:athleteId/passport',
  schedule: '/schedule',
} as const;

type Values<T> = readonly T[keyof T][];

export const PUBLIC_PAGE_PATHS = Object.values(PUBLIC_PAGES) as Values<typeof PUBLIC_PAGES>;
export const APP_PAGE_PATHS = Object.values(APP_PAGES) as Values<typeof APP_PAGES>;

const PAGES = { ...PUBLIC_PAGES, ...APP_PAGES };

/** A page's pattern, as the router matches it: `pagePatterns.lesson` is `/lesson/:lessonId`. */
export const pagePatterns: Readonly<typeof PAGES> = PAGES;
export type PagePattern = (typeof PAGES)[keyof typeof PAGES];

/** One string per `:name` segment of a pattern, in order. */
type ParamArgs<P extends string> = P extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamArgs<Rest>]
  : P extends `${string}:${string}`
    ? [string]
    : [];

/** Query parameters; an undefined value is left out. */
export type SearchParams = Record<string, string | undefined>;

type PathBuilders = { [K in keyof typeof PAGES]: (...args: [...ParamArgs<(typeof PAGES)[K]>, SearchParams?]) => string };

function buildPath(pattern: string, args: readonly (string | SearchParams | undefined)[]): string {
  let next = 0;
  const path = pattern.replace(/:[A-Za-z]+/g, () => encodeURIComponent(String(args[next++])));
  const search = args[next];
  if (!search || typeof search === 'string') return path;
  const query = new URLSearchParams(
    Object.entries(search).filter((entry): entry is [string, string] => entry[1] !== undefined),
  ).toString();
  return query ? `${path}?${query}` : path;
}

/** The path of a page: `paths.lesson('first-touch')`, `paths.auth({ tab: 'signup' })`. */
export const paths = Object.fromEntries(
  Object.entries(PAGES).map(([name, pattern]) => [name, (...args: (string | SearchParams | undefined)[]) => buildPath(pattern, args)]),
) as PathBuilders;

const PATTERNS = [...PUBLIC_PAGE_PATHS, ...APP_PAGE_PATHS].map((path) => path.split('/').slice(1));

/** Whether the router has a page for this path (one trailing slash allowed, as the router does). */
export function isPagePath(pathname: string): boolean {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const segments = trimmed.split('/').slice(1);
  return PATTERNS.some(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i])),
  );
}
