/**
 * The one way the pages talk to the server: JSON in, JSON out, cookies included, and every failure
 * turned back into the server's AppError so a page can show its message.
 */
import { AppError, isErrorBody } from '#shared/errors';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `clientId`: a write from the offline queue, applied once however often it is sent (decision 092). */
export async function apiRequest<T>(method: Method, path: string, body?: unknown, clientId?: string): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(clientId === undefined ? {} : { 'Idempotency-Key': clientId }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new AppError('UNAVAILABLE', 'We could not reach the academy’s server. Check your connection and try again.');
  }
  const text = await response.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (isErrorBody(data)) throw new AppError(data.error.code, data.error.message, data.error.fields);
    const message = (data as { message?: unknown } | undefined)?.message;
    throw new AppError(
      response.status === 429 ? 'RATE_LIMITED' : response.status >= 500 ? 'INTERNAL' : 'VALIDATION',
      typeof message === 'string' && message ? message : 'Something went wrong. Please try again.',
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown) => apiRequest<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};
