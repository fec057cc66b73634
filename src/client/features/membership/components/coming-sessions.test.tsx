/** The member portal's coming sessions as markup (no DOM in the unit tests; the portal is looked at in a browser). */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { TFamilySchedule } from '#shared/validation/sessions';
import { ComingSessions } from './coming-sessions';

const REMAINING = { left: 12, allowance: 12, renewsOn: '2027-01-02', makeUpCredits: 0, creditsExpireOn: null };

type Session = TFamilySchedule['athletes'][number]['sessions'][number];

/** A Core session 4:00-5:00 PM Pacific, `days` from now (at least a day ahead, whatever the hour). */
function session(id: string, days: number, extra: Partial<Session> = {}): Session {
  const start = new Date(Date.now() + days * 86_400_000);
  return {
    id, date: '', startsAt: start.toISOString(), endsAt: new Date(start.getTime() + 3_600_000).toISOString(),
    location: 'Field 3 <b>North</b>', status: 'scheduled', cancelReason: null, absence: null, locksAt: start.toISOString(), ...extra,
  };
}

describe('ComingSessions', () => {
  it('lists each athlete’s coming sessions with their place, a cancellation with its reason, a reply, and no ended session', () => {
    const html = renderToStaticMarkup(
      <ComingSessions
        schedule={{
          athletes: [
            {
              athleteId: 'a1', athleteName: 'Leo', groupId: 'core', groupLabel: 'Core', tier: 'core',
              remaining: REMAINING,
              sessions: [
                session('ended', -1),
                session('s1', 1),
                session('s2', 2, { status: 'cancelled', cancelReason: 'weather' }),
                session('s3', 3, { absence: { reason: 'sick', note: null, reportedAt: new Date().toISOString() } }),
              ],
            },
            { athleteId: 'a2', athleteName: 'Mia', groupId: 'pro', groupLabel: 'Pro', tier: 'pro', remaining: REMAINING, sessions: [] },
          ],
        }}
      />,
    );
    expect(html).toContain('Leo’s next sessions');
    expect(html.match(/<li class="flex flex-wrap/g)).toHaveLength(3);
    expect(html).toContain('Cancelled: weather');
    expect(html).toContain('Can’t make it');
    expect(html).toContain('At Field 3 &lt;b&gt;North&lt;/b&gt;');
    expect(html.split('Field 3').length - 1).toBe(1);
    expect(html).toContain('Mia');
    expect(html).toContain('No sessions in the next 2 weeks.');
  });
});
