/**
 * The academy assistant's rules (docs/product.md, Academy assistant): limits, the spec's messages,
 * the quick questions, the local safety check and the scrubber that keeps personal data from
 * leaving the server. Pure functions, shared by the server and the chat panel.
 */
import { ACADEMY } from '../academy';
import type { QuickQuestionType } from './knowledge';

export const ASSISTANT_LIMITS = {
  /** Characters in one question, after trimming. */
  messageMaxLength: 500,
  /** Messages sent as context with a question (docs/product.md, Academy assistant: the last 10). */
  historyMessages: 10,
  /** Messages per page of the transcript. */
  transcriptPageDefault: 50,
  transcriptPageMax: 100,
} as const;

/** Questions per family: a chat, not a script. Counted in the database (http/rate-limit.ts). */
export const ASSISTANT_RATE_LIMIT = { windowMs: 10 * 60_000, max: 30 } as const;

export const QUICK_QUESTIONS: readonly { type: QuickQuestionType; label: string; message: string }[] = [
  { type: 'membership', label: 'Membership', message: 'Tell me about membership.' },
  { type: 'schedule', label: 'Schedule', message: 'What is the training schedule?' },
  { type: 'pricing', label: 'Pricing', message: 'How much does it cost?' },
];

export const ASSISTANT_MESSAGES = {
  welcome: `Hi! I’m the ${ACADEMY.name} assistant. Ask me about membership, the schedule, prices, terms or how the app works.`,
  /** The spec's failure message (docs/product.md, Academy assistant). */
  failure: `I'm having trouble responding right now. Let me connect you with one of our coaches who can help you directly. You can also call us at ${ACADEMY.phone.display}.`,
  failureToastTitle: 'Connection Issue',
  failureToastDescription: 'Having trouble with AI responses. A coach will help you soon.',
  blank: 'Type a question first.',
  tooLong: `A question can be at most ${ASSISTANT_LIMITS.messageMaxLength} characters. Shorten it and send it again.`,
  lowConfidence: 'I’m not sure I have the right answer to that. The closest answers I have are below, or I can send your question to Academy Support and a coach will reply.',
  noMatch: 'I don’t have an answer to that. I can send your question to Academy Support and a coach will reply, or you can pick one of these topics.',
  handedOff: 'I’ve sent your question to Academy Support. A coach will reply in the Academy Support conversation.',
  alreadyHandedOff: 'This question is already with Academy Support.',
  handOffUnavailable: `Academy Support can’t take questions from here right now. Please call us at ${ACADEMY.phone.display} or e-mail ${ACADEMY.email}.`,
  cleared: 'Chat cleared',
  clearFailed: 'Could not clear the chat. Please try again.',
  notFound: 'Not found',
} as const;

export { SAFETY_ANSWERS, SAFETY_ANSWERS_ES, type SafetyConcern, checkSafety, isChildAtRisk, safetyAnswerFor } from './safety';

export { scrubPersonalData } from './scrub';

const JOINING = /\b(join|joining|sign ?up|signup|enrol+|register|membership|member|plans?|price|prices|pricing|cost|costs|fee|fees|trial|tryouts?|apply)\b/i;

/** Whether a question is about joining or plans, in the family's own words. */
export function isAboutJoining(text: string): boolean {
  return JOINING.test(text);
}
