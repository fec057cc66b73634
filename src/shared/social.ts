/**
 * The Social Hub (docs/product.md, Social Hub): friendships between families, the limits and the
 * words both sides use. A friendship belongs to the family's account, the parent; its athletes see
 * each other only on the friends' board, by first name and initial, and never exchange free text.
 */

/**
 * A search lists at most this many families (docs/product.md, Social Hub: search by display name, limit 10); the
 * answer says when more matched, so the page can ask for more of the name.
 */
export const SEARCH_LIMIT = 10;
/** The longest search text accepted (a display name is shorter). */
export const SEARCH_MAX_LENGTH = 80;
/** Requests by e-mail a family may send in an hour: enough for a team, too few to try addresses. */
export const EMAIL_REQUESTS_PER_HOUR = 20;

export const RELATIONSHIP_STATUSES = ['pending', 'accepted', 'rejected'] as const;
export type RelationshipStatus = (typeof RELATIONSHIP_STATUSES)[number];

/** The Social Hub's tabs, in the spec's order. */
export const SOCIAL_TABS = [
  { value: 'friends', label: 'Friends' },
  { value: 'add', label: 'Add Friends' },
  { value: 'requests', label: 'Requests' },
  { value: 'sent', label: 'Sent' },
] as const;
export type SocialTab = (typeof SOCIAL_TABS)[number]['value'];

/**
 * The spec's friend error catalogue (part 2, section 8, Friends) where it has a message. Its
 * "User not found" / "No user found with that email address" is deliberately absent: a request by
 * e-mail answers `sentByEmail` whether or not the address belongs to a family.
 */
export const SOCIAL_MESSAGES = {
  loadFriendsFailed: 'Failed to load friends',
  loadRequestsFailed: 'Failed to load friend requests',
  alreadyExists: 'Request already exists',
  alreadyExistsDetail: 'You’ve already sent a friend request to this user or are already friends',
  sendFailed: 'Failed to send friend request',
  respondFailed: 'Failed to respond to friend request',
  sent: 'Friend request sent',
  sentByEmail: 'If that e-mail address belongs to an academy family, they will find your request under Requests.',
  accepted: 'Friend request accepted',
  acceptedDetail: 'You are now friends!',
  rejected: 'Friend request rejected',
  cancelled: 'Friend request cancelled',
  cancelFailed: 'Failed to cancel friend request',
  removed: 'Friend removed',
  removeFailed: 'Failed to remove friend',
  searchFailed: 'Failed to search families',
  toSelf: 'You can’t send a friend request to your own family.',
  searchRequired: 'Enter a name to search for.',
  searchTooLong: `A search is at most ${SEARCH_MAX_LENGTH} characters.`,
  emailRequired: 'Enter the family’s e-mail address.',
  emailInvalid: 'Please enter a valid email address.',
  requestNotFound: 'This friend request no longer exists.',
  friendNotFound: 'This family is not among your friends.',
  familyNotFound: 'This family could not be found.',
  membersOnly: 'Finding other families is for academy families. Once one of your athletes has a membership, you can search for friends here.',
  membersOnlyTitle: 'Friend search opens with a membership',
  moreResults: `Showing the first ${SEARCH_LIMIT} — type more of the name to narrow it.`,
} as const;
