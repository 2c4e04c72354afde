import { createMailer } from './adapters/mail.ts';
import { createSmsSender } from './adapters/sms.ts';
import { type Config, guessedOriginWarning, messageOrigin } from './config.ts';
import type { DatabaseHandle } from './db/client.ts';
import { createRateLimits, type RateLimitSettings } from './modules/auth/rate-limits.ts';
import { createAuthService } from './modules/auth/service.ts';
import { createSessionStore, type SessionPolicy } from './modules/auth/sessions.ts';
import { createAccountService } from './modules/account/service.ts';
import { createPasswordResetService } from './modules/auth/password-reset.ts';
import { createSocialService } from './modules/auth/social.ts';
import { mediaStoreFromConfig } from './modules/media/from-config.ts';
import { createNewsletterService } from './modules/newsletter/service.ts';
import { createComplaintService } from './modules/complaints/service.ts';
import { createJobQueue, type JobTiming } from './jobs/queue.ts';
import { createMessageSender } from './modules/notifications/message-queue.ts';
import { createNotificationService } from './modules/notifications/service.ts';
import type { HoldLimits } from './modules/orders/hold-limits.ts';
import { createOrderService } from './modules/orders/service.ts';
import { createAdminCustomerService } from './modules/admin-customers/service.ts';
import { createDashboardService } from './modules/admin-dashboard/service.ts';
import { createAdminOrderService } from './modules/admin-orders/service.ts';
import { createCourierService } from './modules/couriers/service.ts';
import { couriersFromConfig } from './modules/couriers/from-config.ts';
import { createAdminRefundService } from './modules/admin-refunds/service.ts';
import { createPhoneCheckService, DEFAULT_PHONE_CHECK_LIMITS, type PhoneCheckLimits } from './modules/phone-checks/service.ts';
import { createPaymentsFromConfig, paymentGatewaysFromConfig, onlineGatewayOf } from './modules/payments/from-config.ts';
import { createRefundPayouts } from './modules/payments/refund-payouts.ts';
import { refundSentMessage } from './modules/payments/messages.ts';
import { createCartService } from './modules/cart/service.ts';
import { createActivityService } from './modules/activity/service.ts';
import { createProductCsvService } from './modules/admin-product-csv/service.ts';
import { createAdminBannerService } from './modules/admin-banners/service.ts';
import { createAdminEmiService } from './modules/emi/admin-service.ts';
import { readEmiPlans } from './modules/emi/plans.ts';
import { createAdminProductService } from './modules/admin-products/service.ts';
import { createAdminBrandService } from './modules/admin-taxonomy/brands.ts';
import { createAdminCategoryService } from './modules/admin-taxonomy/categories.ts';
import { createCatalogueChanges } from './modules/catalog/changes.ts';
import { createSaleClock } from './modules/catalog/sale-clock.ts';
import { createCatalogService } from './modules/catalog/service.ts';
import { createAdminFooterService } from './modules/admin-content/footer.ts';
import { createAdminMenuService } from './modules/admin-content/menu.ts';
import { createAdminNotificationService } from './modules/admin-content/notifications.ts';
import { createAdminNewsletterService } from './modules/admin-content/newsletter.ts';
import { createNavigationService } from './modules/navigation/service.ts';
import { createShopSettingsService } from './modules/settings/service.ts';
import { createInfoPagesService } from './modules/info-pages/service.ts';
import { createSearchService } from './modules/search/service.ts';
import { createStaffService, type StaffSessionPolicy } from './modules/staff/service.ts';

/** Settings the web app may show or send to the browser; nothing secret belongs here. */
function siteConfig(config: Pick<Config, 'PUBLIC_URL' | 'GA_MEASUREMENT_ID' | 'META_PIXEL_ID' | 'GOOGLE_CLIENT_ID' | 'FACEBOOK_APP_ID'>) {
  return {
    publicUrl: config.PUBLIC_URL?.replace(/\/+$/, '') ?? null,
    gaMeasurementId: config.GA_MEASUREMENT_ID ?? null,
    metaPixelId: config.META_PIXEL_ID ?? null,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    facebookAppId: config.FACEBOOK_APP_ID ?? null,
  };
}

export type SiteConfig = ReturnType<typeof siteConfig>;

export interface ServiceOptions {
  /** Tests shrink the limits to reach them in a few requests. */
  rateLimits?: RateLimitSettings;
  sessionPolicy?: SessionPolicy;
  staffSessionPolicy?: StaffSessionPolicy;
  /** Tests that place many orders from one number loosen these; the abuse tests keep the defaults. */
  holdLimits?: HoldLimits;
  phoneCheckLimits?: PhoneCheckLimits;
  /** The proof that jobs survive a killed process waits seconds, not minutes. */
  jobTiming?: Partial<JobTiming>;
  unpaidOrderMinutes?: number;
  log?: (message: string) => void;
}

/** Everything the API routes and the page loaders call; built once per process. */
export function createServices(database: DatabaseHandle, config: Config, options: ServiceOptions = {}) {
  const log = options.log ?? ((message: string) => process.stdout.write(`[dokan] ${message}\n`));
  const catalog = createCatalogService(database.db);
  const catalogueChanges = createCatalogueChanges(database, log);
  const gateways = paymentGatewaysFromConfig(config, database.db);
  // The database is the truth; the environment's values stand in until the first save (docs/adr/0008).
  const settings = createShopSettingsService({
    db: database.db,
    onlineGateway: onlineGatewayOf(gateways),
    bkashConfigured: gateways.bkash !== null,
    nagadConfigured: gateways.nagad !== null,
    changes: catalogueChanges,
    seed: {
      phone: config.SHOP_PHONE,
      whatsappNumber: config.WHATSAPP_NUMBER,
      charges: {
        inside_dhaka_city: config.DELIVERY_CHARGE_DHAKA_CITY,
        dhaka_suburbs: config.DELIVERY_CHARGE_DHAKA_SUBURBS,
        rest_of_bangladesh: config.DELIVERY_CHARGE_REST,
      },
    },
  });
  const navigation = createNavigationService(database.db, catalog, settings);
  // The API and the listing pages search through this one service, so they share its kept answers.
  const search = createSearchService(database.db, catalog, { answerTtlMs: config.SEARCH_CACHE_SECONDS * 1000 });
  // Categories and banners are read for the home page, categories also for the header's menu.
  catalogueChanges.onChange(catalog.clearCaches, ['catalogue', 'content']);
  catalogueChanges.onChange(search.clearCaches, ['catalogue']);
  catalogueChanges.onChange(navigation.clearCaches);
  catalogueChanges.onChange(settings.forget, ['settings']);
  // A flash sale starting or ending changes prices with no write: each process drops its kept
  // catalogue answers and pages then by itself (docs/adr/0014).
  const saleClock = createSaleClock(database.db, () => catalogueChanges.forgetHere('catalogue'), log);
  catalogueChanges.onChange(saleClock.rearm, ['catalogue']);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, dataDir: config.dataDir, log });
  const sms = createSmsSender({ gatewayUrl: config.SMS_GATEWAY_URL, dataDir: config.dataDir, log });
  // Links in mail and texts are opened from a mail client or a phone, where a path leads nowhere.
  const { origin, guessed } = messageOrigin(config);
  if (guessed) log(guessedOriginWarning(origin));
  const db = database.db;
  const rateLimits = createRateLimits(db, options.rateLimits);
  const auth = createAuthService(db, createSessionStore(db, options.sessionPolicy), rateLimits);
  const passwordReset = createPasswordResetService({ db, auth, mailer, sms, limits: rateLimits, log });
  const social = createSocialService({
    db,
    auth,
    settings: {
      googleClientId: config.GOOGLE_CLIENT_ID,
      googleJwksUrl: config.GOOGLE_JWKS_URL,
      facebookAppId: config.FACEBOOK_APP_ID,
      facebookAppSecret: config.FACEBOOK_APP_SECRET,
      facebookGraphUrl: config.FACEBOOK_GRAPH_URL,
    },
  });
  const media = mediaStoreFromConfig(config);
  const account = createAccountService({ db, media });
  const notifications = createNotificationService({ db });
  const newsletter = createNewsletterService({ db, mailer, limits: rateLimits, siteUrl: origin });
  const phoneChecks = createPhoneCheckService({
    db,
    sms,
    log,
    limits: options.phoneCheckLimits ?? {
      ...DEFAULT_PHONE_CHECK_LIMITS,
      codesPerPhonePerHour: config.ORDER_CODES_PER_PHONE_HOUR,
      codesPerClientPerHour: config.ORDER_CODES_PER_CLIENT_HOUR,
    },
  });
  // Timed work and the messages after a change: written with the change, worked by any process (docs/adr/0010).
  const jobs = createJobQueue(database, { log, timing: { superviseSeconds: config.JOB_SUPERVISE_SECONDS, ...options.jobTiming } });
  const orders = createOrderService({
    db,
    terms: settings.terms,
    advanceRules: settings.advanceRules,
    phoneChecks,
    holdLimits: options.holdLimits ?? {
      ordersPerPhone: config.HOLD_ORDERS_PER_PHONE,
      unitsPerPhone: config.HOLD_UNITS_PER_PHONE,
      ordersPerAddress: config.HOLD_ORDERS_PER_ADDRESS,
      ordersPerClient: config.HOLD_ORDERS_PER_CLIENT,
      unitsPerClient: config.HOLD_UNITS_PER_CLIENT,
    },
    notifications,
    jobs,
    ...(options.unpaidOrderMinutes === undefined ? {} : { unpaidOrderMinutes: options.unpaidOrderMinutes }),
    origin,
    log,
  });
  jobs.handle('send-message', createMessageSender({ db, mailer, sms, log }));
  const payments = createPaymentsFromConfig(config, gateways, { db, orders, notifications, log });
  jobs.handle('release-unpaid-order', payments.releaseIfUnpaid);
  const refundPayouts = createRefundPayouts({
    db,
    jobs,
    gateways: { sslcommerz: gateways.sslcommerz, bkash: gateways.bkash, test: gateways.testGateway },
    // A guest's refund has no account to tell; the order's texts told them it was refunded.
    onSent: async (refund, orderNumber) => {
      if (refund.customerId !== null)
        await notifications.notify(refund.customerId, { type: 'payment', ...refundSentMessage(refund, orderNumber), link: '/dashboard/refund-requests' });
    },
    log,
  });
  jobs.handle('send-refund', refundPayouts.send);
  // The dashboard's figures that read every order are counted by a job, never by a visit.
  const couriers = createCourierService({ db, orders, notifications, ...couriersFromConfig(config, db), log });
  // Webhooks can be lost: the couriers are asked about their open parcels every 20 minutes.
  jobs.handle('poll-consignments', async () => {
    await couriers.poll();
  });
  if (couriers.offered().length > 0) jobs.every('poll-consignments', '*/20 * * * *');
  const adminDashboard = createDashboardService(db, { jobs, log });
  jobs.handle('refresh-dashboard-figures', adminDashboard.refresh);
  return {
    database,
    config,
    media,
    production: config.NODE_ENV === 'production',
    catalog,
    navigation,
    settings,
    search,
    catalogueChanges,
    saleClock,
    adminProducts: createAdminProductService(database.db, catalogueChanges, media),
    adminCategories: createAdminCategoryService(database.db, catalogueChanges),
    adminBrands: createAdminBrandService(database.db, catalogueChanges, media),
    adminBanners: createAdminBannerService(database.db, catalogueChanges, media),
    adminEmi: createAdminEmiService(database.db, catalogueChanges),
    /** The banks offering EMI now, for checkout. */
    emiPlans: () => readEmiPlans(database.db),
    adminOrders: createAdminOrderService(database.db, orders, couriers),
    couriers,
    adminCustomers: createAdminCustomerService(database.db),
    adminDashboard,
    adminRefunds: createAdminRefundService(database.db, orders, jobs),
    complaints: createComplaintService({ db, limits: rateLimits, jobs }),
    activity: createActivityService(database.db),
    productCsv: createProductCsvService(database.db, catalogueChanges),
    infoPages: createInfoPagesService(database.db),
    adminNewsletter: createAdminNewsletterService(database.db),
    adminNotifications: createAdminNotificationService(database.db),
    adminMenu: createAdminMenuService(database.db, catalogueChanges),
    adminFooter: createAdminFooterService(database.db, catalogueChanges),
    mailer,
    sms,
    rateLimits,
    auth,
    passwordReset,
    social,
    account,
    notifications,
    newsletter,
    phoneChecks,
    orders,
    jobs,
    payments,
    refundPayouts,
    cart: createCartService(db),
    staff: createStaffService({ db, limits: rateLimits, ...(options.staffSessionPolicy ? { policy: options.staffSessionPolicy } : {}) }),
    site: siteConfig(config),
  };
}

export type AppServices = ReturnType<typeof createServices>;
