/**
 * The built-in academy assistant (docs/product.md, Academy assistant): full-text search (minisearch)
 * over the answers of shared/assistant/knowledge.ts, so it works offline, with no key, in well under
 * a millisecond. A quick question or a picked suggestion goes straight to its answer; a weak match
 * offers the two closest answers and Academy Support instead of guessing.
 */
import MiniSearch from 'minisearch';
import { KNOWLEDGE, type KnowledgeEntry, QUICK_QUESTION_ENTRY, knowledgeEntry } from '#shared/assistant/knowledge';
import { ASSISTANT_MESSAGES, isAboutJoining } from '#shared/assistant/rules';
import { matchTopic } from '#shared/assistant/topics';
import type { Assistant, AssistantAnswer, AssistantRequest } from './assistant';

/** Words that carry no topic: left out of both the index and the question. */
const STOP_WORDS = new Set(
  ('a an and are as at be by can could do does for from have how i if in is it me my of on or our please so ' +
    'tell that the there this to us was we what when where which who why will with you your about any anything ' +
    'hi hello hey thanks thank would like know need want get much many more').split(' '),
);

/** At least this share of the question's words must match the best answer to give it outright. */
const CONFIDENT_COVERAGE = 0.5;
/** ...and its score must lead the second answer by this factor, or the question is ambiguous. */
const CONFIDENT_LEAD = 1.1;

function processTerm(term: string): string | null {
  const word = term.toLowerCase().replace(/[’']s$/, '');
  return word.length < 2 || STOP_WORDS.has(word) ? null : word;
}

export type Retrieval = {
  /** Best first, at most `limit`. */
  entries: KnowledgeEntry[];
  confidence: number;
};

export function createKnowledgeIndex(entries: readonly KnowledgeEntry[] = KNOWLEDGE) {
  const index = new MiniSearch<KnowledgeEntry>({
    fields: ['title', 'keywords', 'text'],
    processTerm,
    searchOptions: { boost: { title: 3, keywords: 2 }, fuzzy: 0.2, prefix: (term) => term.length > 3, combineWith: 'OR' },
  });
  index.addAll(entries);
  const byId = new Map(entries.map((e) => [e.id, e]));

  return {
    /** The closest answers to a question, with how sure the best one is (0 to 1). */
    retrieve(question: string, limit = 3): Retrieval {
      const words = new Set(question.split(/[^\p{L}\p{N}']+/u).map(processTerm).filter((w): w is string => w !== null));
      if (words.size === 0) return { entries: [], confidence: 0 };
      const results = index.search(question);
      const [best, second] = results;
      if (!best) return { entries: [], confidence: 0 };
      const coverage = Math.min(1, best.queryTerms.length / words.size);
      const lead = second ? best.score / second.score : Number.POSITIVE_INFINITY;
      const confidence = coverage >= CONFIDENT_COVERAGE && lead >= CONFIDENT_LEAD ? Math.max(coverage, 0.6) : Math.min(coverage, 0.49);
      return { entries: results.slice(0, limit).map((r) => byId.get(String(r.id))!), confidence };
    },
  };
}

const defaultIndex = createKnowledgeIndex();

/** Whether to offer the membership page: a question about plans or joining from a family without one. */
export function decideSuggestsMembership(request: AssistantRequest, entry: KnowledgeEntry | undefined): boolean {
  if (request.family.hasMembership) return false;
  return Boolean(entry?.isAboutMembership) || isAboutJoining(request.message);
}

/**
 * The answer for a quick question or a picked suggestion, if the context names one, else for a
 * question about one of the topics that lead to a page (shared/assistant/topics.ts).
 */
export function directEntry(request: AssistantRequest): KnowledgeEntry | undefined {
  const id = request.context.type ? QUICK_QUESTION_ENTRY[request.context.type] : (request.context.topic ?? matchTopic(request.message));
  return id ? knowledgeEntry(id) : undefined;
}

const linksOf = (entry: KnowledgeEntry | undefined) => [...(entry?.links ?? [])];

/** What the built-in assistant answers; the language model gets the same retrieval as its facts. */
export function builtInAnswer(request: AssistantRequest, index = defaultIndex): AssistantAnswer & { facts: KnowledgeEntry[] } {
  const direct = directEntry(request);
  if (direct) {
    return { text: direct.text, suggestsMembership: decideSuggestsMembership(request, direct), suggestions: [], links: linksOf(direct), confidence: 1, handoff: false, source: 'built-in', facts: [direct] };
  }
  const { entries, confidence } = index.retrieve(request.message);
  const [best] = entries;
  if (best && confidence >= CONFIDENT_COVERAGE) {
    return { text: best.text, suggestsMembership: decideSuggestsMembership(request, best), suggestions: [], links: linksOf(best), confidence, handoff: false, source: 'built-in', facts: entries };
  }
  // Nothing close: offer the quick questions' first two answers, the ones families ask most.
  const closest = entries.length >= 2 ? entries.slice(0, 2) : [...entries, ...KNOWLEDGE.filter((e) => !entries.includes(e))].slice(0, 2);
  return {
    text: entries.length > 0 ? ASSISTANT_MESSAGES.lowConfidence : ASSISTANT_MESSAGES.noMatch,
    suggestsMembership: decideSuggestsMembership(request, undefined),
    suggestions: closest.map((e) => ({ id: e.id, title: e.title })),
    links: [],
    confidence,
    handoff: true,
    source: 'built-in',
    facts: entries,
  };
}

export function createBuiltInAssistant(): Assistant {
  return {
    name: 'built-in',
    answer: async (request) => {
      const { facts: _facts, ...answer } = builtInAnswer(request);
      return answer;
    },
  };
}
