import { cn } from '#client/lib/cn';

/**
 * A long text's limit, said before it bites (docs/product.md, Long text): a form never cuts a pasted
 * text (no `maxLength`), it counts the characters and names the limit once the text is over it; the
 * server refuses the same text with the shared schema's message.
 */
export type TextLimit = { length: number; max: number; message: string };

export function isOverLimit(limit: TextLimit | undefined): boolean {
  return limit !== undefined && limit.length > limit.max;
}

/** "1,234 / 2,000": the characters typed and the most allowed, red once over. */
export function CharacterCount({ limit, id, className }: { limit: TextLimit; id?: string; className?: string }) {
  const over = isOverLimit(limit);
  return (
    <p id={id} className={cn('text-right text-xs tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground', className)}>
      <span className="sr-only">Characters: </span>
      {limit.length.toLocaleString('en-US')} / {limit.max.toLocaleString('en-US')}
    </p>
  );
}
