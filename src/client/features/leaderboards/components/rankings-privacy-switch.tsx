import { EyeOff } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from '#client/lib/toast';
import { useRankingsPrivacy, useSetRankingsPrivacy } from '../api/rankings-privacy';

/**
 * Profile > Athletes: keep an athlete off other families' boards (docs/product.md, Player
 * Rankings). The athlete still sees its own place, marked private.
 */
export function RankingsPrivacySwitch({ athleteId, athleteName }: { athleteId: string; athleteName: string }) {
  const privacy = useRankingsPrivacy(athleteId);
  const save = useSetRankingsPrivacy();
  const id = useId();
  // The choice shows at once, in the same render as the click (a controlled checkbox would otherwise
  // spring back until the mutation reports pending), and gives way to the saved value afterwards.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const isHidden = chosen ?? privacy.data?.hideFromRankings ?? false;

  async function choose(hideFromRankings: boolean) {
    setChosen(hideFromRankings);
    try {
      await save.mutateAsync({ athleteId, hideFromRankings });
      toast.success(hideFromRankings ? 'Hidden from other families’ rankings' : 'Shown in the rankings again');
    } catch {
      toast.error('Failed to save the rankings setting. Please try again.');
    } finally {
      setChosen(null);
    }
  }

  return (
    <div className="mt-4 flex items-start gap-3 rounded-md border bg-muted/40 p-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-5"
        checked={isHidden}
        disabled={privacy.isPending || privacy.isError || save.isPending || chosen !== null}
        aria-describedby={`${id}-hint`}
        onChange={(e) => void choose(e.target.checked)}
      />
      <label htmlFor={id} className="flex flex-col gap-0.5 text-sm">
        <span className="flex items-center gap-1.5 font-semibold">
          <EyeOff aria-hidden="true" className="size-4" />
          Hide {athleteName} from other families&rsquo; rankings
        </span>
        <span id={`${id}-hint`} className="text-muted-foreground">
          {privacy.isError
            ? 'This setting could not be loaded. Reload the page to try again.'
            : 'Other families then never see this athlete on a board; your family still sees its place, marked private.'}
        </span>
      </label>
    </div>
  );
}
