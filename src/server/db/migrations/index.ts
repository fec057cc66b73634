import type { Migration } from 'kysely';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-accounts';
import * as m0003 from './0003-training-progress';
import * as m0004 from './0004-challenges-achievements';
import * as m0005 from './0005-membership';
import * as m0006 from './0006-lean-award-indexes';
import * as m0007 from './0007-histogram-at-commit';
import * as m0008 from './0008-dashboard-read-indexes';
import * as m0009 from './0009-admin-setup';
import * as m0010 from './0010-sign-in-protection';
import * as m0011 from './0011-earned-progress';
import * as m0012 from './0012-privacy-and-limits';
import * as m0013 from './0013-resources';
import * as m0014 from './0014-store';
import * as m0015 from './0015-audit-log';
import * as m0016 from './0016-announcements';
import * as m0017 from './0017-messaging';
import * as m0018 from './0018-application-inbox';
import * as m0019 from './0019-analytics-indexes';
import * as m0020 from './0020-payment-hour-totals';
import * as m0021 from './0021-conversations';
import * as m0022 from './0022-assistant';
import * as m0023 from './0023-notifications';
import * as m0024 from './0024-contact-search-trigrams';
import * as m0025 from './0025-player-rankings';
import * as m0026 from './0026-friendships';
import * as m0027 from './0027-monthly-competitions';
import * as m0028 from './0028-lesson-sessions';
import * as m0029 from './0029-challenge-remaining-time';
import * as m0030 from './0030-lesson-authoring';
import * as m0031 from './0031-lesson-videos';
import * as m0032 from './0032-lesson-diagrams';
import * as m0033 from './0033-challenge-results';
import * as m0034 from './0034-lesson-sessions-history';
import * as m0035 from './0035-membership-per-athlete';
import * as m0037 from './0037-membership-breaks';
import * as m0038 from './0038-membership-plan-changes';
import * as m0039 from './0039-test-provider-renewals';
import * as m0040 from './0040-period-totals-by-athlete';
import * as m0041 from './0041-safety-alerts';
import * as m0043 from './0043-store-orders-athlete-quantity';
import * as m0045 from './0045-stored-files';
import * as m0047 from './0047-assistant-links';
import * as m0048 from './0048-training-sessions';
import * as m0049 from './0049-session-absences';
import * as m0050 from './0050-session-attendance';
import * as m0052 from './0052-calendar-feeds';
import * as m0053 from './0053-sessions-remaining-counted';
import * as m0055 from './0055-session-admin';
import * as m0056 from './0056-training-groups';
import * as m0057 from './0057-safety-cases';
import * as m0058 from './0058-invitations';
import * as m0059 from './0059-billing-operations';
import * as m0060 from './0060-membership-departures';
import * as m0061 from './0061-audit-filters';
import * as m0062 from './0062-staff-attention';
import * as m0063 from './0063-job-runs';
import * as m0064 from './0064-session-trials';
import * as m0066 from './0066-forgiving-streaks';
import * as m0067 from './0067-quests';
import * as m0068 from './0068-skill-evaluations';
import * as m0069 from './0069-weekly-plans';
import * as m0070 from './0070-client-requests';
import * as m0071 from './0071-verified-results';
import * as m0072 from './0072-coach-home-reads';
import * as m0074 from './0074-family-locale';

/** Every migration, in order. A static list works the same under tsx, Vitest and a bundler. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': m0001,
  '0002-accounts': m0002,
  '0003-training-progress': m0003,
  '0004-challenges-achievements': m0004,
  '0005-membership': m0005,
  '0006-lean-award-indexes': m0006,
  '0007-histogram-at-commit': m0007,
  '0008-dashboard-read-indexes': m0008,
  '0009-admin-setup': m0009,
  '0010-sign-in-protection': m0010,
  '0011-earned-progress': m0011,
  '0012-privacy-and-limits': m0012,
  '0013-resources': m0013,
  '0014-store': m0014,
  '0015-audit-log': m0015,
  '0016-announcements': m0016,
  '0017-messaging': m0017,
  '0018-application-inbox': m0018,
  '0019-analytics-indexes': m0019,
  '0020-payment-hour-totals': m0020,
  '0021-conversations': m0021,
  '0022-assistant': m0022,
  '0023-notifications': m0023,
  '0024-contact-search-trigrams': m0024,
  '0025-player-rankings': m0025,
  '0026-friendships': m0026,
  '0027-monthly-competitions': m0027,
  '0028-lesson-sessions': m0028,
  '0029-challenge-remaining-time': m0029,
  '0030-lesson-authoring': m0030,
  '0031-lesson-videos': m0031,
  '0032-lesson-diagrams': m0032,
  '0033-challenge-results': m0033,
  '0034-lesson-sessions-history': m0034,
  '0035-membership-per-athlete': m0035,
  '0037-membership-breaks': m0037,
  '0038-membership-plan-changes': m0038,
  '0039-test-provider-renewals': m0039,
  '0040-period-totals-by-athlete': m0040,
  '0041-safety-alerts': m0041,
  '0043-store-orders-athlete-quantity': m0043,
  '0045-stored-files': m0045,
  '0047-assistant-links': m0047,
  '0048-training-sessions': m0048,
  '0049-session-absences': m0049,
  '0050-session-attendance': m0050,
  '0052-calendar-feeds': m0052,
  '0053-sessions-remaining-counted': m0053,
  '0055-session-admin': m0055,
  '0056-training-groups': m0056,
  '0057-safety-cases': m0057,
  '0058-invitations': m0058,
  '0059-billing-operations': m0059,
  '0060-membership-departures': m0060,
  '0061-audit-filters': m0061,
  '0062-staff-attention': m0062,
  '0063-job-runs': m0063,
  '0064-session-trials': m0064,
  '0066-forgiving-streaks': m0066,
  '0067-quests': m0067,
  '0068-skill-evaluations': m0068,
  '0069-weekly-plans': m0069,
  '0070-client-requests': m0070,
  '0071-verified-results': m0071,
  '0072-coach-home-reads': m0072,
  '0074-family-locale': m0074,
};
