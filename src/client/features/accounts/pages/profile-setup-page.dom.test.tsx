/**
 * The profile-setup wizard as a parent uses it: the athlete step typed into, a date of birth the
 * server refuses shown under its field, then the athlete added and the membership step opened.
 */
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ATHLETE_BIRTH_YEAR_MESSAGE, ZAthlete } from '#shared/validation/athletes';
import { ZProfile, ZSessionUser } from '#shared/validation/accounts';
import { renderPage } from '#client/testing/dom';
import { server } from '#client/testing/network';
import { ProfileSetupPage } from './profile-setup-page';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn() }));
vi.mock('#client/lib/toast', () => ({ toast }));

const user = ZSessionUser.parse({ id: 'u1', email: 'dana@example.com', name: 'Dana Parent', role: 'parent', createdAt: '2026-01-05T10:00:00.000Z' });
const profile = ZProfile.parse({
  displayName: 'Dana Parent',
  phone: '858-555-0100',
  address: '1 Main St',
  birthDate: '1985-04-02',
  bio: null,
  avatarUrl: null,
  email: user.email,
  createdAt: user.createdAt,
});
const athlete = ZAthlete.parse({
  id: 'a1',
  name: 'Sam Parent',
  dateOfBirth: '2015-06-01',
  birthYear: 2015,
  ageGroup: null,
  skillLevel: 'Beginner',
  preferredPosition: 'Midfielder',
  emergencyContact: null,
  medicalNotes: null,
  createdAt: '2026-01-05T10:00:00.000Z',
});

/** The requests to add an athlete, as the server received them. */
let sent: unknown[];

beforeEach(() => {
  sent = [];
  toast.success.mockClear();
  toast.error.mockClear();
  server.use(
    http.get('/api/auth/get-session', () => HttpResponse.json({ user, session: { id: 's1' } })),
    // The parent step is done (a display name), so the wizard opens at the athlete step.
    http.get('/api/v1/me', () => HttpResponse.json({ user, profile, athletes: [], isSetupComplete: false })),
    http.get('/api/v1/membership/types', () => HttpResponse.json({ types: [] })),
    http.get('/api/v1/membership', () => HttpResponse.json({ memberships: [], athletes: [] })),
  );
});

async function fillAthlete(view: ReturnType<typeof renderPage>, dateOfBirth: string) {
  const { user: person } = view;
  await person.type(await screen.findByLabelText('Athlete name'), 'Sam Parent');
  // A date input takes its value as typed in the ISO form.
  await person.type(screen.getByLabelText('Date of birth'), dateOfBirth);
  await person.selectOptions(screen.getByLabelText('Preferred position'), 'Midfielder');
  await person.selectOptions(screen.getByLabelText('Skill level'), 'Beginner');
}

describe('profile setup, the athlete step', () => {
  it('shows a birth year outside 2014-2017 under the date without asking the server', async () => {
    server.use(
      http.post('/api/v1/athletes', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ athlete }, { status: 201 });
      }),
    );
    const view = renderPage(<ProfileSetupPage />);
    expect(await screen.findByRole('heading', { name: 'Athlete information' })).toBeTruthy();
    await fillAthlete(view, '2012-03-04');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ATHLETE_BIRTH_YEAR_MESSAGE);
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it("puts the server's field error under the date, then adds the athlete once it is corrected", async () => {
    let attempts = 0;
    server.use(
      http.post('/api/v1/athletes', async ({ request }) => {
        sent.push(await request.json());
        attempts += 1;
        // The server is the judge: the first date is refused with its field error.
        if (attempts === 1) {
          return HttpResponse.json(
            { error: { code: 'VALIDATION', message: 'Please check the athlete.', fields: { dateOfBirth: ATHLETE_BIRTH_YEAR_MESSAGE } } },
            { status: 400 },
          );
        }
        return HttpResponse.json({ athlete }, { status: 201 });
      }),
    );
    const view = renderPage(<ProfileSetupPage />);
    await fillAthlete(view, '2015-06-01');
    await view.user.click(screen.getByRole('button', { name: 'Continue' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(ATHLETE_BIRTH_YEAR_MESSAGE);
    expect(screen.getByLabelText('Date of birth').getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith('Please check the athlete.');
    expect(sent).toEqual([
      { name: 'Sam Parent', dateOfBirth: '2015-06-01', skillLevel: 'Beginner', preferredPosition: 'Midfielder', ageGroup: null, emergencyContact: null, medicalNotes: null },
    ]);

    await view.user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Choose a membership' })).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(toast.success).toHaveBeenCalledWith('Athlete added successfully!');
    expect(sent).toHaveLength(2);
  });
});
