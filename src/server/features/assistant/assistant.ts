/**
 * The one interface every academy assistant implements (docs/decisions/030-academy-assistant.md):
 * the built-in one (retrieval over the academy's own answers) and the language-model one, which
 * wraps it. What reaches `answer` is already checked and scrubbed: no child data, no e-mails or
 * phone numbers (service.ts).
 */
import type { QuickQuestionType } from '#shared/assistant/knowledge';
import type { SafetyConcern } from '#shared/assistant/rules';
import type { TAssistantLink } from '#shared/assistant/links';
import type { TAssistantSuggestion } from '#shared/validation/assistant';

export type HistoryItem = { content: string; isAI: boolean };

export type AssistantRequest = {
  message: string;
  /** The family's stored transcript, oldest first, at most the last 10 (docs/product.md, Academy assistant). */
  history: HistoryItem[];
  context: { type?: QuickQuestionType; topic?: string };
  /** What the assistant may know about the family: whether it has an active membership, nothing else. */
  family: { hasMembership: boolean };
};

/** `family-data`: answered on the server from the family's own membership, never by a model. */
export type AnswerSource = 'built-in' | 'openai' | 'fallback' | 'family-data';

export type AssistantAnswer = {
  text: string;
  suggestsMembership: boolean;
  /** The closest answers, offered when the match is weak. */
  suggestions: TAssistantSuggestion[];
  /** The app's pages the answer leads to. */
  links: TAssistantLink[];
  /** 0 to 1. */
  confidence: number;
  /** The question may go to Academy Support (a weak match). */
  handoff: boolean;
  source: AnswerSource;
  /** The language model's moderation flagged the question: answered as the local safety check would. */
  moderationConcern?: SafetyConcern;
};

export type Assistant = {
  readonly name: 'built-in' | 'openai';
  answer(request: AssistantRequest): Promise<AssistantAnswer>;
};
