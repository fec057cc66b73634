import { Crown, Lock } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#shared/page-paths';
import { RESOURCE_MESSAGES } from '#shared/resources';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { PRO_PLAN_ID, UpgradeBenefits } from './upgrade-dialog';

/** What a family without Pro sees where the library would be. */
export function LockedLibrary() {
  return (
    <Card role="region" aria-labelledby="locked-library-heading" className="flex flex-col gap-4 p-5">
      <div className="flex items-start gap-3">
        <span className="rounded-full bg-accent/20 p-2">
          <Lock className="size-5 text-pitch dark:text-accent" aria-hidden="true" />
        </span>
        <div>
          <h2 id="locked-library-heading" className="text-lg font-bold">
            The resource library is part of Pro
          </h2>
          <p className="text-sm text-muted-foreground">{RESOURCE_MESSAGES.proRequired}</p>
        </div>
      </div>
      <UpgradeBenefits />
      <Button asChild size="lg" variant="accent" className="self-start">
        <Link to={paths.membership({ plan: PRO_PLAN_ID })}>
          <Crown aria-hidden="true" />
          Upgrade to Pro
        </Link>
      </Button>
    </Card>
  );
}
