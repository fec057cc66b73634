/**
 * A resource's Markdown as React elements (never HTML): the page, the preview families see before
 * upgrading and the admin's preview all render through here, so they look the same.
 */
import { Fragment } from 'react';
import { type InlineNode, parseInline, parseMarkdown } from '#shared/resources-markdown';

function Inline({ text }: { text: string }) {
  return parseInline(text).map((node: InlineNode, i) => {
    switch (node.kind) {
      case 'strong':
        return <strong key={i}>{node.text}</strong>;
      case 'em':
        return <em key={i}>{node.text}</em>;
      case 'link':
        return node.href.startsWith('/') ? (
          <a key={i} href={node.href} className="font-semibold text-primary underline">
            {node.text}
          </a>
        ) : (
          <a key={i} href={node.href} className="font-semibold text-primary underline" target="_blank" rel="noopener noreferrer">
            {node.text}
          </a>
        );
      default:
        return <Fragment key={i}>{node.text}</Fragment>;
    }
  });
}

export function InlineMarkdown({ text }: { text: string }) {
  return <Inline text={text} />;
}

export function ResourceBody({ markdown }: { markdown: string }) {
  return (
    <div className="flex flex-col gap-4 text-base leading-relaxed">
      {parseMarkdown(markdown).map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return block.level === 2 ? (
              <h2 key={i} className="mt-2 text-xl font-bold text-pitch dark:text-foreground">
                <Inline text={block.text} />
              </h2>
            ) : (
              <h3 key={i} className="mt-1 text-lg font-semibold">
                <Inline text={block.text} />
              </h3>
            );
          case 'paragraph':
            return (
              <p key={i}>
                <Inline text={block.text} />
              </p>
            );
          case 'list': {
            const List = block.isOrdered ? 'ol' : 'ul';
            return (
              <List key={i} className={block.isOrdered ? 'list-decimal space-y-1 pl-6' : 'list-disc space-y-1 pl-6'}>
                {block.items.map((item, j) => (
                  <li key={j}>
                    <Inline text={item} />
                  </li>
                ))}
              </List>
            );
          }
        }
      })}
    </div>
  );
}
