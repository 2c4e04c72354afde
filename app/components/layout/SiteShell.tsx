import { resolveNavigation } from '#app/lib/default-navigation.ts';
import { DEFAULT_SETTINGS, type ShellData } from '#app/lib/shell-data.ts';
import { strings } from '#app/strings/index.ts';
import { AuthSync } from '#app/components/account/AuthSync.tsx';
import { ProtectedNavigationPending } from '#app/components/account/ProtectedNavigationPending.tsx';
import { BottomNav } from './BottomNav.tsx';
import { CookieConsent } from './CookieConsent.tsx';
import { ChatWidget } from './ChatWidget.tsx';
import { FooterIsland } from './FooterIsland.tsx';
import { Header } from './Header.tsx';
import { ScrollManager } from './ScrollManager.tsx';

/**
 * The frame around every page: header, main area, footer, mobile bottom navigation and the chat
 * button. `shell` is missing on error pages and its navigation is null when it
 * failed to load; the built-in navigation stands in.
 */
export function SiteShell({ shell, children }: { shell: ShellData | undefined; children: React.ReactNode }) {
  const { header, footer } = resolveNavigation(shell);
  const settings = shell?.settings ?? DEFAULT_SETTINGS;
  const customer = shell?.customer ?? null;
  const analytics = Boolean(shell?.site.gaMeasurementId || shell?.site.metaPixelId);
  const user = customer ? { fullName: customer.full_name || null, profileImage: customer.profile_image } : null;
  return (
    // Phones: room at the end of the page for the bottom navigation (4rem) and, above it, the strip
    // that holds the chat button and the product page's buy bar (4rem), so neither covers content.
    <div className="flex min-h-screen flex-col pb-[calc(8rem+env(safe-area-inset-bottom))] md:pb-0">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {strings.layout.skipToContent}
      </a>
      <ScrollManager />
      <AuthSync customerId={shell ? (customer?.id ?? null) : undefined} />
      {analytics ? <CookieConsent fromRequest={shell?.consent} /> : null}
      <Header navigation={header} shopName={settings.shop_name} phone={settings.phone} user={user} />
      <div id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
        <ProtectedNavigationPending>{children}</ProtectedNavigationPending>
      </div>
      <FooterIsland sections={footer} settings={settings} cookieSettings={analytics} />
      {/* No number in the settings: no chat button that would reach someone else. */}
      {settings.whatsapp_number ? <ChatWidget whatsappNumber={settings.whatsapp_number} /> : null}
      <BottomNav signedIn={user !== null} />
    </div>
  );
}
