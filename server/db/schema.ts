import { sql } from 'drizzle-orm';
import { type AdvanceRules, NO_ADVANCE_RULES } from '#domain/advance-payment.ts';
import { DEFAULT_DELIVERY_CHARGES, type DeliveryCharges } from '#domain/delivery.ts';
import { ORDER_STATUSES } from '#domain/order-flow.ts';
import { COURIERS, PARCEL_STATES } from '#domain/couriers.ts';
import { PAYMENT_METHODS, type PaymentSwitches, type SocialLinks } from '#domain/shop-settings.ts';
import { STAFF_ROLES } from '#domain/staff.ts';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Money is whole taka in integer columns: shops here price in whole taka, and integers never round.

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    icon: text('icon'),
    displayOrder: integer('display_order').notNull().default(999),
    isFeatured: boolean('is_featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('categories_slug_key').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoUrl: text('logo_url'),
    displayOrder: integer('display_order').notNull().default(999),
    isFeatured: boolean('is_featured').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('brands_slug_key').on(t.slug)],
);

// Autovacuum visits this table and product_facet_rows after 1% of their rows change (migration
// 0044): stock changes at checkout clear pages' all-visible marks, which listings' index-only scans need.
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    sku: text('sku').notNull(),
    type: text('type', { enum: ['simple', 'hybrid'] })
      .notNull()
      .default('simple'),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    retailPrice: integer('retail_price').notNull().default(0),
    salePrice: integer('sale_price'),
    /** The regular (EMI) price shown beside the cash price; null: the cash price (domain/emi.ts `regularPrice`). */
    regularPrice: integer('regular_price'),
    /**
     * What the product sells for now, so SQL can sort and filter by it. The database derives it from
     * the two prices, so no write can leave it behind them. The rule is domain/pricing.ts's
     * `effectivePrices`: a sale price counts only when positive and below a positive retail price,
     * and 0 is call for price (server/db/selling-price.test.ts holds the two together).
     */
    price: integer('price')
      .notNull()
      .generatedAlwaysAs(
        sql`CASE WHEN "sale_price" > 0 AND "sale_price" < "retail_price" THEN "sale_price" WHEN "retail_price" > 0 THEN "retail_price" ELSE 0 END`,
      ),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    stockReserved: integer('stock_reserved').notNull().default(0),
    /**
     * 1 = shown in the shop, 0 = hidden, 2 = archived (no longer sold, kept because orders name it).
     * Every storefront read filters on status = 1.
     */
    status: smallint('status').notNull().default(1),
    shortDescription: text('short_description'),
    description: text('description'),
    color: text('color'),
    size: text('size'),
    memory: text('memory'),
    /** The few selling points the product page lists beside the price, in order (domain/product-edit.ts limits them). */
    keyFeatures: jsonb('key_features').$type<string[]>().notNull().default([]),
    /** One line such as "2 years official warranty"; null: none stated. */
    warranty: text('warranty'),
    /** Sold on cash on delivery only with an advance, when the shop's advance rules say so (domain/advance-payment.ts). */
    needsAdvance: boolean('needs_advance').notNull().default(false),
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(999999),
    /** Weighted words of name, brand, category, SKU and specifications; see modules/search/indexing.ts. */
    searchVector: tsvector('search_vector'),
    /** Raised by every back-office edit, so an edit made from a stale form is refused, not silently lost. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_sku_key').on(t.sku),
    // No pending list (fastupdate off) on this table's text indexes: every stock change at checkout
    // writes a new row version, whose words a pending list would hold until a merge, and every search
    // reads the whole pending list (3,000 orders made one-word searches 28% slower). Each write adds
    // its words to the index itself instead, about 1 ms more a stock change (migration 0043).
    index('products_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    index('products_name_prefix_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    // Covering (INCLUDE added in the migration): category and brand listings sort and filter by
    // these columns, so a listing reads the index alone instead of every wide product row.
    index('products_category_listing_idx').on(t.categoryId),
    index('products_brand_listing_idx').on(t.brandId),
    index('products_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_sales_idx').on(t.salesCount.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Price orders put call-for-price (0) last; these match those ORDER BYs so a page reads a few rows.
    index('products_price_order_idx').on(sql`(${t.price} = 0)`, t.price, t.id),
    index('products_price_desc_order_idx').on(sql`(${t.price} = 0)`, t.price.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The same orders within one category: a category's page by price walks its own rows in order
    // (one walk per category, merged), instead of sorting every product of the category. Covering
    // (INCLUDE status, stock and brand in the migration), or the planner prefers sorting the rows the
    // covering listing index gives, which reads no product row.
    index('products_category_price_order_idx').on(t.categoryId, sql`(${t.price} = 0)`, t.price, t.id),
    index('products_category_price_desc_order_idx').on(t.categoryId, sql`(${t.price} = 0)`, t.price.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('products_name_order_idx').on(t.name, t.id),
    index('products_popularity_idx').on(sql`(${t.reviewCount} * ${t.averageRating}) DESC`, t.id.desc().nullsFirst()),
    // The back office finds products by any part of their name or SKU; trigrams keep that an index read.
    index('products_name_sku_trgm_idx').using('gin', sql`(${t.name} || ' ' || ${t.sku}) gin_trgm_ops`).with({ fastupdate: false }),
    // Slugs end in the product's id, so they are unique by construction; the back office still checks
    // a slug typed by hand against legacy ones, by this index.
    index('products_slug_idx').on(t.slug),
    // The back office lists the most recently changed first.
    index('products_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    check(
      'products_prices_non_negative',
      sql`${t.retailPrice} >= 0 AND (${t.salePrice} IS NULL OR ${t.salePrice} >= 0) AND (${t.regularPrice} IS NULL OR ${t.regularPrice} >= 0)`,
    ),
    check('products_stock_valid', sql`${t.stockQuantity} >= 0 AND ${t.stockReserved} >= 0 AND ${t.stockReserved} <= ${t.stockQuantity}`),
    check('products_status_known', sql`${t.status} IN (0, 1, 2)`),
  ],
);

/**
 * A product's extra categories besides its main one (products.category_id), e.g. a gaming laptop
 * also listed under Gaming. The main category is never also an extra one (the editor drops it).
 * Listings find a category's products through category_idx, beside products_category_listing_idx.
 */
/**
 * The transaction that last changed each product in a way search reads (its words, facet columns or
 * sort keys), as a 64-bit transaction id: each process's in-memory search index reads the products
 * stamped since its last read (search/index-sync.ts). Kept by triggers on products and
 * product_extra_categories (migration 0045), so no writer has to know it exists.
 */
export const productIndexStamps = pgTable(
  'product_index_stamps',
  {
    // No foreign key: a deleted product's stamp is how the indexes learn it is gone.
    productId: integer('product_id').primaryKey(),
    changedXid: bigint('changed_xid', { mode: 'number' }).notNull(),
  },
  (t) => [index('product_index_stamps_changed_idx').on(t.changedXid)],
);

/**
 * Each product's facet columns and search words (without positions or weights), a third of the
 * width of a product row, so the facet sample reads a third of the pages (search/facet-sql.ts).
 * Kept by a trigger on products (migration 0036): a product's writer need not know it exists.
 */
export const productFacetRows = pgTable(
  'product_facet_rows',
  {
    id: integer('id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: smallint('status').notNull(),
    categoryId: integer('category_id'),
    brandId: integer('brand_id'),
    price: integer('price').notNull(),
    retailPrice: integer('retail_price').notNull(),
    salePrice: integer('sale_price'),
    stockQuantity: integer('stock_quantity').notNull(),
    stockReserved: integer('stock_reserved').notNull(),
    color: text('color'),
    size: text('size'),
    memory: text('memory'),
    searchVector: tsvector('search_vector'),
  },
  (t) => [
    // No pending list, as on products_search_idx: the trigger copies every stock change here too.
    index('product_facet_rows_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
    // Covering every column but the search words (INCLUDE added in migration 0040), so a category's
    // facet sample is an index-only scan instead of a read of rows scattered over the table.
    index('product_facet_rows_category_idx').on(t.categoryId),
  ],
);

export const productExtraCategories = pgTable(
  'product_extra_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_extra_categories_category_idx').on(t.categoryId, t.productId)],
);

// ---------------------------------------------------------------------------------------------
// Flash sales: a window of time in which some products sell at their own prices

/**
 * A flash sale runs while `starts_at <= now() < ends_at`. Nothing switches it on or off: every read
 * compares now() with the window (server/modules/catalog/flash-sale.ts), so a sale ends by itself.
 */
export const flashSales = pgTable(
  'flash_sales',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flash_sales_window_idx').on(t.endsAt, t.startsAt), check('flash_sales_window_valid', sql`${t.endsAt} > ${t.startsAt}`)],
);

/** A product's price for the length of one flash sale; a product's options keep their own prices. */
export const flashSaleItems = pgTable(
  'flash_sale_items',
  {
    flashSaleId: integer('flash_sale_id')
      .notNull()
      .references(() => flashSales.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    flashPrice: integer('flash_price').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flashSaleId, t.productId] }),
    index('flash_sale_items_product_idx').on(t.productId),
    check('flash_sale_items_price_positive', sql`${t.flashPrice} > 0`),
  ],
);

/** How the "popular" lists rank products; indexed, so the home page does not sort the catalogue. */
export const popularity = sql`(${products.reviewCount} * ${products.averageRating})`;

/** Every word the catalogue's search index holds: what typo correction and prefix checks look up. */
export const searchTerms = pgTable(
  'search_terms',
  {
    term: text('term').primaryKey(),
    documents: integer('documents').notNull(),
  },
  (t) => [index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`), index('search_terms_prefix_idx').on(sql`${t.term} text_pattern_ops`)],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    groupName: text('group_name').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    displayOrder: integer('display_order').notNull().default(0),
  },
  (t) => [index('product_specifications_product_idx').on(t.productId, t.displayOrder)],
);

export interface VariantAttribute {
  name: string;
  value: string;
}

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    attributes: jsonb('attributes').$type<VariantAttribute[]>().notNull(),
    retailPrice: integer('retail_price').notNull().default(0),
    salePrice: integer('sale_price'),
    regularPrice: integer('regular_price'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    stockReserved: integer('stock_reserved').notNull().default(0),
    variantOrder: integer('variant_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_variants_sku_key').on(t.sku),
    index('product_variants_product_idx').on(t.productId, t.variantOrder),
    check(
      'product_variants_prices_non_negative',
      sql`${t.retailPrice} >= 0 AND (${t.salePrice} IS NULL OR ${t.salePrice} >= 0) AND (${t.regularPrice} IS NULL OR ${t.regularPrice} >= 0)`,
    ),
    check('product_variants_stock_valid', sql`${t.stockQuantity} >= 0 AND ${t.stockReserved} >= 0 AND ${t.stockReserved} <= ${t.stockQuantity}`),
  ],
);

/** An uploaded or generated image; the derived sizes are WebP files under the media folder. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    /** Path below the media root of the re-encoded original, e.g. products/12/1-original.webp. */
    originalPath: text('original_path').notNull(),
    optimizedPath: text('optimized_path').notNull(),
    cardPath: text('card_path').notNull(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt'),
    position: integer('position').notNull().default(0),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_product_idx').on(t.productId, t.position), index('media_variant_idx').on(t.variantId)],
);

export const navigationItems = pgTable(
  'navigation_items',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => navigationItems.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon'),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(999),
    isMegamenu: boolean('is_megamenu').notNull().default(false),
    active: boolean('active').notNull().default(true),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
  },
  (t) => [index('navigation_items_parent_idx').on(t.parentId)],
);

export const footerSections = pgTable('footer_sections', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  displayOrder: integer('display_order').notNull().default(999),
  active: boolean('active').notNull().default(true),
});

export const footerLinks = pgTable(
  'footer_links',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id')
      .notNull()
      .references(() => footerSections.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    url: text('url').notNull(),
    icon: text('icon'),
    openInNewTab: boolean('open_in_new_tab').notNull().default(false),
    displayOrder: integer('display_order').notNull().default(999),
  },
  (t) => [index('footer_links_section_idx').on(t.sectionId)],
);

/** What every home banner shows: the text, a desktop and a mobile image, and its place in the list. */
const bannerColumns = () => ({
  title: text('title').notNull(),
  subtitle: text('subtitle'),
  description: text('description'),
  /** Null until staff upload one: a banner is added first, then its picture; the shop skips it meanwhile. */
  imageUrl: text('image_url'),
  mobileImageUrl: text('mobile_image_url'),
  imageWidth: integer('image_width'),
  imageHeight: integer('image_height'),
  displayOrder: integer('display_order').notNull().default(999),
  active: boolean('active').notNull().default(true),
  /** Shown from (null: at once) and until, not including (null: with no end). */
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Banners placed at named positions on the home page (hero slider, side tiles). */
export const positionalBanners = pgTable('positional_banners', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  linkUrl: text('link_url'),
  ...bannerColumns(),
});

/** A home section that shows a category's products beside its banner. */
export const categoryProductBanners = pgTable('category_product_banners', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id')
    .notNull()
    .references(() => categories.id, { onDelete: 'cascade' }),
  ...bannerColumns(),
});

/**
 * One row (id = 1): the shop's contact details, business identifiers, delivery charges and ways to
 * pay, as the back office's settings page saves them. The database is the truth; environment values
 * only stand in while there is no row (docs/adr/0008).
 */
export const shopSettings = pgTable(
  'shop_settings',
  {
    id: integer('id').primaryKey().default(1),
    shopName: text('shop_name').notNull(),
    phone: text('phone').notNull(),
    whatsappNumber: text('whatsapp_number').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    tradeLicence: text('trade_licence'),
    dbid: text('dbid'),
    bin: text('bin'),
    /** Percent, printed on invoices as the VAT inside the total; null when the owner has set none. */
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }),
    /** Whole taka by zone; 0 is free delivery. */
    deliveryCharges: jsonb('delivery_charges').$type<DeliveryCharges>().notNull().default(DEFAULT_DELIVERY_CHARGES),
    /** Switched on or off by the owner; online is offered only while a gateway is configured too. */
    paymentMethods: jsonb('payment_methods').$type<PaymentSwitches>().notNull().default({ cod: true, online: true }),
    /** When a cash-on-delivery order pays part in advance, and how much; all off until the owner sets them. */
    advanceRules: jsonb('advance_rules').$type<AdvanceRules>().notNull().default(NO_ADVANCE_RULES),
    /** Moves on with every save, so a save over someone else's is refused instead of undoing it. */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('shop_settings_single_row', sql`${t.id} = 1`)],
);

/**
 * Banks whose credit cards pay in monthly instalments (EMI), each from a minimum amount, with a
 * charge per tenure (domain/emi.ts). Deactivated banks stay, so their orders keep naming them.
 */
export const emiBanks = pgTable(
  'emi_banks',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    minimumAmount: integer('minimum_amount').notNull().default(5000),
    ...timestamps,
  },
  (t) => [uniqueIndex('emi_banks_name_key').on(sql`lower(${t.name})`), check('emi_banks_minimum_non_negative', sql`${t.minimumAmount} >= 0`)],
);

export const emiTenures = pgTable(
  'emi_tenures',
  {
    bankId: integer('bank_id')
      .notNull()
      .references(() => emiBanks.id, { onDelete: 'cascade' }),
    months: smallint('months').notNull(),
    /** Percent of the regular price the bank adds for this tenure. */
    chargePercent: numeric('charge_percent', { precision: 5, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.bankId, t.months] }),
    check('emi_tenures_months_known', sql`${t.months} IN (3, 6, 9, 12, 18, 24, 36)`),
    check('emi_tenures_charge_range', sql`${t.chargePercent} >= 0 AND ${t.chargePercent} <= 50`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Customers and sign-in

export interface CustomerAddress {
  address: string;
  division: string;
  district: string;
  area: string | null;
}

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** Stored lower-cased; sign-in compares lower-cased input. */
    email: text('email'),
    /** Stored as 11 digits (01XXXXXXXXX) whatever form the customer typed. */
    phone: text('phone'),
    /** Null for customers who only ever signed in with Google or Facebook. */
    passwordHash: text('password_hash'),
    role: text('role').notNull().default('customer'),
    profileImagePath: text('profile_image_path'),
    address: jsonb('address').$type<CustomerAddress>(),
    dateOfBirth: text('date_of_birth'),
    gender: text('gender'),
    /** Set by staff: a blocked customer cannot sign in or order, and their sessions were ended then. */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    blockedReason: text('blocked_reason'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('customers_email_key').on(t.email),
    uniqueIndex('customers_phone_key').on(t.phone),
    // The customers desk: newest first, paged by (created_at, id); a name's or an email's fragment
    // is found by its trigram index, so neither walks every customer.
    index('customers_desk_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('customers_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('customers_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    check('customers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

/** A Google or Facebook account linked to a customer, keyed by the provider's subject id, never by email. */
export const customerIdentities = pgTable(
  'customer_identities',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'facebook'] }).notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_identities_provider_subject_key').on(t.provider, t.subject), index('customer_identities_customer_idx').on(t.customerId)],
);

/** A signed-in browser or API client. Only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_customer_idx').on(t.customerId)],
);

/**
 * Attempt counters of the rate limits (`server/modules/auth/rate-limits.ts`), one row per limit and
 * key for a fixed window, so every process counts the same attempts. `expire` is the name the
 * rate-limiter-flexible Drizzle store reads; expired rows are swept now and then by the writers.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    points: integer('points').notNull().default(0),
    expire: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_idx').on(t.expire)],
);

/** A password-reset code sent by email or SMS; the code and the reset token are stored hashed. */
export const passwordResetCodes = pgTable(
  'password_reset_codes',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_codes_customer_idx').on(t.customerId, t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Checkout phone checks: stock is held only for an order whose mobile number answered a code.

export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    clientAddress: text('client_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('phone_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * Proof that a browser (token) or an account (customer) answered a code sent to this number; it
 * spares the code on later orders until it expires. Only the token's SHA-256 is kept.
 */
export const phonePasses = pgTable(
  'phone_passes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    tokenHash: text('token_hash').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('phone_passes_token_key').on(t.tokenHash), index('phone_passes_customer_idx').on(t.customerId, t.phone)],
);

// ---------------------------------------------------------------------------------------------
// Notifications and newsletter

export const NOTIFICATION_TYPES = ['order', 'payment', 'alert', 'other'] as const;

/** A customer's own notification, or a public one (no customer) that every visitor sees. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull().default('other'),
    icon: text('icon'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst())],
);

/** Which public notifications a signed-in customer has read. */
export const notificationReads = pgTable(
  'notification_reads',
  {
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.notificationId, t.customerId] })],
);

export interface NewsletterPreferences {
  special_offers: boolean;
  coupons: boolean;
  product_updates: boolean;
  new_arrivals: boolean;
}

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    source: text('source'),
    preferences: jsonb('preferences').$type<NewsletterPreferences>().notNull(),
    /** SHA-256 of the token sent with the subscription; unsubscribing needs the token itself. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(t.email), check('newsletter_email_lower', sql`${t.email} = lower(${t.email})`)],
);

// ---------------------------------------------------------------------------------------------
// Orders (written by checkout; read by the dashboard)

export { ORDER_STATUSES };
/** `partially_refunded`: some of a paid order's money went back (an approved refund of some items). */
export const PAYMENT_STATUSES = ['unpaid', 'paid', 'partially_refunded', 'refunded'] as const;
export { PAYMENT_METHODS };

export interface OrderAddress {
  division: string;
  district: string;
  area: string | null;
  address: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: text('order_number').notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('unpaid'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    contactName: text('contact_name').notNull(),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email'),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    deliveryZone: text('delivery_zone').notNull(),
    note: text('note'),
    subtotal: integer('subtotal').notNull(),
    deliveryCharge: integer('delivery_charge').notNull(),
    discount: integer('discount').notNull().default(0),
    /** An order paid on EMI: the bank, the months and the bank's charge, its own line added to the total. */
    emiBank: text('emi_bank'),
    emiMonths: smallint('emi_months'),
    emiCharge: integer('emi_charge').notNull().default(0),
    total: integer('total').notNull(),
    /** Taka paid back so far; what the customer spent on the order is `total - refunded_amount`. */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** Taka a cash-on-delivery order pays online before it is sent (0: none), and when that was paid. */
    advanceAmount: integer('advance_amount').notNull().default(0),
    advancePaidAt: timestamp('advance_paid_at', { withTimezone: true }),
    /** Who carries the parcel and its tracking number, when staff give them at shipping. */
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    idempotencyKey: text('idempotency_key'),
    /**
     * Who placed it, the scope of its Idempotency-Key and its receipt: `customer:<id>` for an
     * account, `phone:<number>` for a guest, who proves the number by a code sent to it.
     */
    placedBy: text('placed_by'),
    /** SHA-256 of the request, so a key reused for a different order is refused, not answered. */
    requestHash: text('request_hash'),
    /** The address the order came from and its delivery address folded to a key: hold limits count by them. */
    clientAddress: text('client_address'),
    addressKey: text('address_key'),
    /**
     * The Bangladesh day the order must reach the door by (domain/delivery-window.ts), set when its
     * clock starts: full payment for an order paid ahead, confirmation for cash on delivery.
     */
    deliverBy: date('deliver_by', { mode: 'string' }),
    /** For an order cancelled after it was paid ahead: the day its money must be back (domain/delivery-window.ts). */
    refundDueBy: date('refund_due_by', { mode: 'string' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_number_key').on(t.orderNumber),
    uniqueIndex('orders_placed_by_idempotency_key').on(t.placedBy, t.idempotencyKey),
    // Only unconfirmed, unpaid orders count towards the hold limits, so their indexes hold only those.
    index('orders_unconfirmed_phone_idx').on(t.contactPhone).where(sql`status = 'pending' and payment_status = 'unpaid'`),
    index('orders_unconfirmed_client_idx').on(t.clientAddress).where(sql`status = 'pending' and payment_status = 'unpaid'`),
    index('orders_unconfirmed_address_idx').on(t.addressKey).where(sql`status = 'pending' and payment_status = 'unpaid'`),
    index('orders_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    // The order desk's queue: newest first, by state or all together, paged by (created_at, id);
    // a date range is a range on the same index. Its searches: a mobile number, a name's fragment.
    // NULLS FIRST is what ORDER BY … DESC means: an index sorted the other way is never used for it.
    index('orders_desk_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_desk_status_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_contact_phone_idx').on(t.contactPhone, t.createdAt.desc().nullsFirst()),
    index('orders_contact_name_trgm_idx').using('gin', sql`${t.contactName} gin_trgm_ops`),
    // The dashboard's periods (today, the month, the last 30 days) read created_at, status and total
    // from this index alone, without visiting the orders themselves.
    index('orders_figures_idx').on(t.createdAt, t.status, t.total),
    // Orders are written in created_at order, so a block range index maps a date range to the table's
    // blocks for a few kilobytes; the desk ANDs it with the name's trigram index, so a searched name
    // with a date range reads only that range's blocks instead of every match since the shop opened.
    index('orders_created_brin_idx').using('brin', t.createdAt),
    // The desk's Late queue: orders still on their way, by the day they were promised.
    index('orders_late_idx').on(t.deliverBy).where(sql`status NOT IN ('delivered', 'cancelled')`),
    check(
      'orders_amounts_non_negative',
      sql`${t.subtotal} >= 0 AND ${t.deliveryCharge} >= 0 AND ${t.discount} >= 0 AND ${t.emiCharge} >= 0 AND ${t.total} >= 0`,
    ),
    check('orders_emi_whole', sql`(${t.emiBank} IS NULL) = (${t.emiMonths} IS NULL)`),
    check('orders_advance_non_negative', sql`${t.advanceAmount} >= 0`),
    check('orders_refund_within_total', sql`${t.refundedAmount} >= 0 AND ${t.refundedAmount} <= ${t.total}`),
  ],
);

export const MESSAGE_CHANNELS = ['email', 'sms'] as const;

/**
 * Texts and emails the shop sends, and what became of them. They are written in the transaction that
 * changes the order, with a `send-message` job for each (server/jobs), so a status change never
 * commits without its messages; the job marks the row sent, and a process dying mid-way leaves the
 * job to be retried.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel', { enum: MESSAGE_CHANNELS }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('message_outbox_unsent_idx').on(t.id).where(sql`sent_at IS NULL`)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    sku: text('sku').notNull(),
    options: jsonb('options').$type<VariantAttribute[]>(),
    image: text('image'),
    unitPrice: integer('unit_price').notNull(),
    retailPrice: integer('retail_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

/** Every status change of an order: the timeline the customer sees. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    note: text('note'),
    /**
     * The staff member who made the change; null for the shop itself (checkout, a payment, the
     * unpaid-order sweep) and the command line. The name is kept so the timeline outlives the account.
     */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.createdAt)],
);

/** What staff wrote about an order for each other (never shown to the customer). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.createdAt)],
);

export const PAYMENT_GATEWAYS = ['sslcommerz', 'bkash', 'nagad', 'test'] as const;

export const REFUND_STATUSES = ['pending', 'approved', 'rejected'] as const;
/**
 * How approved money goes back. Cash: `awaiting_cash` until staff mark it `paid_out`. Online: the
 * payout job takes it from `sending` to `sent` (perhaps through the gateway's `processing`) or
 * `failed`, which staff may send again. `pending_manual` is kept for online refunds approved before
 * gateway refunds existed.
 */
export const REFUND_PAYOUTS = ['awaiting_cash', 'paid_out', 'sending', 'processing', 'sent', 'failed', 'pending_manual'] as const;
export type RefundPayout = (typeof REFUND_PAYOUTS)[number];

export interface RefundItem {
  order_item_id: number;
  quantity: number;
}

export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Who asked; null for a guest's order whose money the shop sent back unasked after cancelling it. */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    items: jsonb('items').$type<RefundItem[]>().notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    staffNote: text('staff_note'),
    /** Taka staff approved, which may be less than asked; null until approved. */
    approvedAmount: integer('approved_amount'),
    /** Whether the approved lines' units went back on the shelf. */
    restocked: boolean('restocked').notNull().default(false),
    /** How the approved money goes back (REFUND_PAYOUTS); null until approved. */
    payout: text('payout', { enum: REFUND_PAYOUTS }),
    /** The gateway an online refund is sent through: the one the order was paid with. */
    payoutGateway: text('payout_gateway', { enum: PAYMENT_GATEWAYS }),
    /** Bumped by each send (the first and every staff retry): the gateway idempotency key is `refund-<id>-<attempt>`. */
    payoutAttempt: integer('payout_attempt').notNull().default(0),
    /** The gateway's own id for the refund (SSLCommerz refund_ref_id): once known, the job only asks about it. */
    payoutReference: text('payout_reference'),
    /** The gateway's reason for a refused refund, or the last transport error while retrying. */
    payoutError: text('payout_error'),
    /** When the money went back (gateway accepted it, or staff handed cash back) and who said so for cash. */
    paidOutAt: timestamp('paid_out_at', { withTimezone: true }),
    paidOutBy: text('paid_out_by'),
    /** Staff's note on a cash pay-out: how and any reference (bKash transaction, receipt number). */
    paidOutNote: text('paid_out_note'),
    ...timestamps,
  },
  (t) => [
    index('refund_requests_customer_idx').on(t.customerId, t.createdAt.desc().nullsFirst()),
    index('refund_requests_order_idx').on(t.orderId),
    // The back office's queue: a state's requests newest first, paged by (created_at, id) as ADR 0011.
    index('refund_requests_desk_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Signed-in customers' carts (guests keep theirs in the browser)

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (t) => [
    // One line per product and variant; a product without options is variant 0 here.
    uniqueIndex('cart_items_line_key').on(t.customerId, t.productId, sql`coalesce(${t.variantId}, 0)`),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Online payments: one row per attempt to pay an order through a gateway

export const PAYMENT_ATTEMPT_STATUSES = ['initiated', 'paid', 'failed', 'cancelled'] as const;

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // A record of money taken: an order that has payments cannot simply be deleted.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
    /** Our random transaction id, sent to the gateway and echoed back by it; never guessable. */
    tranId: text('tran_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('BDT'),
    status: text('status', { enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('initiated'),
    valId: text('val_id'),
    bankTranId: text('bank_tran_id'),
    cardType: text('card_type'),
    /** The gateway's own id for the attempt, known from its start (bKash paymentID): its callback names the attempt by it. */
    gatewayPaymentId: text('gateway_payment_id'),
    /** The gateway's validation answer the payment was accepted on. */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    /** Set once, in the same transaction that marks the order paid: the guard against applying a payment twice. */
    processedAt: timestamp('processed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payments_tran_id_key').on(t.tranId),
    index('payments_order_idx').on(t.orderId),
    check('payments_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('payments_gateway_payment_key').on(t.gateway, t.gatewayPaymentId),
  ],
);

/**
 * A gateway's access token, shared by every process of the shop (bKash grants one an hour and asks
 * merchants not to grant one per call): whichever process needs a new one writes it here.
 */
export const gatewayTokens = pgTable('gateway_tokens', {
  gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).primaryKey(),
  idToken: text('id_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  refreshExpiresAt: timestamp('refresh_expires_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refund keys already sent to a gateway that keeps no key of ours (bKash): a send whose answer was
 * lost is then followed by a question about the refund, not by a second refund.
 */
export const gatewayRefundSends = pgTable('gateway_refund_sends', {
  idempotencyKey: text('idempotency_key').primaryKey(),
  gateway: text('gateway', { enum: PAYMENT_GATEWAYS }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refunds the local test gateway took, against its own payments: what a real gateway keeps on its
 * side. One row per idempotency key, so a repeated request answers the first refund.
 */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    amount: integer('amount').notNull(),
    reference: text('reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('test_gateway_refunds_key').on(t.idempotencyKey), index('test_gateway_refunds_payment_idx').on(t.paymentId)],
);

// ---------------------------------------------------------------------------------------------
// Back-office staff: accounts, sessions and sign-in links of their own, never shared with customers

export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null until the staff member sets one through their sign-in link. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: STAFF_ROLES }).notNull(),
    /** Base32 TOTP secret; set when enrolment begins, shown to the staff member only then, never answered again. */
    totpSecret: text('totp_secret'),
    /** Null until the staff member proved their app with a code: no sign-in before that. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The 30-second step of the last code accepted, so a code seen over a shoulder cannot be replayed. */
    totpLastStep: integer('totp_last_step'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email), check('staff_email_lower', sql`${t.email} = lower(${t.email})`)],
);

/** Single-use recovery codes for a lost authenticator; only their SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_staff_code_key').on(t.staffId, t.codeHash)],
);

/** Where a staff session stands: password given awaiting the code, enrolling an app from a link, or signed in. */
export const STAFF_SESSION_STAGES = ['second_factor', 'enrol', 'signed_in'] as const;

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: STAFF_SESSION_STAGES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/** One-time sign-in links (from the command line or an owner's invitation); only the token's SHA-256 is kept. */
export const staffSignInLinks = pgTable(
  'staff_sign_in_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The staff member who invited; null for a link made on the command line. */
    createdBy: integer('created_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sign_in_links_token_hash_key').on(t.tokenHash), index('staff_sign_in_links_staff_idx').on(t.staffId)],
);

// ---------------------------------------------------------------------------------------------
// Back-office audit log

/**
 * Every change staff make, with the record as it was and as it became. Written in the transaction
 * of the change, so no change commits without its row. Staff ids are kept as text: the row must
 * outlive the staff account and name whoever made the change, whatever their id looks like.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: text('staff_id').notNull(),
    staffName: text('staff_name').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at), index('audit_log_at_idx').on(t.at)],
);

/**
 * Dashboard figures that read every order or every line of a month (orders by state, the month's
 * top products and categories), kept for a minute so each visit does not recount a million orders.
 * Held in the database so every server process shows the same figures.
 */
export const dashboardFigures = pgTable('dashboard_figures', {
  key: text('key').primaryKey(),
  figures: jsonb('figures').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A CSV file staff uploaded to create or change products, kept between its preview and its
 * application so Apply works on exactly the file previewed, whichever process answers. Kept a day.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    fileName: text('file_name'),
    csv: text('csv').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set once applied: a file is applied at most once. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('product_imports_created_idx').on(t.createdAt)],
);
/** The information and policy pages' copy, edited in the back office; one row per INFO_PAGES slug. */
export const infoPages = pgTable('info_pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  metaDescription: text('meta_description').notNull(),
  /** The page in the format of domain/info-pages.ts, never HTML. */
  body: text('body').notNull(),
  /** Moves on with every save, so a save over someone else's is refused instead of undoing it. */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** The staff member's name at the time; null for the copy the shop started with. */
  updatedBy: text('updated_by'),
});

/**
 * A parcel booked with a courier through its API, one per order. The row is written before the
 * courier is called (`requested`), so a second click or a retry after a lost answer finds it and
 * never books a second parcel; `booked` once the courier answered with its consignment.
 */
export const courierConsignments = pgTable(
  'courier_consignments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    courier: text('courier', { enum: COURIERS }).notNull(),
    /** What the courier was sent as the merchant's invoice: the order number, unique at Steadfast. */
    invoice: text('invoice').notNull(),
    state: text('state', { enum: ['requested', 'booked'] }).notNull(),
    /** When the last call to the courier began: a request this young may still be answered. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    consignmentId: text('consignment_id'),
    trackingCode: text('tracking_code'),
    /** The courier's delivery charge in taka, once it says. */
    charge: integer('charge'),
    /** Cash the courier was asked to collect, in taka. */
    codAmount: integer('cod_amount').notNull(),
    parcelState: text('parcel_state', { enum: PARCEL_STATES }),
    /** The courier's own word for the state, as it sent it. */
    courierStatus: text('courier_status'),
    /** What staff must look at (a return, a short collection); cleared by nobody but staff. */
    attention: text('attention'),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    staffName: text('staff_name'),
    /** Pathao's city and zone the parcel was booked to. */
    pathaoCityId: integer('pathao_city_id'),
    pathaoZoneId: integer('pathao_zone_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('courier_consignments_order_idx').on(t.orderId),
    index('courier_consignments_consignment_idx').on(t.courier, t.consignmentId),
    index('courier_consignments_invoice_idx').on(t.courier, t.invoice),
    // The order desk's Courier flagged queue: the few flagged parcels, not every parcel ever booked.
    index('courier_consignments_attention_idx').on(t.orderId).where(sql`attention IS NOT NULL`),
  ],
);

/** A courier's API token (Pathao's), shared by every process until it expires. */
export const courierTokens = pgTable('courier_tokens', {
  courier: text('courier', { enum: COURIERS }).primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A complaint a shopper filed on /complaint (signed in or not). The shop must answer within 72 hours
 * of `created_at` (`answer_due_at`); the reply goes to the shopper by SMS and, if given, email.
 */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    orderNumber: text('order_number'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    answerDueAt: timestamp('answer_due_at', { withTimezone: true }).notNull(),
    reply: text('reply'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answeredBy: text('answered_by'),
  },
  (t) => [
    index('complaints_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('complaints_open_idx').on(t.answerDueAt).where(sql`answered_at IS NULL`),
  ],
);
