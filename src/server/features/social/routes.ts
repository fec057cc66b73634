/**
 * The Social Hub's routes (docs/product.md, Social Hub): the player search, friend requests by name
 * or e-mail and their answers, the family's friends and the friends' board. Every route is the
 * signed-in family's own: a relationship it does not take part in is a 404, like one that does not exist.
 */
import { EMAIL_REQUESTS_PER_HOUR } from '#shared/social';
import {
  ZFamilySearchQuery,
  ZFamilySearchResponse,
  ZFriendRequestByEmail,
  ZFriendRequestById,
  ZFriendRequestsResponse,
  ZFriendsBoardResponse,
  ZFriendsResponse,
  ZRelationshipParams,
  ZRespondRequest,
  ZSocialAccess,
  ZSocialMessage,
} from '#shared/validation/social';
import { currentUser } from '#server/auth/session';
import { defineFeature } from '#server/feature';
import { byFamily, checkRateLimit } from '#server/http/rate-limit';
import {
  cancelRequest,
  exportFriendships,
  getFriends,
  getFriendsBoard,
  getRequests,
  getSocialAccess,
  removeFriend,
  respondToRequest,
  searchFamilies,
  sendRequestByEmail,
  sendRequestById,
} from './service';

const tags = ['social'];
const EMAIL_REQUEST_RATE_LIMIT = { windowMs: 60 * 60_000, max: EMAIL_REQUESTS_PER_HOUR } as const;

export const socialFeature = defineFeature(
  { name: 'social', dependencies: ['accounts', 'athletes', 'progress', 'achievements', 'leaderboards'], isSignedInOnly: true },
  async (app, ctx) => {
    // Relationships go with either family's account (cascade on both ids); the export lists them.
    ctx.familyData.push({ name: 'friendships', export: exportFriendships });

    app.get(
      '/api/v1/social/access',
      { schema: { tags, summary: 'Whether the family may look for other families: only a family with a membership may', response: { 200: ZSocialAccess } } },
      async (request) => getSocialAccess(ctx.db, currentUser(request).id),
    );

    app.get(
      '/api/v1/social/search',
      { schema: { tags, summary: 'Academy families whose display name has a word starting with the text (at most 10, and whether more matched; never an e-mail); 403 for a family without a membership', querystring: ZFamilySearchQuery, response: { 200: ZFamilySearchResponse } } },
      async (request) => searchFamilies(ctx.db, currentUser(request).id, request.query.q),
    );

    app.get(
      '/api/v1/social/friends',
      { schema: { tags, summary: 'The family’s friends, newest first', response: { 200: ZFriendsResponse } } },
      async (request) => getFriends(ctx.db, currentUser(request).id),
    );

    app.get(
      '/api/v1/social/requests',
      { schema: { tags, summary: 'Pending friend requests received, and sent by name', response: { 200: ZFriendRequestsResponse } } },
      async (request) => getRequests(ctx.db, currentUser(request).id),
    );

    app.get(
      '/api/v1/social/board',
      { schema: { tags, summary: 'This week’s XP of the family’s and its friends’ athletes (first names only)', response: { 200: ZFriendsBoardResponse } } },
      async (request) => getFriendsBoard(ctx.db, currentUser(request).id),
    );

    app.post(
      '/api/v1/social/requests',
      { schema: { tags, summary: 'Send a friend request to a family found by the search', body: ZFriendRequestById, response: { 201: ZSocialMessage } } },
      async (request, reply) => reply.code(201).send(await sendRequestById(ctx, currentUser(request).id, request.body.familyId)),
    );

    app.post(
      '/api/v1/social/requests/by-email',
      {
        preHandler: async (request, reply) => checkRateLimit(ctx.db, { name: 'friend-request-email', rule: EMAIL_REQUEST_RATE_LIMIT, key: byFamily }, request, reply),
        schema: { tags, summary: 'Send a friend request by e-mail: the same answer whether or not the address belongs to a family', body: ZFriendRequestByEmail, response: { 202: ZSocialMessage } } },
      async (request, reply) => reply.code(202).send(await sendRequestByEmail(ctx, currentUser(request), request.body.email)),
    );

    app.post(
      '/api/v1/social/requests/:relationshipId/respond',
      { schema: { tags, summary: 'Accept or reject a request addressed to the family', params: ZRelationshipParams, body: ZRespondRequest, response: { 200: ZSocialMessage } } },
      async (request) => respondToRequest(ctx, currentUser(request).id, request.params.relationshipId, request.body.decision),
    );

    app.delete(
      '/api/v1/social/requests/:relationshipId',
      { schema: { tags, summary: 'Cancel a request the family sent that is still waiting', params: ZRelationshipParams, response: { 200: ZSocialMessage } } },
      async (request) => cancelRequest(ctx, currentUser(request).id, request.params.relationshipId),
    );

    app.delete(
      '/api/v1/social/friends/:relationshipId',
      { schema: { tags, summary: 'End a friendship (either family may)', params: ZRelationshipParams, response: { 200: ZSocialMessage } } },
      async (request) => removeFriend(ctx, currentUser(request).id, request.params.relationshipId),
    );
  },
);
