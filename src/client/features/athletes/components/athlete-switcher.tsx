/**
 * The header's athlete picker: the name for one athlete, a link for none, and for two or more a
 * button that opens the family's list, where every name shows in full (a select cut them short on a
 * phone). The list is a disclosure of plain buttons: Escape or a tap outside closes it.
 */
import { Check, ChevronDown, UserPlus } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { avatarInitial } from '#shared/names';
import { paths } from '#shared/page-paths';
import type { TAthlete } from '#shared/validation/athletes';
import { cn } from '#client/lib/cn';
import { useSelectedAthlete } from '../hooks';

function Initial({ name }: { name: string }) {
  return (
    <span aria-hidden="true" className="grid size-8 shrink-0 place-items-center rounded-full bg-accent text-sm font-bold text-accent-foreground">
      {avatarInitial(name)}
    </span>
  );
}

function AthleteList({ athletes, current, onSelect }: { athletes: TAthlete[]; current: TAthlete; onSelect: (id: string) => void }) {
  const [isOpen, setIsOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setIsOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setIsOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [isOpen]);

  return (
    <div ref={root} className="relative min-w-0">
      <button
        ref={button}
        type="button"
        aria-expanded={isOpen}
        aria-controls={listId}
        aria-label={`Athlete: ${current.name}. Switch athlete`}
        className="flex min-h-11 max-w-full min-w-0 items-center gap-2 rounded-md px-1 text-sm font-semibold hover:bg-white/10"
        onClick={() => setIsOpen((open) => !open)}
      >
        <Initial name={current.name} />
        <span className="min-w-0 max-w-20 truncate sm:max-w-32">{current.name.split(' ')[0]}</span>
        <ChevronDown className={cn('size-4 shrink-0 transition-transform', isOpen && 'rotate-180')} aria-hidden="true" />
      </button>
      {isOpen ? (
        <ul
          id={listId}
          aria-label="Athletes"
          className="absolute right-0 top-full z-50 mt-2 flex w-72 max-w-[calc(100vw-1.5rem)] flex-col gap-1 rounded-lg border bg-card p-1.5 text-card-foreground shadow-lg"
        >
          {athletes.map((a) => {
            const isCurrent = a.id === current.id;
            return (
              <li key={a.id}>
                <button
                  type="button"
                  aria-current={isCurrent || undefined}
                  className={cn('flex min-h-11 w-full items-center gap-3 rounded-md px-2 py-1.5 text-left text-sm hover:bg-muted', isCurrent && 'bg-muted font-semibold')}
                  onClick={() => {
                    onSelect(a.id);
                    setIsOpen(false);
                    button.current?.focus();
                  }}
                >
                  <Initial name={a.name} />
                  <span className="min-w-0 flex-1">{a.name}</span>
                  {isCurrent ? <Check className="size-4 shrink-0 text-primary" aria-label="Selected" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

export function AthleteSwitcher() {
  const { athletes, athlete, isLoading, select } = useSelectedAthlete();
  if (isLoading) return null;
  if (!athlete) {
    return (
      // On phones it is an icon, named for screen readers, so the header's links keep their room; on
      // the narrowest it gives way to them (Profile has it too).
      <Link to={paths.profile({ tab: 'athletes' })} className="flex shrink-0 items-center gap-1.5 rounded-md bg-white/10 px-2.5 py-1.5 text-sm font-semibold hover:bg-white/20 max-[359px]:hidden">
        <UserPlus className="size-4" aria-hidden="true" />
        <span className="max-[479px]:sr-only">Add an athlete</span>
      </Link>
    );
  }
  if (athletes.length === 1) {
    return (
      <span className="flex min-w-0 items-center gap-2 text-sm font-semibold">
        <Initial name={athlete.name} />
        {/* Narrower on a phone, where the header's links sit beside it as icons; on the narrowest it gives way to them. */}
        <span className="min-w-0 max-w-20 truncate sm:max-w-32">{athlete.name.split(' ')[0]}</span>
      </span>
    );
  }
  return <AthleteList athletes={athletes} current={athlete} onSelect={select} />;
}
