import type { ConsentChoice } from '#domain/cookie-consent.ts';
import { DEFAULT_DELIVERY_CHARGES } from '#domain/delivery.ts';
import type { AppServices } from '#server/services.ts';
import type { PresentedCustomer } from '#server/modules/auth/present.ts';

type Navigation = Awaited<ReturnType<AppServices['navigation']['all']>>;

/** What every page's frame needs: header and footer navigation, shop contact details, site settings. */
export interface ShellData {
  header: Navigation['header'] | null;
  footer: Navigation['footer'] | null;
  settings: Navigation['settings'];
  site: AppServices['site'];
  /** Origin for canonical and shared links: PUBLIC_URL, else the origin the request came to. */
  origin: string;
  /** The signed-in customer, or null for a guest. */
  customer: PresentedCustomer | null;
  /** The signed-in customer's unread notifications, so the header badge comes with the page; null for a guest or when the count failed. */
  unreadNotifications: number | null;
  /** The shopper's analytics-cookie choice from the request, so the consent notice is in the first paint, not shifted in after. */
  consent: ConsentChoice | null;
}

export const DEFAULT_SETTINGS: Navigation['settings'] = {
  shop_name: 'Dokan',
  phone: '',
  whatsapp_number: '',
  email: '',
  address: '',
  social_links: {},
  trade_licence: null,
  dbid: null,
  bin: null,
  delivery_charges: DEFAULT_DELIVERY_CHARGES,
  payment_methods: ['cod'],
};
