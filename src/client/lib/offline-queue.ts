/**
 * The offline queue (issue 45, point 3; decision 092): a lesson save, a "Can't make it" and an
 * attendance mark are mutations with one key and one scope, so TanStack Query pauses them while the
 * phone is offline, keeps them in IndexedDB across a reload, and sends them one after another, in
 * the order they were made, when the network returns. Each carries an id made here, so a repeat is
 * applied once by the server.
 */
import { AppError } from '#shared/errors';
import { apiRequest } from './api';

export const QUEUED_WRITE_KEY = ['queued-write'] as const;
/** One scope: queued writes run one at a time, in order. */
export const QUEUED_WRITE_SCOPE = { id: 'queued-writes' };

/** Everything needed to send it again after a reload: plain data, no functions. */
export type QueuedWrite = { clientId: string; method: 'POST' | 'PUT'; path: string; body: unknown; label: string };

export function queuedWrite(write: Omit<QueuedWrite, 'clientId'>): QueuedWrite {
  return { ...write, clientId: crypto.randomUUID() };
}

export function sendQueuedWrite<T>(write: QueuedWrite): Promise<T> {
  return apiRequest<T>(write.method, write.path, write.body, write.clientId);
}

/** A refusal (4xx) is final and shown; a lost connection or a server hiccup is tried again. */
export function isWorthRetrying(failureCount: number, error: Error): boolean {
  return failureCount < 20 && !(error instanceof AppError && error.status >= 400 && error.status < 500);
}

/** The options every queued write shares; also its defaults, for the writes restored after a reload. */
export const queuedWriteOptions = {
  mutationKey: QUEUED_WRITE_KEY,
  scope: QUEUED_WRITE_SCOPE,
  retry: isWorthRetrying,
  retryDelay: (attempt: number) => Math.min(500 * 2 ** attempt, 10_000),
};
