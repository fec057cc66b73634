/**
 * Logger options: JSON in production, pretty on a laptop, a request id on every line of a request
 * (http/request-id.ts). Cookies, authorization headers, passwords and tokens (also in query strings,
 * such as e-mailed links, and in a calendar feed's path) never reach the log; nor do e-mail
 * addresses, wherever they appear in a line, nor names (a child's above all) passed in a field.
 */
import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config';

const SECRET_QUERY = /([?&](?:token|code|session_id|callbackURL|password)=)[^&]*/gi;

/** A calendar feed's path is its key (`/calendar/<token>.ics`): logged without it. */
const CALENDAR_FEED_PATH = /^\/calendar\/[^?#]*/;

/** An e-mail address, also URL-encoded (%40) as in a logged link. */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

export function redactUrl(url: string): string {
  return url.replace(CALENDAR_FEED_PATH, '/calendar/[token]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Masks every e-mail address in a finished log line (a message, an error, any field). */
export function maskEmails(line: string): string {
  return line.replace(EMAIL, '[email]');
}

/** Fields that hold a secret or a person's name or address, at the top of a log call's object or one level down. */
const REDACTED_FIELDS = [
  'password', 'newPassword', 'currentPassword', 'token', 'secret', 'cookie', 'authorization',
  'email', 'name', 'firstName', 'lastName', 'athleteName', 'player_name', 'parent_name', 'display_name',
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] & object {
  return {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        ...REDACTED_FIELDS,
        ...REDACTED_FIELDS.map((field) => `*.${field}`),
      ],
      censor: '[redacted]',
    },
    hooks: { streamWrite: maskEmails },
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
