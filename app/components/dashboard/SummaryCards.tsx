import { Bell, CircleCheck, Heart, type LucideIcon, Package, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { formatTaka } from '#domain/money.ts';
import { useStoreHydrated } from '#app/components/feedback/use-store-hydrated.ts';
import { useViewer } from '#app/lib/notifications/use-viewer.ts';
import { unreadKey } from '#app/lib/notifications/types.ts';
import { useCachedQueryData } from '#app/lib/query-cache-reader.ts';
import { selectWishlistCount, useWishlistStore } from '#app/lib/stores/wishlist.ts';
import { dashboardStrings } from '#app/strings/dashboard.ts';

const copy = dashboardStrings.overview;

interface Figures {
  orderCount: number;
  completedOrderCount: number;
  totalSpent: number;
  notificationCount: number;
}

/**
 * The overview's figures. The wishlist lives in this browser,
 * so its count comes from the local store; the unread count follows the header badge once known.
 */
export function SummaryCards({ figures }: { figures: Figures }) {
  const wishlistHydrated = useStoreHydrated(useWishlistStore);
  const wishlistCount = useWishlistStore(selectWishlistCount);
  const viewer = useViewer();
  const liveUnread = useCachedQueryData<number>(viewer.kind === 'customer' ? unreadKey(viewer) : null);
  const cards: { label: string; value: string; icon: LucideIcon; to: string; tone: string }[] = [
    { label: copy.orders, value: String(figures.orderCount), icon: Package, to: '/dashboard/orders', tone: 'bg-brand-50 text-brand-700' },
    {
      label: copy.completedOrders,
      value: String(figures.completedOrderCount),
      icon: CircleCheck,
      to: '/dashboard/orders?status=delivered',
      tone: 'bg-emerald-50 text-emerald-700',
    },
    { label: copy.totalSpent, value: formatTaka(figures.totalSpent), icon: Wallet, to: '/dashboard/purchase-history', tone: 'bg-amber-50 text-amber-800' },
    { label: copy.wishlist, value: wishlistHydrated ? String(wishlistCount) : '–', icon: Heart, to: '/wishlist', tone: 'bg-rose-50 text-rose-700' },
    {
      label: copy.notifications,
      value: String(liveUnread ?? figures.notificationCount),
      icon: Bell,
      to: '/dashboard/notifications',
      tone: 'bg-violet-50 text-violet-700',
    },
  ];
  return (
    <section aria-label={copy.summaryLabel}>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        {cards.map(({ label, value, icon: Icon, to, tone }) => (
          <li key={label} className="relative rounded-lg border border-slate-200 bg-white p-4 hover:border-brand-700">
            <span aria-hidden="true" className={`grid size-9 place-items-center rounded-full ${tone}`}>
              <Icon className="size-5" />
            </span>
            <p className="mt-3 text-xl font-bold text-slate-900 sm:text-2xl">{value}</p>
            <Link to={to} className="mt-0.5 block text-sm text-slate-600 after:absolute after:inset-0 hover:text-brand-700">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
