/** The Pro upgrade dialog (docs/product.md, Resources and Support): Pro's eight benefits and the way to Pro. */
import { Check, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { PRO_UPGRADE_BENEFITS } from '#shared/academy-plans';
import { paths } from '#shared/page-paths';
import { RESOURCE_MESSAGES } from '#shared/resources';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '#client/components/ui/dialog';

export const PRO_PLAN_ID = 'pro-monthly';

export function UpgradeBenefits() {
  return (
    <ul aria-label="Pro benefits" className="grid gap-2 text-sm sm:grid-cols-2">
      {PRO_UPGRADE_BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          <span>{benefit}</span>
        </li>
      ))}
    </ul>
  );
}

export function UpgradeDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Upgrade to Pro" description={RESOURCE_MESSAGES.proRequired}>
        <div className="flex flex-col gap-5">
          <UpgradeBenefits />
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button asChild size="lg" variant="accent" className="sm:flex-1">
              <Link to={paths.membership({ plan: PRO_PLAN_ID })}>
                <Crown aria-hidden="true" />
                Upgrade to Pro
              </Link>
            </Button>
            <DialogClose asChild>
              <Button size="lg" variant="outline" className="sm:flex-1">
                Maybe later
              </Button>
            </DialogClose>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
