/**
 * The athlete whose progress the app shows. Progress belongs to an athlete (docs/product.md);
 * a parent with two switches in the header, and the choice is remembered on this device.
 */
import { useSyncExternalStore } from 'react';
import type { TAthlete } from '#shared/validation/athletes';
import { useAthletes } from './api/get-athletes';

export { useAthletes } from './api/get-athletes';

const STORAGE_KEY = 'bravo.selected-athlete';
const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function selectAthlete(id: string): void {
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Private mode: the choice lasts until reload.
  }
  memory = id;
  for (const listener of listeners) listener();
}

let memory = read();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type SelectedAthlete = {
  athletes: TAthlete[];
  /** The chosen athlete, else the first by name; undefined while loading or with none. */
  athlete: TAthlete | undefined;
  isLoading: boolean;
  select: (id: string) => void;
};

export function useSelectedAthlete(): SelectedAthlete {
  const chosenId = useSyncExternalStore(subscribe, () => memory, () => memory);
  const query = useAthletes();
  const athletes = query.data ?? [];
  const athlete = athletes.find((a) => a.id === chosenId) ?? athletes[0];
  return { athletes, athlete, isLoading: query.isPending, select: selectAthlete };
}
