/** A live-updates stream opened over real HTTP, as a page's EventSource would, for the tests. */
import type { AddressInfo } from 'node:net';
import type { TestApp } from './harness';

/** Opens the SSE stream over real HTTP and collects event names as they arrive. */
export async function openStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, { headers: { cookie, accept: 'text/event-stream' }, signal: controller.signal });
  const events: string[] = [];
  /** Every `retry:` the server sent, in milliseconds. */
  const retries: number[] = [];
  const waiters: (() => void)[] = [];
  let isEnded = false;
  if (response.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          for (const line of decoder.decode(chunk).split('\n')) {
            if (line.startsWith('event: ')) events.push(line.slice(7));
            if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
          }
          for (const w of waiters.splice(0)) w();
        }
      } catch {
        // aborted
      }
      isEnded = true;
      for (const w of waiters.splice(0)) w();
    })();
  }
  return {
    status: response.status,
    events,
    retries,
    async waitFor(name: string, timeoutMs = 2000): Promise<number> {
      const started = Date.now();
      while (!events.includes(name)) {
        if (Date.now() - started > timeoutMs) throw new Error(`no "${name}" event within ${timeoutMs} ms (got ${events.join(', ') || 'nothing'})`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
      return Date.now() - started;
    },
    async waitForEnd(timeoutMs = 2000): Promise<void> {
      const started = Date.now();
      while (!isEnded) {
        if (Date.now() - started > timeoutMs) throw new Error('the stream stayed open');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => controller.abort(),
  };
}

export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}
