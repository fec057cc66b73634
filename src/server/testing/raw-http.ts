/**
 * HTTP written by hand on a socket, for tests of what a real client can send: app.inject() parses
 * its URL first (resolving `..` and `%2e%2e`), and cannot send a request Node would refuse.
 */
import { connect } from 'node:net';

export type RawResponse = { status: number; headers: Map<string, string>; body: string };

export function rawRequest(port: number, text: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', (error) => (chunks.length ? undefined : reject(error)));
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('latin1');
      const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = new Map(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body });
    });
    // Written, not ended: the server closes (Connection: close) once it has answered.
    socket.write(text);
  });
}

/** A request as text, with Connection: close and a Content-Length for any body. */
export function httpRequest(method: string, path: string, headers: Record<string, string> = {}, body = ''): string {
  const lines = [`${method} ${path} HTTP/1.1`, 'Host: localhost:3000', 'Connection: close', ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)];
  if (body || method === 'POST') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/** Starts the app on a free local port and returns the port. */
export async function listenLocally(app: { listen(options: { port: number; host: string }): Promise<string>; server: { address(): unknown } }): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as { port: number }).port;
}
