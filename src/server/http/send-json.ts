/**
 * Sends a body that is already JSON, checked against the route's response schema where it was
 * made (a read worker): Fastify passes a string with a JSON content type through unserialized.
 */
import type { FastifyReply } from 'fastify';

export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  // The route's schema types the payload as the object; this string is that object, serialized.
  return reply.type('application/json; charset=utf-8').send(json as never);
}
