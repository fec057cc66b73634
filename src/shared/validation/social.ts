/** The Social Hub's inputs and answers (docs/product.md, Social Hub). */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './application';
import { SEARCH_MAX_LENGTH, SOCIAL_MESSAGES } from '../social';
import { singleLineText } from './text';

/** The player search's text: trimmed, not blank (docs/product.md, Social Hub). */
export const ZFamilySearchQuery = z.object({
  q: singleLineText({ error: SOCIAL_MESSAGES.searchRequired })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, { error: SOCIAL_MESSAGES.searchRequired }).max(SEARCH_MAX_LENGTH, { error: SOCIAL_MESSAGES.searchTooLong })),
});
export type TFamilySearchQuery = z.input<typeof ZFamilySearchQuery>;

/** Whether this family may look for others (a family of the academy), and why not. */
export const ZSocialAccess = z.object({ canFindFamilies: z.boolean(), message: z.string().nullable() });
export type TSocialAccess = z.infer<typeof ZSocialAccess>;

/** A request to a family found by the search. */
export const ZFriendRequestById = z.object({ familyId: z.string().min(1).max(64) });
export type TFriendRequestById = z.infer<typeof ZFriendRequestById>;

/** A request by e-mail: non-empty (docs/product.md, Social Hub), one address. */
export const ZFriendRequestByEmail = z.object({
  email: singleLineText({ error: SOCIAL_MESSAGES.emailRequired })
    .transform((s) => s.trim().toLowerCase())
    .pipe(
      z
        .string()
        .min(1, { error: SOCIAL_MESSAGES.emailRequired })
        .max(EMAIL_MAX_LENGTH, { error: SOCIAL_MESSAGES.emailInvalid })
        .pipe(z.email({ error: SOCIAL_MESSAGES.emailInvalid })),
    ),
});
export type TFriendRequestByEmail = z.input<typeof ZFriendRequestByEmail>;

export const ZRelationshipParams = z.object({ relationshipId: z.string().min(1).max(64) });

export const ZRespondRequest = z.object({ decision: z.enum(['accept', 'reject']) });
export type TRespondRequest = z.infer<typeof ZRespondRequest>;

/** Another family's athlete as friends see it: the first name and the last name's initial ("Leo M."). */
export const ZFriendAthlete = z.object({ displayName: z.string() });

/**
 * Another family as the hub shows it: its display name cut as an athlete's is ("Ana R.", never the
 * parent's full name) and its athletes' first names and initials; never an e-mail.
 */
export const ZFamilyCard = z.object({
  displayName: z.string(),
  athletes: z.array(ZFriendAthlete),
});

export const ZFamilySearchResult = ZFamilyCard.extend({ familyId: z.string() });
/** At most SEARCH_LIMIT families; `hasMore` when more matched than are shown. */
export const ZFamilySearchResponse = z.object({ families: z.array(ZFamilySearchResult), hasMore: z.boolean() });
export type TFamilySearchResponse = z.infer<typeof ZFamilySearchResponse>;
export type TFamilySearchResult = z.infer<typeof ZFamilySearchResult>;

/** A friendship or a pending request, addressed by the relationship's id. */
export const ZRelationship = ZFamilyCard.extend({ id: z.string(), since: z.string() });
export type TRelationship = z.infer<typeof ZRelationship>;

export const ZFriendsResponse = z.object({ friends: z.array(ZRelationship) });
export type TFriendsResponse = z.infer<typeof ZFriendsResponse>;

export const ZFriendRequestsResponse = z.object({ received: z.array(ZRelationship), sent: z.array(ZRelationship) });
export type TFriendRequestsResponse = z.infer<typeof ZFriendRequestsResponse>;

export const ZSocialMessage = z.object({ message: z.string() });
export type TSocialMessage = z.infer<typeof ZSocialMessage>;

/** The friends' board: this week's XP of the family's and its friends' athletes, by first name. */
export const ZFriendsBoardEntry = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  initial: z.string(),
  familyName: z.string(),
  xp: z.number().int(),
  isOwn: z.boolean(),
});
export const ZFriendsBoardResponse = z.object({ periodStart: z.string(), entries: z.array(ZFriendsBoardEntry) });
export type TFriendsBoardResponse = z.infer<typeof ZFriendsBoardResponse>;
