import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FAMILY_EMAIL_GROUPS, FAMILY_EMAIL_KINDS } from '#shared/family-emails';

/** The kinds the server's code queues, read from its source: `kind: 'x'` beside a `to:` of a mail. */
function kindsQueuedByServer(): Set<string> {
  const kinds = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) {
        const source = readFileSync(path, 'utf8');
        if (!/mail\.queue\(|queueMails\(|OutgoingMail|MembershipMail|MAIL_KIND/.test(source)) continue;
        for (const match of source.matchAll(/kind: '([a-z-]+)'/g)) kinds.add(match[1]!);
        for (const match of source.matchAll(/MAIL_KIND = '([a-z-]+)'/g)) kinds.add(match[1]!);
      }
    }
  };
  walk(join(import.meta.dirname, '..'));
  return kinds;
}

describe('the e-mails Settings lists (issue 37: the list the app really sends)', () => {
  it('names each kind once, each with a label', () => {
    expect(new Set(FAMILY_EMAIL_KINDS).size).toBe(FAMILY_EMAIL_KINDS.length);
    for (const group of FAMILY_EMAIL_GROUPS) for (const email of group.emails) expect(email.label.length).toBeGreaterThan(10);
  });

  it('lists every e-mail the server queues for a family, and nothing it does not send', () => {
    const queued = kindsQueuedByServer();
    // The academy's own copy of an application goes to the academy, not to a family.
    queued.delete('application');
    // A safety alert goes to every admin (docs/product.md, Notifications: Safety alerts), never to a family.
    queued.delete('safety-alert');
    // A digest of what needs attention goes to a coach or an admin (docs/product.md, Needs attention), never to a family.
    queued.delete('staff-digest');
    // Other `kind:` fields of the same files that are not e-mails (a payment checkout's, a notification's, a renewal notice's claim).
    for (const notMail of ['store', 'membership', 'message', 'balance', 'annual-reminder', 'safety', 'session', 'attention']) queued.delete(notMail);
    expect([...queued].sort()).toEqual([...FAMILY_EMAIL_KINDS].sort());
  });
});
