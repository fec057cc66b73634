/**
 * Logger options: JSON in production, pretty on a laptop. Cookies, authorization headers, passwords
 * and tokens (also in query strings, such as e-mailed links, and in a calendar feed's path) never
 * reach the log.
 */
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

const SECRET_QUERY = /([?&](?:token|code|session_id|callbackURL|password)=)[^&]*/gi;

/** A calendar feed's path is its key (`/calendar/<token>.ics`): logged without it. */
const CALENDAR_FEED_PATH = /^\/calendar\/[^?#]*/;

export function redactUrl(url: string): string {
  return url.replace(CALENDAR_FEED_PATH, '/calendar/[token]').replace(SECRET_QUERY, '$1[redacted]');
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string; id?: string }) {
        return { id: request.id, method: request.method, url: redactUrl(request.url), ip: request.ip };
      },
    },
    ...(config.env === 'development'
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : {}),
  };
}
