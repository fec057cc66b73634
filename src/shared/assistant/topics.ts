/**
 * The questions the assistant answers by leading to a page (docs/product.md, Academy assistant:
 * topics): pausing, changing plan, cancelling, a trial session, a friend visiting, refunds, the
 * schedule, sessions left and the renewal. Matched by word rules that forgive the usual typos (one
 * letter dropped, doubled, swapped or mistyped, never the first), because these are the questions a
 * wrong answer costs most: a parent who asks how to pause and is told the prices cancels instead.
 */

export const ASSISTANT_TOPICS = ['friend-visit', 'trial', 'refund', 'pause', 'change-plan', 'cancel', 'sessions-left', 'renewal', 'schedule'] as const;
export type AssistantTopic = (typeof ASSISTANT_TOPICS)[number];

/** The words of a question: lower case, accents and apostrophes gone ("son’s" is "sons"). */
export function questionWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const MAX_TYPO_WORD = 24;
/** Three rows of the distance table, reused: the check runs for every word of every question. */
const scratch = [new Uint8Array(MAX_TYPO_WORD + 2), new Uint8Array(MAX_TYPO_WORD + 2), new Uint8Array(MAX_TYPO_WORD + 2)] as const;

/** Optimal string alignment distance (a swap of two neighbours is one edit), given up past 2. */
function editDistance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2 || a.length > MAX_TYPO_WORD || b.length > MAX_TYPO_WORD) return 3;
  if (a === b) return 0;
  let [before, previous, current] = scratch;
  for (let j = 0; j <= b.length; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowBest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      current[j] = best;
      rowBest = Math.min(rowBest, best);
    }
    if (rowBest > 2) return 3;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length]!;
}

/** Edits forgiven: none under 5 letters (too many real words lie one letter apart), one from 5, two from 9. */
const allowedEdits = (length: number) => (length >= 9 ? 2 : length >= 5 ? 1 : 0);

/**
 * Whether a word is the target, or (a target ending in `*`) starts with it, allowing typos. The first
 * letter must match: "cause" is not "pause".
 */
function isWord(word: string, target: string): boolean {
  const isPrefix = target.endsWith('*');
  const stem = isPrefix ? target.slice(0, -1) : target;
  if (word[0] !== stem[0]) return false;
  if (isPrefix ? word.startsWith(stem) : word === stem) return true;
  const edits = allowedEdits(stem.length);
  if (edits === 0) return false;
  if (!isPrefix) return Math.abs(word.length - stem.length) <= edits && editDistance(word, stem) <= edits;
  if (word.length < stem.length - edits) return false;
  // A prefix with a typo: the word's start, one letter shorter, as long or one longer than the stem.
  for (let cut = stem.length - 1; cut <= stem.length + 1; cut++) {
    if (cut <= word.length && editDistance(word.slice(0, cut), stem) <= edits) return true;
  }
  return false;
}

/**
 * A question's words, each compared with a target once: a pasted 500-character question is checked
 * against every rule in well under a millisecond.
 */
class Words {
  readonly unique: readonly string[];
  private readonly hits = new Map<string, Set<string>>();
  constructor(readonly list: readonly string[]) {
    this.unique = [...new Set(list)];
  }
  /** The question's words that are one of the targets. */
  matching(targets: readonly string[]): Set<string> {
    const key = targets.join('|');
    let found = this.hits.get(key);
    if (!found) {
      found = new Set(this.unique.filter((word) => targets.some((target) => isWord(word, target))));
      this.hits.set(key, found);
    }
    return found;
  }
}

const has = (w: Words, targets: readonly string[]) => w.matching(targets).size > 0;
/** Two words next to each other ("on hold", "money back"), each allowing typos. */
function hasPair(w: Words, first: readonly string[], second: readonly string[]): boolean {
  const [a, b] = [w.matching(first), w.matching(second)];
  return a.size > 0 && b.size > 0 && w.list.some((word, i) => a.has(word) && i + 1 < w.list.length && b.has(w.list[i + 1]!));
}
/** Within three words of each other, in this order ("stop the membership", "end our contract"). */
function hasNear(w: Words, first: readonly string[], second: readonly string[]): boolean {
  const [a, b] = [w.matching(first), w.matching(second)];
  return a.size > 0 && b.size > 0 && w.list.some((word, i) => a.has(word) && w.list.slice(i + 1, i + 4).some((next) => b.has(next)));
}

const SESSION_WORDS = ['session*', 'class', 'classes', 'practice*', 'practise*', 'training*', 'lesson*', 'workout*'];
const MEMBERSHIP_WORDS = ['membership*', 'member', 'subscription*', 'contract*', 'plan', 'plans', 'account*', 'billing', 'payment*', 'paying'];
const PLAN_NAMES = ['pro', 'core', 'annual*', 'yearly', 'monthly', 'tier*', 'plan', 'plans'];

/** Each topic's rule, in the order they are tried: the first that holds answers. */
const RULES: readonly [AssistantTopic, (w: Words) => boolean][] = [
  [
    'friend-visit',
    (w) =>
      has(w, ['friend*', 'buddy', 'buddies', 'cousin*', 'neighbor*', 'neighbour*', 'classmate*', 'teammate*', 'guest*']) &&
      has(w, ['bring*', 'brought', 'come', 'coming', 'visit*', 'join*', 'along', 'watch*', 'attend*', 'train', 'training', 'play', 'playing', 'practice*', 'session*', 'tag']),
  ],
  [
    'trial',
    (w) =>
      has(w, ['trial*', 'tryout*', 'assessment*', 'evaluation*']) ||
      hasPair(w, ['try', 'trying', 'test'], ['out', 'it', 'a', 'one', 'session*', 'class', 'practice*']) ||
      (has(w, ['free']) && has(w, [...SESSION_WORDS, 'week', 'day'])) ||
      (has(w, ['first', 'before', 'sample']) && has(w, ['try', 'trying', 'test'])),
  ],
  [
    'refund',
    (w) =>
      has(w, ['refund*', 'reimburs*']) ||
      hasPair(w, ['money', 'payment', 'fee'], ['back']) ||
      hasNear(w, ['get', 'give'], ['money']) ||
      (has(w, ['return*']) && has(w, ['money', 'payment*', 'fee', 'charge*'])),
  ],
  [
    'pause',
    (w) =>
      has(w, ['pause*', 'paus', 'freeze*', 'frozen', 'suspend*', 'suspension', 'hiatus']) ||
      (has(w, ['break', 'breaks']) && !has(w, ['water', 'snack*', 'drink*', 'halftime'])) ||
      hasPair(w, ['on'], ['hold']) ||
      hasNear(w, ['put', 'place'], ['hold']) ||
      hasPair(w, ['time'], ['off', 'away']) ||
      (has(w, ['skip*', 'miss']) && has(w, ['month*', 'weeks', 'summer', 'winter'])) ||
      (has(w, ['stop*']) && (has(w, ['summer', 'winter', 'while']) || hasNear(w, ['for'], ['month*', 'weeks']))) ||
      (has(w, ['vacation*', 'injur*', 'injuries', 'travel*']) && has(w, ['stop*', 'pay', 'paying', 'charged', 'billed', 'month*', 'membership*', 'hold'])),
  ],
  [
    'change-plan',
    (w) =>
      has(w, ['upgrad*', 'downgrad*']) ||
      (has(w, ['change*', 'chang', 'switch*', 'move', 'moving', 'convert*', 'go', 'swap*', 'onto']) && has(w, PLAN_NAMES)),
  ],
  [
    'cancel',
    (w) =>
      has(w, ['cancel*', 'cancl*', 'quit*', 'withdraw*', 'terminat*', 'unsubscrib*', 'unenrol*']) ||
      (hasNear(w, ['stop*', 'end', 'ending', 'leave', 'leaving', 'close'], [...MEMBERSHIP_WORDS, 'academy', 'program', 'programme']) && !has(w, ['when'])) ||
      (has(w, ['moving', 'relocat*']) && has(w, ['away', 'state', 'city', 'town', 'membership*'])) ||
      (hasPair(w, ['want', 'get'], ['out']) && has(w, MEMBERSHIP_WORDS)),
  ],
  [
    'sessions-left',
    (w) =>
      (has(w, SESSION_WORDS) && has(w, ['left', 'remain*', 'unused', 'used', 'use', 'rollover', 'roll', 'balance'])) ||
      (hasPair(w, ['how'], ['many']) && has(w, SESSION_WORDS) && has(w, ['have', 'got', 'still', 'this'])),
  ],
  [
    'renewal',
    (w) =>
      has(w, ['renew*', 'expir*', 'rebill*']) ||
      (has(w, ['when']) && has(w, ['end', 'ends', 'over', 'finish*', 'run', 'runs']) && has(w, MEMBERSHIP_WORDS)) ||
      hasPair(w, ['next'], ['charge*', 'payment*', 'bill', 'billing', 'invoice*', 'debit']) ||
      (has(w, ['when']) && has(w, ['charged', 'billed', 'due', 'charge', 'debited']) && !has(w, ['pause*', 'break'])),
  ],
  [
    'schedule',
    (w) =>
      has(w, ['schedul*', 'timetable*', 'calendar*']) ||
      hasPair(w, ['what', 'which'], ['time*', 'days', 'day', 'hours']) ||
      (has(w, ['when', 'days', 'time*', 'hours']) && has(w, [...SESSION_WORDS, 'train', 'trains', 'practise', 'play'])),
  ],
];

/** The topic a question is about, or null when it is none of these (then the full-text search answers). */
export function matchTopic(text: string): AssistantTopic | null {
  const words = new Words(questionWords(text));
  for (const [topic, rule] of RULES) if (rule(words)) return topic;
  return null;
}

export function isAssistantTopic(id: string | undefined): id is AssistantTopic {
  return (ASSISTANT_TOPICS as readonly (string | undefined)[]).includes(id);
}
