import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

const tones = {
  info: 'border-border bg-card',
  success: 'border-success/40 bg-success/10',
  warning: 'border-warning/40 bg-warning/10',
  error: 'border-destructive/40 bg-destructive/10',
} as const;

export function Alert({
  tone = 'info',
  title,
  children,
  className,
  ...props
}: ComponentProps<'div'> & { tone?: keyof typeof tones; title?: ReactNode }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cn('rounded-lg border p-4 text-sm', tones[tone], className)} {...props}>
      {title ? <p className="font-semibold">{title}</p> : null}
      {children ? <div className={title ? 'mt-1 text-muted-foreground' : ''}>{children}</div> : null}
    </div>
  );
}

/** The honest empty state: what is missing and, where there is one, what to do. */
export function EmptyState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-4 py-8 text-center">
      <p className="font-semibold">{title}</p>
      {children ? <div className="max-w-sm text-sm text-muted-foreground">{children}</div> : null}
      {action ? <div className="mt-2">{action}</div> : null}
    </div>
  );
}
