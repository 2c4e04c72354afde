import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import { eq, sql } from 'drizzle-orm';
import type { DeliveryCharges } from '#domain/delivery.ts';
import { type AdvanceRules, NO_ADVANCE_RULES } from '#domain/advance-payment.ts';
import {
  leavesAWayToPay,
  offeredPaymentMethods,
  type PaymentMethod,
  SHOP_SETTINGS_MESSAGES as M,
  type ShopSettingsEdit,
  type ShopSettingsPatch,
  shopSettingsEditSchema,
  SOCIAL_NETWORKS,
} from '#domain/shop-settings.ts';
import type { OnlineGateway, ShopTerms } from '#domain/shop-terms.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { HttpError, validationError } from '#server/http/errors.ts';
import { zodFieldErrors } from '#server/http/field-errors.ts';
import { memoize } from '#server/http/memo.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';

type Row = typeof t.shopSettings.$inferSelect;

/** What the shop starts with while no one has saved settings yet: the environment's values (docs/adr/0008). */
interface ShopSettingsSeed {
  phone?: string | undefined;
  whatsappNumber?: string | undefined;
  charges: DeliveryCharges;
}

export interface ShopSettingsDeps {
  db: Database;
  seed: ShopSettingsSeed;
  /** The gateway that could take online payments; null when none is configured. */
  onlineGateway: OnlineGateway | null;
  /** Whether bKash's credentials are set. */
  bkashConfigured: boolean;
  /** Whether Nagad's merchant id and keys are set. */
  nagadConfigured: boolean;
  /** Tells every process's caches, this one's included, that a save changed the settings. */
  changes: Pick<CatalogueChanges, 'tellOthersOnCommit' | 'forgetHere'>;
}

/** The settings change rarely and every page reads them; a save in any process drops every copy at once. */
const SETTINGS_TTL_MS = 60_000;

function rowFromSeed(seed: ShopSettingsSeed): Row {
  return {
    id: 1,
    shopName: 'Dokan',
    phone: seed.phone ?? '',
    whatsappNumber: seed.whatsappNumber ?? '',
    email: '',
    address: '',
    socialLinks: {},
    tradeLicence: null,
    dbid: null,
    bin: null,
    vatRate: null,
    deliveryCharges: seed.charges,
    paymentMethods: { cod: true, online: true, bkash: false, nagad: false },
    advanceRules: NO_ADVANCE_RULES,
    version: 1,
    updatedAt: new Date(0),
  };
}

function editOf(row: Row): ShopSettingsEdit {
  return {
    shop_name: row.shopName,
    phone: row.phone,
    whatsapp_number: row.whatsappNumber,
    email: row.email,
    address: row.address,
    social_links: Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, row.socialLinks[network] ?? ''])) as ShopSettingsEdit['social_links'],
    trade_licence: row.tradeLicence ?? '',
    dbid: row.dbid ?? '',
    bin: row.bin ?? '',
    vat_rate: row.vatRate,
    delivery_charges: row.deliveryCharges,
    payment_methods: { ...row.paymentMethods, bkash: row.paymentMethods.bkash ?? false, nagad: row.paymentMethods.nagad ?? false },
    advance_payment: row.advanceRules,
  };
}

const orNull = (value: string) => (value === '' ? null : value);

function columnsOf(edit: ShopSettingsEdit) {
  return {
    shopName: edit.shop_name,
    phone: edit.phone,
    whatsappNumber: edit.whatsapp_number,
    email: edit.email,
    address: edit.address,
    socialLinks: Object.fromEntries(Object.entries(edit.social_links).filter(([, url]) => url !== '')),
    tradeLicence: orNull(edit.trade_licence),
    dbid: orNull(edit.dbid),
    bin: orNull(edit.bin),
    vatRate: edit.vat_rate,
    deliveryCharges: edit.delivery_charges,
    paymentMethods: edit.payment_methods,
    advanceRules: edit.advance_payment,
  };
}

export function createShopSettingsService(deps: ShopSettingsDeps) {
  const { db } = deps;
  const configured = { online: deps.onlineGateway !== null, bkash: deps.bkashConfigured, nagad: deps.nagadConfigured };

  async function readNow(): Promise<Row> {
    const [row] = await db.select().from(t.shopSettings).where(eq(t.shopSettings.id, 1));
    return row ?? rowFromSeed(deps.seed);
  }
  const read = memoize(SETTINGS_TTL_MS, readNow, 'settings');

  function adminView(row: Row) {
    return {
      ...editOf(row),
      online_gateway: deps.onlineGateway,
      bkash_configured: deps.bkashConfigured,
      nagad_configured: deps.nagadConfigured,
      version: row.version,
      updated_at: row.updatedAt.toISOString(),
    };
  }

  /** Refuses what the schema cannot see: a way to pay the shop cannot take, or none at all. */
  function checkPaymentMethods(edit: ShopSettingsEdit, patch: ShopSettingsPatch) {
    if (patch.payment_methods?.online === true && !configured.online)
      throw validationError({ 'payment_methods.online': [M.onlineNotConfigured] }, M.onlineNotConfigured);
    if (patch.payment_methods?.bkash === true && !configured.bkash)
      throw validationError({ 'payment_methods.bkash': [M.bkashNotConfigured] }, M.bkashNotConfigured);
    if (patch.payment_methods?.nagad === true && !configured.nagad)
      throw validationError({ 'payment_methods.nagad': [M.nagadNotConfigured] }, M.nagadNotConfigured);
    if (!leavesAWayToPay(edit.payment_methods, configured)) throw validationError({ payment_methods: [M.noPaymentMethod] }, M.noPaymentMethod);
  }

  async function update(patch: ShopSettingsPatch, actor: StaffActor) {
    const after = await db.transaction(async (tx) => {
      // The first save writes the row the environment's values stood in for.
      await tx
        .insert(t.shopSettings)
        .values({ ...rowFromSeed(deps.seed), updatedAt: sql`now()` })
        .onConflictDoNothing();
      const [before] = await tx.select().from(t.shopSettings).where(eq(t.shopSettings.id, 1)).for('update');
      if (!before) throw new Error('the shop settings row vanished inside its own transaction');
      const { version, ...changed } = patch;
      if (version !== before.version) throw new HttpError(409, M.stale);
      const merged = shopSettingsEditSchema.safeParse({ ...editOf(before), ...changed });
      if (!merged.success) throw validationError(zodFieldErrors(merged.error.issues));
      checkPaymentMethods(merged.data, patch);
      const [saved] = await tx
        .update(t.shopSettings)
        .set({ ...columnsOf(merged.data), version: sql`${t.shopSettings.version} + 1`, updatedAt: sql`now()` })
        .where(eq(t.shopSettings.id, 1))
        .returning();
      await tx.insert(t.auditLog).values({
        staffId: String(actor.staffId),
        staffName: actor.name,
        entity: 'shop_settings',
        entityId: '1',
        action: 'update',
        before: adminView(before),
        after: adminView(saved!),
      });
      await deps.changes.tellOthersOnCommit(tx, 'settings');
      return saved!;
    });
    deps.changes.forgetHere('settings');
    return adminView(after);
  }

  async function offered(): Promise<PaymentMethod[]> {
    return offeredPaymentMethods((await read()).paymentMethods, configured);
  }

  return {
    /** The settings as the back office edits them. */
    async get() {
      return adminView(await read());
    },
    update,

    /** What the storefront shows: contact details, identifiers, charges and the ways to pay it offers. */
    async storefront() {
      const row = await read();
      return {
        shop_name: row.shopName,
        phone: row.phone,
        whatsapp_number: row.whatsappNumber,
        email: row.email,
        address: row.address,
        social_links: row.socialLinks,
        trade_licence: row.tradeLicence,
        dbid: row.dbid,
        bin: row.bin,
        delivery_charges: row.deliveryCharges,
        payment_methods: offeredPaymentMethods(row.paymentMethods, configured),
      };
    },

    offered,

    /**
     * What checkout offers, for checkout itself and every page that quotes charges or ways to pay.
     * `fresh` reads past this process's copy: placing an order charges what was saved last, even
     * when another process saved it (docs/adr/0006: money is never decided from a cache).
     */
    async terms(options: { fresh?: boolean } = {}): Promise<ShopTerms> {
      const row = options.fresh ? await readNow() : await read();
      const methods = offeredPaymentMethods(row.paymentMethods, configured);
      return {
        charges: row.deliveryCharges,
        cashOnDelivery: methods.includes('cod'),
        onlineGateway: methods.includes('online') ? deps.onlineGateway : null,
        bkash: methods.includes('bkash'),
        nagad: methods.includes('nagad'),
      };
    },

    /** When a cash-on-delivery order pays part in advance; `fresh` as for `terms`, for the order itself. */
    async advanceRules(options: { fresh?: boolean } = {}): Promise<AdvanceRules> {
      return (options.fresh ? await readNow() : await read()).advanceRules;
    },

    /** Drops this process's copy (a test that writes the row directly). */
    forget: read.clear,
  };
}

export type ShopSettingsService = ReturnType<typeof createShopSettingsService>;
