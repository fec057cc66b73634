/**
 * Admissions (docs/product.md, Admissions; decision 078): invitations that let one e-mail address buy
 * a first membership, the birth-year rule checked when an application is accepted, and the inbox's
 * reply and decline templates.
 */
import { z } from 'zod';
import { ELIGIBLE_BIRTH_YEARS } from '../academy';
import { academyDate } from '../progress/time';
import { ZEmail } from './application';
import { CONTROL_CHARACTERS_MESSAGE, isCleanText } from './text';

/** An invitation is good for 30 days; a new one can be sent at any time. */
export const INVITATION_DAYS = 30;

export const INVITATION_MESSAGES = {
  notInvited: 'Memberships are for families the academy has invited. Apply on our home page, or open the invitation link we e-mailed you with the address it was sent to.',
  notFound: 'This invitation link is not valid. Ask the academy for a new one.',
  foreignEmail: 'This invitation is for another e-mail address.',
  used: 'This invitation has already been used. Ask the academy for a new one if you need it.',
  revoked: 'This invitation was withdrawn by the academy. Ask the academy for a new one.',
  expired: 'This invitation has expired. Ask the academy for a new one.',
  revokedDone: 'Invitation withdrawn',
  cannotRevoke: 'Only an invitation that has not been used can be withdrawn.',
  noTrialSession: 'That training session is not an upcoming session of the player’s group.',
  sent: (email: string) => `Invitation sent to ${email}`,
} as const;

/** Where an invitation stands, as of now: open until used, withdrawn or past its expiry. */
export const INVITATION_STATUSES = ['open', 'used', 'revoked', 'expired'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** The code in the link: 32 random bytes, base64url. */
export const ZInvitationCode = z.string({ error: INVITATION_MESSAGES.notFound }).regex(/^[A-Za-z0-9_-]{43}$/, { error: INVITATION_MESSAGES.notFound });

export const ZInvitationCodeParams = z.object({ code: ZInvitationCode });
export const ZCheckInvitationRequest = z.object({ code: ZInvitationCode });

export const ZCreateInvitationRequest = z.object({ email: ZEmail });
export type TCreateInvitationRequest = z.infer<typeof ZCreateInvitationRequest>;

export const ZInvitationIdParams = z.object({ id: z.string().min(1).max(64, { error: 'This invitation no longer exists.' }) });

const CURSOR = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z_[A-Za-z0-9-]{1,64}$/;
export const ZInvitationsQuery = z.object({
  limit: z.coerce.number({ error: 'Limit must be a number from 1 to 100' }).int().min(1).max(100).default(20),
  cursor: z.string().max(100).regex(CURSOR, { error: 'This page of invitations is not valid. Reload the list.' }).optional(),
});
export type TInvitationsQuery = z.infer<typeof ZInvitationsQuery>;

export const ZInvitation = z.object({
  id: z.string(),
  email: z.string(),
  status: z.enum(INVITATION_STATUSES),
  issuedVia: z.enum(['application', 'admin', 'operator']),
  applicationId: z.string().nullable(),
  trialSessionId: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type TInvitation = z.infer<typeof ZInvitation>;

export const ZInvitationsPage = z.object({ invitations: z.array(ZInvitation), nextCursor: z.string().nullable() });
export type TInvitationsPage = z.infer<typeof ZInvitationsPage>;

/** What an admin gets back: the invitation and the link that was e-mailed, to copy if the mail is lost. */
export const ZIssuedInvitation = z.object({ invitation: ZInvitation, link: z.string() });
export type TIssuedInvitation = z.infer<typeof ZIssuedInvitation>;

/** What the join page shows for a link before sign-in: whom it is for and whether it still works. */
export const ZInvitationPreview = z.object({ email: z.string(), status: z.enum(INVITATION_STATUSES) });
export type TInvitationPreview = z.infer<typeof ZInvitationPreview>;

/** A signed-in account's check of a link: it is for this account's address and still open. */
export const ZInvitationCheck = z.object({ email: z.string(), isAdmitted: z.literal(true) });

/**
 * The birth years an applicant's age allows (docs/product.md, Admissions): the form records an age,
 * not a date, so a child of 10 on the application's day was born that year minus 10 or minus 11.
 */
export function possibleBirthYears(age: number, appliedAt: Date): [number, number] {
  const year = Number(academyDate(appliedAt).slice(0, 4));
  return [year - age - 1, year - age];
}

/** The birth-year rule (2014-2017) at the invitation: refused only when no possible birth year fits. */
export function isAgeEligible(age: number, appliedAt: Date): boolean {
  return possibleBirthYears(age, appliedAt).some((y) => y >= ELIGIBLE_BIRTH_YEARS.from && y <= ELIGIBLE_BIRTH_YEARS.to);
}

/* Replies and the decline ---------------------------------------------------------------------- */

export const APPLICATION_REPLY_MAX_LENGTH = 2000;

type TemplateNames = { parentName: string; playerName: string };

/** The fixed replies staff start from; the text can be edited before it is sent. */
export const REPLY_TEMPLATES = [
  {
    id: 'call',
    label: 'Ask for a call',
    body: ({ playerName }: TemplateNames) =>
      `Thank you for applying for ${playerName}. We would like to talk with you before we decide. When is a good time for a short phone call this week?`,
  },
  {
    id: 'more-information',
    label: 'Ask for more information',
    body: ({ playerName }: TemplateNames) =>
      `Thank you for applying for ${playerName}. Could you tell us a little more: which club and team ${playerName} plays for now, and which days of the week work for your family?`,
  },
  {
    id: 'waiting-list',
    label: 'Waiting list',
    body: ({ playerName }: TemplateNames) =>
      `Thank you for applying for ${playerName}. Our group for ${playerName}’s age is full at the moment. We have added ${playerName} to our waiting list and will write as soon as a place opens.`,
  },
] as const;
export type ReplyTemplateId = (typeof REPLY_TEMPLATES)[number]['id'];

/** The kind, fixed message a declined application receives. */
export function declineMessage({ playerName }: TemplateNames): string {
  return `Thank you for applying for ${playerName} and for your interest in our academy. After reading every application, we are not able to offer ${playerName} a place this season. We wish ${playerName} every success in soccer, and you are welcome to apply again next season.`;
}

export const ZReplyApplicationRequest = z.object({
  message: z
    .string({ error: 'Write a reply' })
    .refine(isCleanText, { error: `Reply: ${CONTROL_CHARACTERS_MESSAGE}` })
    .trim()
    .min(1, { error: 'Write a reply' })
    .max(APPLICATION_REPLY_MAX_LENGTH, { error: `A reply must be at most ${APPLICATION_REPLY_MAX_LENGTH} characters.` }),
});
export type TReplyApplicationRequest = z.infer<typeof ZReplyApplicationRequest>;
