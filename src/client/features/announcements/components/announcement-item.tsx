/**
 * One announcement as families see it: its type's colour on the edge and the icon, and the type in
 * words too, so colour is never the only sign (docs/product.md, Announcements).
 */
import { AlertTriangle, CheckCircle2, Info, type LucideIcon, OctagonAlert } from 'lucide-react';
import { ANNOUNCEMENT_TYPE_LABELS, type AnnouncementType, type TVisibleAnnouncement } from '#shared/validation/announcements';
import { cn } from '#client/lib/cn';

const LOOK: Record<AnnouncementType, { icon: LucideIcon; edge: string; tint: string; ink: string }> = {
  info: { icon: Info, edge: 'border-l-primary', tint: 'bg-primary/5', ink: 'text-primary' },
  success: { icon: CheckCircle2, edge: 'border-l-success', tint: 'bg-success/5', ink: 'text-success' },
  warning: { icon: AlertTriangle, edge: 'border-l-warning', tint: 'bg-warning/5', ink: 'text-warning' },
  error: { icon: OctagonAlert, edge: 'border-l-destructive', tint: 'bg-destructive/5', ink: 'text-destructive' },
};

const WHEN = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

export function AnnouncementTypeLabel({ type }: { type: AnnouncementType }) {
  const { icon: Icon, ink } = LOOK[type];
  return (
    <span className="inline-flex items-center gap-1 text-xs font-semibold uppercase tracking-wide text-foreground">
      <Icon className={cn('size-4', ink)} aria-hidden="true" />
      {ANNOUNCEMENT_TYPE_LABELS[type]}
    </span>
  );
}

export function AnnouncementItem({ announcement, headingLevel = 3 }: { announcement: Pick<TVisibleAnnouncement, 'title' | 'message' | 'type' | 'createdAt'>; headingLevel?: 3 | 4 }) {
  const { edge, tint } = LOOK[announcement.type];
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <article className={cn('flex flex-col gap-1 rounded-md border border-l-4 p-3', edge, tint)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <AnnouncementTypeLabel type={announcement.type} />
        <time dateTime={announcement.createdAt} className="text-xs text-muted-foreground">
          {WHEN.format(new Date(announcement.createdAt))}
        </time>
      </div>
      <Heading className="font-semibold wrap-anywhere">{announcement.title}</Heading>
      <p className="whitespace-pre-line wrap-anywhere text-sm text-muted-foreground">{announcement.message}</p>
    </article>
  );
}
