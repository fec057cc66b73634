import { MonitorPlay } from 'lucide-react';
import { EmptyState } from '#client/components/ui/alert';

/** The Digital Content tab: content is coming soon (docs/product.md, Training). */
export function DigitalContent() {
  return (
    <div className="flex flex-col gap-3">
      <h3 className="flex items-center gap-2 text-lg font-semibold">
        <MonitorPlay className="size-5 text-primary" aria-hidden="true" /> Digital Content
      </h3>
      <EmptyState title="Digital content is coming soon">
        Training videos and guides from our coaches will be available here.
      </EmptyState>
    </div>
  );
}
