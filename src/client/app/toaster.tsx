import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toasterOutlet } from '../lib/toast';

/** The toast outlet, mounted on the first toast (see lib/toast.ts and app.tsx). */
export function Toaster() {
  // Runs after Sonner's own effects, so Sonner is listening before the first toast is sent.
  useEffect(() => toasterOutlet.markReady(), []);
  // Sonner's rich colours fail contrast checks; the default light toasts with coloured icons pass.
  return <Sonner position="top-center" closeButton toastOptions={{ duration: 4000 }} />;
}
