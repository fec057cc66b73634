import { type ReactElement, cloneElement, useId } from 'react';
import { CharacterCount, isOverLimit, type TextLimit } from './character-count';
import { Label } from './input';

type ControlProps = { id?: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string };

/**
 * A labelled form control with its hint and its error message beside it. With `limit`, a text's
 * character count shows under it (`showCount`, the default) and the limit's message once it is over.
 */
export function Field({
  label,
  hint,
  error: fieldError,
  limit,
  showCount = true,
  children,
  className,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  limit?: TextLimit;
  showCount?: boolean;
  children: ReactElement<ControlProps>;
  className?: string;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const countId = `${id}-count`;
  const error = fieldError ?? (isOverLimit(limit) ? limit?.message : undefined);
  const hasCount = limit !== undefined && (showCount || isOverLimit(limit));
  const describedBy = [hint ? hintId : null, hasCount ? countId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ?? 'flex flex-col gap-1.5'}>
      <Label htmlFor={id}>{label}</Label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {limit && hasCount ? <CharacterCount id={countId} limit={limit} /> : null}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
