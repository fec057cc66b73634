import { Phone } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { ACADEMY } from '#shared/academy';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { PageSpinner } from '#client/components/ui/spinner';

const loadForm = () => import('./application-form');
const ApplicationForm = lazy(async () => ({ default: (await loadForm()).ApplicationForm }));
/** Starts fetching the form early; a failure here is retried when the dialog opens. */
const preloadForm = () => void loadForm().catch(() => undefined);

/** "Apply Now": the application form in a dialog, fetched as soon as the visitor reaches for it. */
export function ApplyDialog() {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="accent" size="lg" onPointerEnter={preloadForm} onFocus={preloadForm}>
          Apply Now
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Apply to ${ACADEMY.name}`}
        description="Tell us about your player. Every field is required, and we'll be in touch soon."
      >
        <Suspense fallback={<PageSpinner label="Loading the application form" />}>
          <ApplicationForm />
        </Suspense>
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-2 text-sm text-muted-foreground">
          Prefer to talk?
          <a
            href={ACADEMY.phone.href}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary underline underline-offset-4"
          >
            <Phone className="size-4" aria-hidden="true" />
            Call {ACADEMY.phone.display}
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
