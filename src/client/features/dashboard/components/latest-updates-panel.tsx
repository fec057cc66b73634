import { Megaphone } from 'lucide-react';
import { EmptyState } from '#client/components/ui/alert';
import { Panel } from '#client/components/ui/panel';

/** Latest Updates: announcements, not built yet (docs/product.md, Not built yet). */
export function LatestUpdatesPanel() {
  return (
    <Panel title="Latest Updates" icon={Megaphone}>
      <EmptyState title="No announcements yet">
        News and schedule changes from the academy will appear here.
      </EmptyState>
    </Panel>
  );
}
