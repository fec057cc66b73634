/** The store: products, partner links and categories, the order's test checkout, and the admins' page. */
import { ShoppingBag } from 'lucide-react';
import { pagePatterns, paths } from '#shared/page-paths';
import type { ClientFeature } from '#client/lib/client-feature';
import { lazyPage } from '#client/lib/lazy-page';
import { m } from '#shared/i18n/paraglide/messages';

export const storeFeature: ClientFeature = {
  name: 'store',
  routes: [
    {
      path: pagePatterns.store,
      page: lazyPage(() => import('./pages/store-page'), 'StorePage'),
      frame: 'app',
    },
    {
      path: pagePatterns.storeCheckoutTest,
      page: lazyPage(() => import('./pages/store-checkout-page'), 'StoreCheckoutPage'),
      frame: 'app',
    },
    {
      path: pagePatterns.adminStore,
      page: lazyPage(() => import('./pages/admin-store-page'), 'AdminStorePage'),
      frame: 'app',
    },
  ],
  navigation: [{ to: paths.store(), label: m.nav_store, icon: ShoppingBag, place: 'tab', order: 30 }],
};
