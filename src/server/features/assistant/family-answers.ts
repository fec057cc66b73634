/**
 * Answers from the family's own membership (docs/product.md, Academy assistant): a question about
 * pausing, changing plan, cancelling, sessions left, the renewal or the schedule gets the family's
 * plan, status and dates, read through the membership feature's service, with the answer's links.
 * These answers are made here and never by a language model: they name the family's athletes.
 */
import { ASSISTANT_LINKS, knowledgeEntry } from '#shared/assistant/knowledge';
import { type FamilyDataTopic, familyLines, isFamilyDataTopic, SCHEDULE_PAGE_LINE, scheduleLines } from '#shared/assistant/family-answers';
import { isAboutJoining } from '#shared/assistant/rules';
import { matchTopic } from '#shared/assistant/topics';
import type { TAssistantQuestionBody } from '#shared/validation/assistant';
import type { Db } from '#server/db/database';
import { getMembershipTerms, getMemberships, includesMember } from '#server/features/membership/service';
import { attachSessionsRemaining, upcomingFamilySessions } from '#server/features/sessions/service';
import type { AssistantAnswer } from './assistant';

/** The topic a question is about when its answer depends on the family's data: a picked suggestion, the Schedule quick question, or the words. */
export function familyDataTopic(input: TAssistantQuestionBody): FamilyDataTopic | null {
  const { type, topic } = input.context;
  if (type) return type === 'schedule' ? 'schedule' : null;
  const found = topic ?? matchTopic(input.message);
  return isFamilyDataTopic(found) ? found : null;
}

/** The answer from the family's data, or null when the question does not need it. */
export async function answerFromFamilyData(db: Db, familyId: string, input: TAssistantQuestionBody, now: Date): Promise<AssistantAnswer | null> {
  const topic = familyDataTopic(input);
  const entry = topic ? knowledgeEntry(topic) : undefined;
  if (!topic || !entry) return null;
  if (topic === 'schedule') {
    const schedule = await scheduleFromSessions(db, familyId, now);
    if (schedule) return schedule;
  }
  const [memberships, terms] = await Promise.all([getMemberships(db, familyId, now).then((all) => attachSessionsRemaining(db, all, now)), getMembershipTerms(db, familyId, now)]);
  const lines = familyLines(
    topic,
    memberships.map((membership) => ({ membership, terms: terms.find((t) => t.membershipId === membership.id) })),
  );
  const isMember = includesMember(memberships);
  return {
    text: [...lines, entry.text].join('\n\n'),
    suggestsMembership: !isMember && (entry.isAboutMembership || isAboutJoining(input.message) || topic !== 'schedule'),
    suggestions: [],
    links: [...(entry.links ?? [])],
    confidence: 1,
    handoff: false,
    source: 'family-data',
  };
}

/** The Schedule answer from the family's real sessions (issue 38, point 8); null for a family with no athlete training, who gets the plans' windows. */
async function scheduleFromSessions(db: Db, familyId: string, now: Date): Promise<AssistantAnswer | null> {
  const schedule = await upcomingFamilySessions(db, familyId, now);
  if (schedule.athletes.length === 0) return null;
  return {
    text: [...scheduleLines(schedule, now), SCHEDULE_PAGE_LINE].join('\n\n'),
    suggestsMembership: false,
    suggestions: [],
    links: [ASSISTANT_LINKS.schedule],
    confidence: 1,
    handoff: false,
    source: 'family-data',
  };
}
