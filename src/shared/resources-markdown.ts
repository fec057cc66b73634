/**
 * The Markdown subset resources are written in, read into plain data so the page renders it as
 * React elements (never as HTML, so a resource cannot inject markup) and the admin's preview is
 * rendered by the same code: `##`/`###` headings, paragraphs, `-` and `1.` lists, `**bold**`,
 * `*italic*` and `[links](https://...)`.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; isOrdered: boolean; items: string[] };

export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'em'; text: string }
  | { kind: 'link'; text: string; href: string };

export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { isOrdered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const bullet = /^[-*]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length <= 2 ? 2 : 3, text: heading[2]! });
    } else if (bullet || numbered) {
      const isOrdered = Boolean(numbered);
      if (paragraph.length || (list && list.isOrdered !== isOrdered)) flush();
      list ??= { isOrdered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list) {
      // A wrapped line continues the list's last item.
      list.items[list.items.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}

const INLINE = /\*\*(.+?)\*\*|\*(.+?)\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Only web links and the app's own paths are links; anything else stays text. */
function isSafeHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

export function parseInline(text: string): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const index = match.index;
    if (index > last) nodes.push({ kind: 'text', text: text.slice(last, index) });
    if (match[1] !== undefined) nodes.push({ kind: 'strong', text: match[1] });
    else if (match[2] !== undefined) nodes.push({ kind: 'em', text: match[2] });
    else if (isSafeHref(match[4]!)) nodes.push({ kind: 'link', text: match[3]!, href: match[4]! });
    else nodes.push({ kind: 'text', text: match[3]! });
    last = index + match[0].length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}
