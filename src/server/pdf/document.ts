/**
 * What a PDF says, as plain data: a title, a few kinds of blocks, a footer. Features describe their
 * documents this way (a resource from its Markdown, a progress report from its figures) and the
 * renderer lays them out the same way, in the academy's colours.
 */
export type PdfBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][] };

export type PdfDocumentSpec = {
  title: string;
  /** A line under the title: author and date, the athlete and the period. */
  subtitle?: string;
  blocks: PdfBlock[];
  /** Printed at the foot of every page. */
  footer?: string;
};

/** Inline Markdown marks the PDF does not draw: **bold**, *italic*, `code`, [text](link) -> text. */
function plain(text: string): string {
  return text
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(\*|_)(.+?)\1/g, '$2')
    .replace(/`([^`]+)`/g, '$1')
    .trim();
}

/**
 * The blocks of a Markdown text, in the subset our content uses: `#`-headings, paragraphs
 * (consecutive lines joined), `-`, `*` or `1.` lists. Anything else reads as a paragraph.
 */
export function markdownToBlocks(markdown: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  let paragraph: string[] = [];
  let list: string[] = [];
  const flush = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', text: plain(paragraph.join(' ')) });
    if (list.length) blocks.push({ kind: 'list', items: list.map(plain) });
    paragraph = [];
    list = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^(?:[-*]|\d+[.)])\s+(.*)$/.exec(line);
    if (!line) flush();
    else if (heading) {
      flush();
      blocks.push({ kind: 'heading', text: plain(heading[1]!) });
    } else if (item) {
      if (paragraph.length) flush();
      list.push(item[1]!);
    } else if (list.length) {
      // A wrapped line continues the list's last item.
      list[list.length - 1] += ` ${line}`;
    } else paragraph.push(line);
  }
  flush();
  return blocks;
}
