/**
 * The academy assistant's rules on the server (docs/product.md, Academy assistant): a family asks,
 * the local safety check runs first, the question and the stored history are scrubbed of personal
 * data, the assistant answers, and the question and the answer are stored together. The assistant
 * learns only whether the family has a membership: never a child's name, birth date or notes.
 */
import { AppError } from '#shared/errors';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES, type SafetyConcern, checkSafety, isChildAtRisk, safetyAnswerFor, scrubPersonalData } from '#shared/assistant/rules';
import type { TAssistantQuestionBody, TAssistantReply, TChatMessage, TTranscript, TTranscriptQuery } from '#shared/validation/assistant';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '#server/auth/session';
import type { AppConfig } from '#server/config';
import type { AppContext } from '#server/context';
import type { Db } from '#server/db/database';
import { timeOrderedId } from '#server/db/ids';
import { type Trx, inTransaction } from '#server/db/transaction';
import { getFamilyAthletes } from '#server/features/athletes/service';
import { isMember } from '#server/features/membership/service';
import { announceToStaff, getConversationList, postFamilyMessage } from '#server/features/messaging/service';
import { caseForFlag } from '#server/features/safeguarding/service';
import type { Assistant, AssistantAnswer } from './assistant';
import { createBuiltInAssistant } from './built-in';
import { answerFromFamilyData } from './family-answers';
import { createOpenAiAssistant } from './openai';
import {
  type AssistantMessageRow,
  deleteTranscript,
  findFamilyQuestion,
  insertAssistantMessages,
  insertFlag,
  listFamilyFlags,
  listTranscript,
  markHandedOff,
  recentHistory,
  releaseHandOff,
} from './queries';

/** The language model when configured (OPENAI_*), the built-in assistant otherwise. */
export function createAssistant(config: AppConfig, log: FastifyBaseLogger): Assistant {
  return config.openai ? createOpenAiAssistant(config.openai, log) : createBuiltInAssistant();
}

/** A stored JSON list (suggestions, links); anything else reads as none. */
function parseList<T>(json: string): T[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

function toChatMessage(row: Pick<AssistantMessageRow, 'id' | 'content' | 'is_ai' | 'created_at' | 'suggests_membership' | 'suggestions' | 'links' | 'handoff_question_id' | 'source'>): TChatMessage {
  return {
    id: row.id,
    content: row.content,
    isAI: row.is_ai === 1,
    timestamp: row.created_at,
    suggestsMembership: row.suggests_membership === 1,
    suggestions: parseList<TChatMessage['suggestions'][number]>(row.suggestions),
    links: parseList<TChatMessage['links'][number]>(row.links),
    handoffQuestionId: row.handoff_question_id,
    safeguarding: row.source === 'safety',
  };
}

/** The family's transcript, a page at a time, oldest first on the page. */
export async function getTranscript(db: Db, familyId: string, page: TTranscriptQuery): Promise<TTranscript> {
  const rows = await listTranscript(db, familyId, page.limit, page.before);
  const shown = rows.slice(0, page.limit).reverse();
  return { messages: shown.map(toChatMessage), earlierCursor: rows.length > page.limit ? shown[0]!.id : null };
}

type Asker = { id: string };

/** What the family's own words may contain that must not leave the server: its athletes' names. */
async function privateNames(db: Db, familyId: string): Promise<string[]> {
  return (await getFamilyAthletes(db, familyId)).map((athlete) => athlete.name);
}

/** The fixed, caring answer to a safety concern (in Spanish to a message in Spanish): never the model's words, never a suggestion. */
function safetyAnswer(concern: SafetyConcern, message: string): AssistantAnswer {
  return { text: safetyAnswerFor(concern, message), suggestsMembership: false, suggestions: [], links: [], confidence: 1, handoff: false, source: 'built-in' };
}

/** Counts one question against the family's limit in `db` (a transaction or not); throws 429 when over it. */
export type QuestionLimit = (db: Db | Trx) => Promise<void>;

/**
 * Answers a question and stores it with its answer (docs/product.md, Academy assistant). The safety
 * check runs before anything is sent anywhere; a concern gets the fixed caring answer and a flag
 * staff see, in the same transaction as the transcript. The per-family limit is counted in that
 * transaction too when the answer is local (one commit per question instead of two: the figure of
 * issue 15), and before anything else when a language model would be paid to answer.
 */
export async function askAssistant(
  ctx: Pick<AppContext, 'db' | 'log' | 'events' | 'config'>,
  assistant: Assistant,
  user: Asker,
  input: TAssistantQuestionBody,
  limit: QuestionLimit,
  now = new Date(),
): Promise<TAssistantReply> {
  const { db } = ctx;
  const isLimitedFirst = assistant.name !== 'built-in';
  if (isLimitedFirst) await limit(db);
  const localConcern = checkSafety(input.message);
  let answer: AssistantAnswer;
  /** What staff are told (the local check's concern, or `moderation`), and which fixed answer was given. */
  let flag: { concern: SafetyConcern | 'moderation'; answeredAs: SafetyConcern } | null = null;
  // The family's own plan, status and dates: answered here, never by a language model.
  const familyAnswer = localConcern ? null : await answerFromFamilyData(db, user.id, input, now);
  if (localConcern) {
    flag = { concern: localConcern, answeredAs: localConcern };
    answer = safetyAnswer(localConcern, input.message);
  } else if (familyAnswer) {
    answer = familyAnswer;
  } else {
    const [names, hasMembership, history] = await Promise.all([
      privateNames(db, user.id),
      isMember(db, user.id, now),
      recentHistory(db, user.id, ASSISTANT_LIMITS.historyMessages),
    ]);
    answer = await assistant.answer({
      message: scrubPersonalData(input.message, names),
      // Answers from the family's data name its athletes and dates: they never leave the server.
      history: history.reverse().filter((h) => h.source !== 'family-data').map((h) => ({ content: scrubPersonalData(h.content, names), isAI: h.is_ai === 1 })),
      context: input.context,
      family: { hasMembership },
    });
    if (answer.moderationConcern) {
      flag = { concern: 'moderation', answeredAs: answer.moderationConcern };
      answer = safetyAnswer(answer.moderationConcern, input.message);
    }
  }

  const askedAt = now.toISOString();
  const question = {
    id: timeOrderedId(now.getTime()),
    family_id: user.id,
    is_ai: 0,
    content: input.message,
    suggests_membership: 0,
    suggestions: '[]',
    links: '[]',
    handoff_question_id: null,
    handed_off_at: null,
    source: 'family',
    created_at: askedAt,
  };
  const reply = {
    id: timeOrderedId(now.getTime()),
    family_id: user.id,
    is_ai: 1,
    content: answer.text,
    suggests_membership: answer.suggestsMembership ? 1 : 0,
    suggestions: JSON.stringify(answer.suggestions),
    links: JSON.stringify(answer.links),
    handoff_question_id: answer.handoff ? question.id : null,
    handed_off_at: null,
    source: flag ? 'safety' : answer.source,
    created_at: askedAt,
  };
  await inTransaction(db, async (trx) => {
    if (!isLimitedFirst) await limit(trx);
    await insertAssistantMessages(trx, [question, reply]);
    if (flag) {
      // A case opens (or the family's open one grows); a child at risk alerts every admin at once, in this transaction.
      const alertAs = isChildAtRisk(flag.answeredAs) ? flag.answeredAs : null;
      const caseId = await caseForFlag(trx, ctx.config.appUrl, { familyId: user.id, concern: flag.concern, excerpt: input.message, at: now }, alertAs);
      await insertFlag(trx, { id: timeOrderedId(now.getTime()), family_id: user.id, concern: flag.concern, excerpt: input.message, case_id: caseId, created_at: askedAt });
    }
  });
  if (flag) {
    ctx.log.warn({ familyId: user.id, concern: flag.concern }, 'assistant: a safety concern was flagged for staff');
    // Open staff pages show the flag at once (the Contacts page's Safety cases tab).
    await announceToStaff(ctx);
  }

  return {
    response: reply.content,
    suggestsMembership: answer.suggestsMembership,
    suggestions: answer.suggestions,
    links: answer.links,
    confidence: answer.confidence,
    question: toChatMessage(question),
    reply: toChatMessage(reply),
  };
}

/** Clear Chat: the family's transcript goes; the staff's safety flags stay (decision 030). */
export async function clearTranscript(db: Db, familyId: string): Promise<number> {
  return deleteTranscript(db, familyId);
}

/** The note a question carries into the support thread, so staff know where it came from. */
export function handOffText(question: string): string {
  return `Question from the AI Assistant:\n\n${question}`;
}

/**
 * Sends one of the family's questions to Academy Support (docs/product.md, Academy assistant:
 * hand-off), through messaging's own family message, so staff see it in their inbox like any other.
 * Another family's question is a 404, exactly like a missing one; a question goes once.
 */
export async function handOffQuestion(ctx: AppContext, user: Pick<SessionUser, 'id' | 'name'>, messageId: string, now = new Date()): Promise<TChatMessage> {
  const question = await findFamilyQuestion(ctx.db, user.id, messageId);
  if (!question) throw new AppError('NOT_FOUND', ASSISTANT_MESSAGES.notFound);
  const at = now.toISOString();
  // Claimed first, so two clicks post one message; released again if the post fails.
  if (!(await markHandedOff(ctx.db, user.id, question.id, at))) throw new AppError('CONFLICT', ASSISTANT_MESSAGES.alreadyHandedOff);
  try {
    const support = (await getConversationList(ctx.db, user.id, now)).conversations.find((c) => c.type === 'support');
    if (!support) throw new AppError('UNAVAILABLE', ASSISTANT_MESSAGES.handOffUnavailable);
    await postFamilyMessage(ctx, user, support.id, handOffText(question.content), now);
  } catch (error) {
    await releaseHandOff(ctx.db, user.id, question.id);
    throw error;
  }
  const note = {
    id: timeOrderedId(now.getTime()),
    family_id: user.id,
    is_ai: 1,
    content: ASSISTANT_MESSAGES.handedOff,
    suggests_membership: 0,
    suggestions: '[]',
    links: '[]',
    handoff_question_id: null,
    handed_off_at: null,
    source: 'handoff',
    created_at: at,
  };
  await insertAssistantMessages(ctx.db, [note]);
  return toChatMessage(note);
}

/**
 * Safety flags for staff, newest first (docs/product.md, Academy assistant: Safety). The family's
 * e-mail only for admins, who manage families; a coach never receives a family's e-mail.
 */
/** The family's transcript and the flags about it, for the data export. */
export async function exportAssistantData(db: Db, familyId: string) {
  const [messages, flags] = await Promise.all([
    db.selectFrom('assistant_messages').select(['id', 'content', 'is_ai', 'created_at', 'handed_off_at']).where('family_id', '=', familyId).orderBy('id').execute(),
    listFamilyFlags(db, familyId),
  ]);
  return {
    transcript: messages.map((m) => ({ id: m.id, content: m.content, isAI: m.is_ai === 1, timestamp: m.created_at, handedOffAt: m.handed_off_at })),
    safetyFlags: flags.map((f) => ({ concern: f.concern, excerpt: f.excerpt, createdAt: f.created_at })),
  };
}
