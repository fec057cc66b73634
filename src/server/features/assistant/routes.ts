/**
 * The academy assistant's routes (docs/product.md, Academy assistant): the family's transcript, a
 * question (rate limited per family, in the database), Clear Chat and the hand-off to Academy
 * Support, all signed in and all narrowed to the asking family. A safety flag opens a safeguarding case (features/safeguarding).
 */
import { z } from 'zod';
import { ASSISTANT_RATE_LIMIT } from '#shared/assistant/rules';
import {
  ZAssistantQuestion,
  ZAssistantReply,
  ZHandOffRequest,
  ZHandOffResponse,
  ZTranscript,
  ZTranscriptQuery,
} from '#shared/validation/assistant';
import { currentUser } from '#server/auth/session';
import { defineFeature, signedIn } from '#server/feature';
import type { Db } from '#server/db/database';
import { byFamily, checkRateLimit } from '#server/http/rate-limit';
import { askAssistant, clearTranscript, createAssistant, exportAssistantData, getTranscript, handOffQuestion } from './service';

const tags = ['assistant'];

export const assistantFeature = defineFeature(
  { name: 'assistant', dependencies: ['accounts', 'athletes', 'membership', 'messaging', 'safeguarding'] },
  async (app, ctx) => {
    ctx.familyData.push({ name: 'assistant', export: exportAssistantData });
    const assistant = createAssistant(ctx.config, ctx.log);

    await signedIn(app, ctx, (family) => {
      family.get(
        '/api/v1/assistant/messages',
        { schema: { tags, summary: 'The family’s assistant transcript, oldest first, a page at a time', querystring: ZTranscriptQuery, response: { 200: ZTranscript } } },
        async (request) => getTranscript(ctx.db, currentUser(request).id, request.query),
      );

      family.post(
        '/api/v1/assistant/messages',
        {
          schema: {
            tags,
            summary: 'Ask the academy assistant (spec: ai-chat-response); the question and the answer are stored. At most 30 questions in 10 minutes per family (429)',
            body: ZAssistantQuestion,
            response: { 200: ZAssistantReply },
          },
        },
        async (request, reply) => {
          // The limit is counted by the service, in the transcript's own transaction (service.ts).
          const limit = (db: Db) => checkRateLimit(db, { name: 'assistant', rule: ASSISTANT_RATE_LIMIT, key: byFamily }, request, reply);
          return askAssistant(ctx, assistant, currentUser(request), request.body, limit);
        },
      );

      family.delete(
        '/api/v1/assistant/messages',
        { schema: { tags, summary: 'Clear Chat: delete the family’s transcript', response: { 200: z.object({ deleted: z.number().int() }) } } },
        async (request) => ({ deleted: await clearTranscript(ctx.db, currentUser(request).id) }),
      );

      family.post(
        '/api/v1/assistant/handoff',
        { schema: { tags, summary: 'Send one of the family’s questions to Academy Support', body: ZHandOffRequest, response: { 200: ZHandOffResponse } } },
        async (request) => ({ reply: await handOffQuestion(ctx, currentUser(request), request.body.messageId) }),
      );
    });
  },
);
