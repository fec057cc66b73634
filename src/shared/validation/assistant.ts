/**
 * The academy assistant's contract (docs/product.md, Academy assistant).
 * The original specification's request also carries conversationHistory; ours is read
 * from the stored transcript instead, so a client cannot put words in the assistant's mouth.
 */
import { z } from 'zod';
import { ZAssistantLink } from '../assistant/links';
import { ASSISTANT_LIMITS, ASSISTANT_MESSAGES } from '../assistant/rules';
import { multiLineText } from './text';

export const ASSISTANT_CONTEXT_TYPES = ['membership', 'schedule', 'pricing'] as const;

export const ZAssistantQuestion = z.object({
  message: multiLineText({ error: ASSISTANT_MESSAGES.blank })
    .trim()
    .min(1, { error: ASSISTANT_MESSAGES.blank })
    .max(ASSISTANT_LIMITS.messageMaxLength, { error: ASSISTANT_MESSAGES.tooLong }),
  /** A quick question ({type}), or a suggested answer the family picked ({topic}). */
  context: z
    .object({
      type: z.enum(ASSISTANT_CONTEXT_TYPES).optional(),
      topic: z.string().max(40).regex(/^[a-z-]*$/).optional(),
    })
    .default({}),
});
export type TAssistantQuestion = z.input<typeof ZAssistantQuestion>;
/** The question as the server reads it: trimmed, context defaulted. */
export type TAssistantQuestionBody = z.output<typeof ZAssistantQuestion>;

export const ZAssistantSuggestion = z.object({ id: z.string(), title: z.string() });
export type TAssistantSuggestion = z.infer<typeof ZAssistantSuggestion>;

/** A chat message as the panel shows it: the spec's entity plus what a reply offers next. */
export const ZChatMessage = z.object({
  id: z.string(),
  content: z.string(),
  isAI: z.boolean(),
  timestamp: z.string(),
  suggestsMembership: z.boolean(),
  suggestions: z.array(ZAssistantSuggestion),
  /** On a reply: the app's pages it leads to, shown as links. */
  links: z.array(ZAssistantLink),
  /** On a reply: the family's question it answers, when that question can go to Academy Support. */
  handoffQuestionId: z.string().nullable(),
  /** On a reply: the fixed safeguarding answer, after which the panel offers no topics. */
  safeguarding: z.boolean(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZAssistantReply = z.object({
  /** The spec's fields. */
  response: z.string(),
  suggestsMembership: z.boolean(),
  suggestions: z.array(ZAssistantSuggestion),
  links: z.array(ZAssistantLink),
  /** 0 to 1: how sure the built-in retrieval is of its match. */
  confidence: z.number(),
  /** The stored question and reply, as the transcript will show them. */
  question: ZChatMessage,
  reply: ZChatMessage,
});
export type TAssistantReply = z.infer<typeof ZAssistantReply>;

export const ZTranscriptQuery = z.object({
  limit: z.coerce.number().int().min(1).max(ASSISTANT_LIMITS.transcriptPageMax).default(ASSISTANT_LIMITS.transcriptPageDefault),
  /** The oldest id of the page already shown: the page before it (ids are time-ordered). */
  before: z.string().max(64).optional(),
});
export type TTranscriptQuery = z.infer<typeof ZTranscriptQuery>;

export const ZTranscript = z.object({
  /** Oldest first, as a chat reads. */
  messages: z.array(ZChatMessage),
  /** Set when older messages exist: pass it as `before`. */
  earlierCursor: z.string().nullable(),
});
export type TTranscript = z.infer<typeof ZTranscript>;

export const ZHandOffRequest = z.object({ messageId: z.string().min(1).max(64) });
export type THandOffRequest = z.infer<typeof ZHandOffRequest>;

export const ZHandOffResponse = z.object({ reply: ZChatMessage });

