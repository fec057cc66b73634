/**
 * What a safeguarding flag sets off (docs/product.md, Academy assistant: Safety): every admin is
 * alerted at once, by e-mail and push, through quiet hours, in the transaction that stores the flag.
 * The alert names the kind of concern, never the family's words: those are read signed in.
 */
import type { SafetyConcern } from '#shared/assistant/rules';
import { paths } from '#shared/page-paths';
import type { Trx } from '#server/db/transaction';
import { alertAdmins } from '#server/notifications/alerts';

const CONCERN_TEXT: Record<SafetyConcern, string> = {
  'self-harm': 'self-harm or suicide',
  abuse: 'abuse or an adult’s inappropriate contact',
  neglect: 'neglect',
  bullying: 'bullying',
  profanity: 'language',
};

/** The Contacts page's Safety flags tab, where coaches and admins read the flag. */
export const SAFETY_FLAGS_PATH = paths.contacts({ tab: 'flags' });

export async function alertAdminsOfFlag(trx: Trx, appUrl: string, flagId: string, concern: SafetyConcern, now: Date): Promise<number> {
  return alertAdmins(
    trx,
    appUrl,
    {
      sourceId: flagId,
      title: 'Safety concern from the AI Assistant',
      body: `A message to the AI Assistant may be about a child at risk (${CONCERN_TEXT[concern]}). It was answered with the safeguarding contacts and emergency numbers.`,
      path: SAFETY_FLAGS_PATH,
    },
    now,
  );
}
