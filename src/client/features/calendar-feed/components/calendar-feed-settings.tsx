import { CalendarPlus, Copy, ExternalLink, RefreshCw } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { CALENDAR_FEED_MESSAGES, type TCalendarFeedLinks } from '#shared/validation/calendar-feed';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/lib/toast';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useRotateCalendarFeed } from '../api/rotate-calendar-feed';

/**
 * Settings, Calendar (docs/product.md, Training sessions, "Calendar feed"): the family's secret
 * feed link, to subscribe from a calendar app, Google Calendar, or anything that takes a URL; and a
 * new link when the old one went somewhere it should not.
 */
export function CalendarFeedSettings() {
  const feed = useCalendarFeed();
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <h2 id={headingId} className="text-lg font-semibold leading-tight">
          Calendar
        </h2>
        <CardDescription>
          Your athletes' training sessions in your own calendar, updated when a session moves or is cancelled.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {feed.isPending ? <Spinner label="Loading your calendar link" /> : null}
        {feed.isError ? <Alert tone="error" title="Calendar">{feed.error.message}</Alert> : null}
        {feed.data ? feed.data.feed ? <FeedLinks links={feed.data.feed} /> : <MakeFirstLink /> : null}
        <p className="text-sm text-muted-foreground">{CALENDAR_FEED_MESSAGES.refresh}</p>
      </CardContent>
    </Card>
  );
}

function MakeFirstLink() {
  const rotate = useRotateCalendarFeed();
  async function make() {
    try {
      await rotate.mutateAsync();
    } catch (error) {
      toast.error(CALENDAR_FEED_MESSAGES.rotateFailed, { description: error instanceof Error ? error.message : undefined });
    }
  }
  return (
    <Button className="self-start" onClick={() => void make()} disabled={rotate.isPending}>
      <CalendarPlus aria-hidden="true" />
      {rotate.isPending ? 'Making your link...' : 'Make my calendar link'}
    </Button>
  );
}

function FeedLinks({ links }: { links: TCalendarFeedLinks }) {
  const input = useRef<HTMLInputElement>(null);

  async function copy() {
    try {
      await navigator.clipboard.writeText(links.url);
      toast.success(CALENDAR_FEED_MESSAGES.copied);
    } catch {
      input.current?.select();
      toast.error(CALENDAR_FEED_MESSAGES.copyFailed);
    }
  }

  return (
    <>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Button asChild>
          <a href={links.webcalUrl}>
            <CalendarPlus aria-hidden="true" />
            Subscribe
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={links.googleCalendarUrl} target="_blank" rel="noreferrer">
            <ExternalLink aria-hidden="true" />
            Add to Google Calendar
          </a>
        </Button>
        <Button variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copy link
        </Button>
      </div>
      <Field label="Your calendar link" hint={CALENDAR_FEED_MESSAGES.private}>
        <Input ref={input} value={links.url} readOnly spellCheck={false} onFocus={(event) => event.currentTarget.select()} />
      </Field>
      <RotateDialog />
    </>
  );
}

function RotateDialog() {
  const [isOpen, setIsOpen] = useState(false);
  const rotate = useRotateCalendarFeed();

  async function confirm() {
    try {
      await rotate.mutateAsync();
    } catch (error) {
      toast.error(CALENDAR_FEED_MESSAGES.rotateFailed, { description: error instanceof Error ? error.message : undefined });
      return;
    }
    setIsOpen(false);
    toast.success(CALENDAR_FEED_MESSAGES.rotated);
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className="self-start">
          <RefreshCw aria-hidden="true" />
          Make a new link
        </Button>
      </DialogTrigger>
      <DialogContent title="Make a new calendar link?" description={CALENDAR_FEED_MESSAGES.rotateConfirm}>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">Keep this link</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={rotate.isPending}>
            {rotate.isPending ? 'Making a new link...' : 'Make a new link'}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
