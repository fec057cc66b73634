/**
 * A small reverse proxy for the scale check: each request goes to the next instance in turn, event
 * streams pass through unbuffered, and an instance that refuses connections is skipped from then on
 * (a request it never received is sent to the next one; one it received and did not answer fails,
 * as it would behind any proxy, and was never acknowledged). Production uses Caddy (deploy/Caddyfile).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Proxy = {
  url: string;
  /** Send to the first `count` instances only (the saturation runs). */
  useFirst(count: number): void;
  close(): Promise<void>;
};

export async function startProxy(upstreams: string[]): Promise<Proxy> {
  const targets = upstreams.map((url) => ({ url: new URL(url), agent: new http.Agent({ keepAlive: true, maxSockets: 256 }), isDown: false }));
  let active = targets.length;
  let next = 0;
  const pick = () => {
    for (let tried = 0; tried < active; tried += 1) {
      const target = targets[next++ % active]!;
      if (!target.isDown) return target;
    }
    return undefined;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const forward = (attemptsLeft: number) => {
        const target = pick();
        if (!target) {
          res.writeHead(502).end();
          return;
        }
        const upstream = http.request(
          {
            host: target.url.hostname,
            port: target.url.port,
            method: req.method,
            path: req.url,
            agent: target.agent,
            headers: { ...req.headers, 'x-forwarded-for': req.socket.remoteAddress ?? '127.0.0.1' },
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          if (error.code === 'ECONNREFUSED' && attemptsLeft > 0) {
            target.isDown = true;
            forward(attemptsLeft - 1);
          } else if (!res.headersSent) res.writeHead(502).end();
          else res.destroy();
        });
        // A page that goes away (an event stream closed) closes its upstream request too.
        res.on('close', () => {
          if (!res.writableFinished) upstream.destroy();
        });
        upstream.end(body);
      };
      forward(targets.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    useFirst(count) {
      active = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
        for (const target of targets) target.agent.destroy();
      }),
  };
}
