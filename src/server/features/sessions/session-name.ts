/** "Core training", "Core 2014–2015 training", or a one-off's own title: how notices and e-mails name a session. */
export function sessionName(session: { group_label: string | null; title: string | null }): string {
  return session.title ?? `${session.group_label ?? 'Training'} training`;
}
