import { Megaphone } from 'lucide-react';
import { EmptyState } from '#client/components/ui/alert';
import { Panel } from '#client/components/ui/panel';

/** Latest Updates (spec part 2: two announcements). The announcements release fills it. */
export function LatestUpdatesPanel() {
  return (
    <Panel title="Latest Updates" icon={Megaphone}>
      <EmptyState title="No announcements yet">
        News and schedule changes from the academy will appear here.
      </EmptyState>
    </Panel>
  );
}
