/**
 * Toasts. The toast library and its outlet load on the first toast, not on every first visit
 * (decision 004): a toast call asks the app to mount the outlet, waits for it, then shows itself.
 * Titles and descriptions are listed in docs/product.md, Messages.
 */
type ToastOptions = {
  description?: string;
  duration?: number;
  /** A toast shown again under the same id replaces the one on screen instead of stacking. */
  id?: string;
  /** The description's line breaks are kept (a celebration listing several things). */
  isMultiline?: boolean;
};

function toSonner({ isMultiline, ...options }: ToastOptions) {
  return isMultiline ? { ...options, classNames: { description: 'whitespace-pre-line' } } : options;
}

let isRequested = false;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});
const listeners = new Set<() => void>();

/** For the app: whether the outlet is wanted yet, and a way to hear when it becomes wanted. */
export const toasterOutlet = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isRequested: () => isRequested,
  /** Called by the mounted outlet. */
  markReady: () => markReady(),
};

async function sonner() {
  if (!isRequested) {
    isRequested = true;
    for (const listener of listeners) listener();
  }
  const [module] = await Promise.all([import('sonner'), ready]);
  return module.toast;
}

export const toast = {
  success(title: string, options: ToastOptions = {}) {
    void sonner().then((t) => t.success(title, toSonner(options)));
  },
  error(title: string, options: ToastOptions = {}) {
    void sonner().then((t) => t.error(title, toSonner(options)));
  },
  info(title: string, options: ToastOptions = {}) {
    void sonner().then((t) => t.message(title, toSonner(options)));
  },
};
