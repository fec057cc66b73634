import { QueryProvider } from '#client/lib/query';
import { AdminPage } from './admin-page';

/** /admin is outside the family app's frame and does its own signed-out and role handling. */
export function AdminRoute() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}
