import { useState } from 'react';
import { ZEmail } from '#shared/validation/accounts';
import { Alert } from '#client/components/ui/alert';
import { Field } from '#client/components/ui/field';
import { Input } from '#client/components/ui/input';
import { ResendConfirmation } from './resend-confirmation';

/** better-auth's reasons for refusing a confirmation link, in words a parent understands. */
function describe(code: string): string {
  if (code === 'TOKEN_EXPIRED')
    return 'The link has expired: confirmation links work for 24 hours.';
  if (code === 'USER_NOT_FOUND') return 'We could not find the account it was sent for.';
  return 'The link is incomplete or no longer valid.';
}

/**
 * Shown when the e-mailed confirmation link comes back with an error: what went wrong and a way
 * to get a new link. Already confirmed? Signing in below works.
 */
export function ConfirmationLinkProblem({ code }: { code: string }) {
  const [email, setEmail] = useState('');
  const isValid = ZEmail.safeParse(email).success;
  return (
    <Alert tone="warning" title="That confirmation link didn't work" className="mt-6">
      <p>
        {describe(code)} Enter the address you signed up with and we'll e-mail a new link. Already
        confirmed? Just sign in below.
      </p>
      <div className="mt-3 flex flex-col gap-3">
        <Field label="Email for a new link">
          <Input
            type="email"
            autoComplete="email"
            inputMode="email"
            autoCapitalize="none"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </Field>
        {isValid ? <ResendConfirmation email={ZEmail.parse(email)} /> : null}
      </div>
    </Alert>
  );
}
