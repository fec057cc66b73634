import { Megaphone } from 'lucide-react';
import { useState } from 'react';
import { ANNOUNCEMENTS_ON_DASHBOARD, type TVisibleAnnouncement } from '#shared/validation/announcements';
import { EmptyState } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Panel } from '#client/components/ui/panel';
import { AnnouncementItem } from '#client/features/announcements';

/**
 * Latest Updates (docs/product.md, Dashboard and Announcements): the family's 2 most important
 * visible announcements, "View all" for up to 5; kept fresh by the live `announcements` event.
 */
export function LatestUpdatesPanel({ announcements }: { announcements: TVisibleAnnouncement[] }) {
  const [isShowingAll, setShowingAll] = useState(false);
  const shown = isShowingAll ? announcements : announcements.slice(0, ANNOUNCEMENTS_ON_DASHBOARD);
  const canExpand = announcements.length > ANNOUNCEMENTS_ON_DASHBOARD;
  return (
    <Panel
      title="Latest Updates"
      icon={Megaphone}
      action={
        canExpand ? (
          <Button variant="link" size="sm" className="h-auto px-0" aria-expanded={isShowingAll} onClick={() => setShowingAll(!isShowingAll)}>
            {isShowingAll ? 'Show less' : 'View all'}
          </Button>
        ) : null
      }
    >
      {announcements.length === 0 ? (
        <EmptyState title="No announcements yet">News and schedule changes from the academy will appear here.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Announcements">
          {shown.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementItem announcement={announcement} />
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
