import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterOutlet } from '../lib/toast';

/** The toast outlet, mounted on the first toast (see lib/toast.ts and app.tsx). */
export function Toaster() {
  // Runs after Sonner's own effects, so Sonner is listening before the first toast is sent.
  useEffect(() => toasterOutlet.markReady(), []);
  // Sonner's rich colours fail contrast checks; the light toasts keep dark text, and an error is
  // marked as one by its red edge and red title (the destructive colour passes contrast on white).
  return (
    <Sonner
      position="top-center"
      closeButton
      toastOptions={{
        duration: 4000,
        classNames: {
          error: 'border-destructive! border-l-4! [&_[data-title]]:text-destructive! [&_[data-icon]]:text-destructive!',
          success: 'border-l-4! border-l-success!',
        },
      }}
    />
  );
}
