import { AdminPage } from '../features/admin/pages/admin-page';
import { QueryProvider } from '../lib/query';

/** /admin does its own signed-out and role handling (spec part 2, section 4, Admin page). */
export function AdminRoute() {
  return (
    <QueryProvider>
      <AdminPage />
    </QueryProvider>
  );
}
