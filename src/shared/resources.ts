/**
 * The resource library's rules and words (docs/product.md, Resources and Support): the categories and
 * types of docs/product.md's Resources and Support, the four topics of the Resources and Support page, read time,
 * trending, paging, and every message a family or an admin sees about resources.
 */
import { parseMarkdown } from './resources-markdown';

export const RESOURCE_CATEGORIES = ['nutrition', 'mental', 'health', 'wellness', 'parenting'] as const;
export type ResourceCategory = (typeof RESOURCE_CATEGORIES)[number];

export const RESOURCE_CATEGORY_LABELS: Record<ResourceCategory, string> = {
  nutrition: 'Nutrition',
  mental: 'Mental Game',
  health: 'Physical Health',
  wellness: 'Wellness',
  parenting: 'Parenting',
};

export const RESOURCE_TYPES = ['Article', 'PDF', 'E-book', 'Video', 'Recipe'] as const;
export type ResourceType = (typeof RESOURCE_TYPES)[number];

/** A Video resource is the written guide until its film exists; the page says so. */
export const VIDEO_COMING_NOTE = 'Video coming soon. Until it is filmed, this written guide covers everything the video will.';

/** The four topic cards: each opens the library filtered to its categories. */
export const RESOURCE_TOPICS = [
  {
    id: 'nutrition',
    title: 'Nutrition',
    text: 'Pre-game meals, hydration in San Diego heat and snacks that fuel training.',
    categories: ['nutrition'],
  },
  {
    id: 'mental-health',
    title: 'Mental Health',
    text: 'Nerves before games, confidence after mistakes and a healthy love of the game.',
    categories: ['mental'],
  },
  {
    id: 'physical-health',
    title: 'Physical Health',
    text: 'Growth spurts, sleep, common growing pains and recovery between sessions.',
    categories: ['health', 'wellness'],
  },
  {
    id: 'pathway-to-pro',
    title: 'Pathway to Pro',
    text: 'From youth club to MLS NEXT, ECNL and college, and how parents help along the way.',
    categories: ['parenting'],
  },
] as const satisfies readonly { id: string; title: string; text: string; categories: readonly ResourceCategory[] }[];
export type ResourceTopicId = (typeof RESOURCE_TOPICS)[number]['id'];
export const RESOURCE_TOPIC_IDS = RESOURCE_TOPICS.map((topic) => topic.id) as [ResourceTopicId, ...ResourceTopicId[]];

export function topicById(id: string | null | undefined) {
  return RESOURCE_TOPICS.find((topic) => topic.id === id);
}

export const WORDS_PER_MINUTE = 200;
/** Trending: downloads in the last 14 days, at least this many. */
export const TRENDING_WINDOW_DAYS = 14;
export const TRENDING_MIN_DOWNLOADS = 3;
export const RESOURCE_PAGE_SIZE = 12;
export const ADMIN_RESOURCE_PAGE_SIZE = 20;
/** Downloads a family may make in a minute: plenty for reading, too few to fake a trend. */
export const DOWNLOADS_PER_MINUTE = 60;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

export const RESOURCE_LIMITS = {
  title: 120,
  slug: 80,
  summary: 300,
  body: 30_000,
  author: 80,
  tag: 30,
  tags: 8,
  search: 100,
} as const;

/** Words of a Markdown text, marks left out. */
export function countWords(markdown: string): number {
  const text = markdown.replace(/[#*_`>[\]()-]/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Read time in whole minutes at about 200 words a minute, never under 1. */
export function readMinutes(markdown: string): number {
  return Math.max(1, Math.round(countWords(markdown) / WORDS_PER_MINUTE));
}

/** The opening everyone may read, signed out included: the body's first paragraph (Markdown). */
export function openingOf(markdown: string): string {
  const first = parseMarkdown(markdown).find((block) => block.kind === 'paragraph');
  return first?.kind === 'paragraph' ? first.text : '';
}

/** "pre-game-meals" from "Pre-Game Meals for a 10-Year-Old": the address an admin's new resource gets. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, RESOURCE_LIMITS.slug)
    .replace(/-+$/g, '');
}

/** Average of the families' ratings to one decimal, or null before the first. */
export function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

export const RESOURCE_MESSAGES = {
  proRequired: 'The resource library is part of the Pro membership. Upgrade to Pro to read every guide and download it as a PDF.',
  notFound: 'We couldn’t find that resource. It may have moved or been taken down.',
  rating: `Choose a rating from ${RATING_MIN} to ${RATING_MAX} stars.`,
  slugFormat: 'Use lower-case letters, numbers and single dashes, e.g. pre-game-meals.',
  slugTaken: 'Another resource already uses this address. Choose a different slug.',
  slugReserved: 'This address is reserved. Choose a different slug.',
  title: `Enter a title of 3 to ${RESOURCE_LIMITS.title} characters.`,
  summary: `Enter a summary of 10 to ${RESOURCE_LIMITS.summary} characters.`,
  body: `Write the resource in Markdown: at least 50 characters and at most ${RESOURCE_LIMITS.body.toLocaleString('en-US')}, starting with an opening paragraph.`,
  opening: 'Start the text with an opening paragraph: it is what everyone sees before upgrading.',
  category: `Choose a category: ${RESOURCE_CATEGORIES.join(', ')}.`,
  type: `Choose a type: ${RESOURCE_TYPES.join(', ')}.`,
  topic: `Choose a topic: ${RESOURCE_TOPIC_IDS.join(', ')}.`,
  author: `Enter the author's name (2 to ${RESOURCE_LIMITS.author} characters).`,
  tags: `Add at most ${RESOURCE_LIMITS.tags} tags of 1 to ${RESOURCE_LIMITS.tag} characters each.`,
  date: 'Enter the published date as YYYY-MM-DD.',
  search: `Search with at most ${RESOURCE_LIMITS.search} characters.`,
  page: 'Choose a page number from 1.',
  adminSignedOut: 'Please sign in to manage the resource library.',
  adminForbidden: 'You don’t have permission to manage the resource library.',
} as const;

/** Slugs the API's own paths use: a resource may not take them. */
export const RESERVED_SLUGS = ['access'] as const;
