import { Bell } from 'lucide-react';
import { lazy, Suspense, useId, useRef } from 'react';
import { useRouteLoaderData } from 'react-router';
import { CountBadge } from '#app/components/layout/CountBadge.tsx';
import { loadPopover, PlaceholderTrigger, usePopoverOnDemand } from '#app/components/ui/PopoverOnDemand.tsx';
import { selectIsOpen, useMenuStore } from '#app/lib/menu-state.ts';
import type { ShellData } from '#app/lib/shell-data.ts';
import { useUnreadPolling } from '#app/lib/notifications/use-unread-polling.ts';
import { useViewer } from '#app/lib/notifications/use-viewer.ts';
import { fill } from '#app/strings/index.ts';
import { notificationStrings } from '#app/strings/notifications.ts';

const loadPanel = () => Promise.all([import('./NotificationsPanel.tsx'), loadPopover()]);
const NotificationsPanel = lazy(() => import('./NotificationsPanel.tsx'));

const copy = notificationStrings;

/**
 * The header's notification button with its unread badge. The dropdown, the popover library
 * (PopoverOnDemand.tsx) and the query library behind them are fetched when the pointer or focus first reaches the button, so the bell
 * adds almost nothing to a page's first load. One header menu is open at a time.
 */
export function NotificationBell() {
  const viewer = useViewer();
  const pageCount = useRouteLoaderData<ShellData>('root')?.unreadNotifications ?? null;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const unread = useUnreadPolling(viewer, pageCount);
  const open = useMenuStore(selectIsOpen('notifications'));
  const openMenu = useMenuStore((state) => state.open);
  const closeMenu = useMenuStore((state) => state.close);
  const panelId = useId();
  const headingId = useId();

  const close = () => closeMenu('notifications');
  const label = unread ? fill(copy.bellLabelWithCount, { count: unread }) : copy.bellLabel;
  const { popover, triggerId } = usePopoverOnDemand(open);
  const buttonLook =
    'relative grid size-10 place-items-center rounded-full text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700 aria-expanded:bg-brand-50 aria-expanded:text-brand-700';
  const buttonFace = (
    <>
      <Bell aria-hidden="true" className="size-6" />
      <CountBadge count={unread ?? 0} />
    </>
  );
  const preload = () => void loadPanel();

  if (!popover)
    return (
      <PlaceholderTrigger
        id={triggerId}
        disclosure
        aria-label={label}
        title={label}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => openMenu('notifications')}
        className={buttonLook}
      >
        {buttonFace}
      </PlaceholderTrigger>
    );
  const { Popover, PopoverContent, PopoverTrigger } = popover;
  return (
    <Popover open={open} onOpenChange={(next) => (next ? openMenu('notifications') : close())}>
      <PopoverTrigger
        ref={buttonRef}
        id={triggerId}
        disclosure
        aria-label={label}
        title={label}
        onPointerEnter={preload}
        onFocus={preload}
        className={buttonLook}
      >
        {buttonFace}
      </PopoverTrigger>
      <PopoverContent
        disclosure
        align="end"
        // Opening from the pointer leaves focus on the bell; Tab goes on into the panel.
        onOpenAutoFocus={(event) => event.preventDefault()}
        className="w-[min(22rem,calc(100vw-2rem))] overflow-hidden"
      >
        <Suspense fallback={<PanelLoading id={panelId} headingId={headingId} />}>
          <NotificationsPanel viewer={viewer} id={panelId} headingId={headingId} onNavigate={close} />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}

/** The dropdown's frame while its code arrives. */
function PanelLoading({ id, headingId }: { id: string; headingId: string }) {
  return (
    <section id={id} aria-labelledby={headingId}>
      <h2 id={headingId} className="border-b border-slate-200 px-4 py-3 text-base font-semibold text-slate-900">
        {copy.title}
      </h2>
      <p role="status" className="px-4 py-8 text-center text-sm text-slate-600">
        {copy.loading}
      </p>
    </section>
  );
}
