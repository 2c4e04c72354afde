// Seeds customers, orders and their items for `npm run bench:admin`'s desk part, set-based
// (generate_series), so a million orders take minutes, not hours. The table's secondary indexes are
// dropped first and built again at the end: building an index once is far quicker than updating it
// a million times, and the bench then measures exactly the indexes the migrations made.
import { performance } from 'node:perf_hooks';
import pg from 'pg';

export interface DeskSeedOptions {
  orders: number;
  customers: number;
  log: (message: string) => void;
}

/** Bangladeshi given names and family names; an order's name is one of each, so a family name matches about 1 in 30. */
const GIVEN = [
  'Abdul',
  'Aminul',
  'Anika',
  'Arif',
  'Ayesha',
  'Farhana',
  'Fatema',
  'Habib',
  'Hasan',
  'Imran',
  'Jannat',
  'Kamal',
  'Karim',
  'Laila',
  'Mahmud',
  'Mamun',
  'Nasrin',
  'Nusrat',
  'Rafiq',
  'Rahim',
  'Rakib',
  'Sabina',
  'Sadia',
  'Shakil',
  'Shirin',
  'Sohel',
  'Sumaiya',
  'Tanvir',
  'Tasnim',
  'Zahid',
];
const FAMILY = [
  'Ahmed',
  'Akter',
  'Alam',
  'Ali',
  'Begum',
  'Biswas',
  'Chowdhury',
  'Das',
  'Hossain',
  'Islam',
  'Jahan',
  'Kabir',
  'Khan',
  'Khatun',
  'Miah',
  'Mollah',
  'Mondal',
  'Rahman',
  'Roy',
  'Saha',
  'Sarkar',
  'Sheikh',
  'Siddique',
  'Sikder',
  'Talukder',
  'Uddin',
  'Haque',
  'Bhuiyan',
  'Paul',
  'Sultana',
];
const DISTRICTS = ['Dhaka', 'Chattogram', 'Gazipur', 'Narayanganj', 'Sylhet', 'Rajshahi', 'Khulna', 'Cumilla', 'Rangpur', 'Barishal', 'Mymensingh', 'Bogura'];

const textArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;
/** The order-number alphabet (server/modules/orders/order-number.ts): no 0, 1, I, L or O. */
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A mobile number per row number, unique for up to 100 million rows: 013–019 and 8 digits (7919 is prime to 10^8). */
const phoneOf = (n: string) =>
  `(ARRAY['013','014','015','016','017','018','019'])[(${n}) % 7 + 1] || lpad((((${n})::bigint * 7919) % 100000000)::text, 8, '0')`;
/** A name per number, the same for the same number: 30 × 30 names. */
const nameOf = (n: string) => `(${textArray(GIVEN)})[((${n}) * 7) % 30 + 1] || ' ' || (${textArray(FAMILY)})[((${n}) / 30) % 30 + 1]`;

async function withoutSecondaryIndexes(client: pg.Client, tables: string[], fill: () => Promise<void>, log: DeskSeedOptions['log']) {
  const { rows } = await client.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
     WHERE i.schemaname = 'public' AND i.tablename = ANY($1)
       AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [tables],
  );
  for (const row of rows) await client.query(`DROP INDEX "${row.indexname}"`);
  try {
    await fill();
  } finally {
    const started = performance.now();
    for (const row of rows) await client.query(row.indexdef);
    log(`  ${rows.length} indexes built again in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

export async function seedOrderDesk(databaseUrl: string, options: DeskSeedOptions): Promise<void> {
  const { orders, customers, log } = options;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const step = async (what: string, text: string) => {
    const started = performance.now();
    const result = await client.query(text);
    log(`  ${what}: ${result.rowCount ?? 0} rows in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  try {
    await client.query(`SET synchronous_commit = off; SET maintenance_work_mem = '256MB'; SET work_mem = '64MB'`);
    const [{ n: products }] = (await client.query<{ n: number }>('SELECT count(*)::int AS n FROM products')).rows as [{ n: number }];
    if (products === 0) throw new Error('the desk seed needs products to put in orders');
    await withoutSecondaryIndexes(
      client,
      ['customers', 'orders', 'order_items'],
      async () => {
        // Customers joined over the last two years, newest last.
        await step(
          'customers',
          `INSERT INTO customers (full_name, email, phone, password_hash, created_at, updated_at)
           SELECT ${nameOf('g')}, 'bench' || g || '@dokan.test', ${phoneOf('g')}, NULL,
                  now() - make_interval(secs => (${customers} - g) * (63072000.0 / ${customers})),
                  now() - make_interval(secs => (${customers} - g) * (63072000.0 / ${customers}))
           FROM generate_series(1, ${customers}) g`,
        );
        const [{ first }] = (await client.query<{ first: number }>('SELECT coalesce(min(id), 0) AS first FROM customers WHERE email LIKE $1', ['bench%']))
          .rows as [{ first: number }];
        const [{ before }] = (await client.query<{ before: number }>('SELECT coalesce(max(id), 0) AS before FROM orders')).rows as [{ before: number }];
        // Orders over two years, about evenly; 60% by a customer with an account (their name and
        // number), the rest by guests. Old orders are delivered or cancelled; the last fortnight's are
        // still moving through the queues. A tenth of online orders are not paid yet.
        await step(
          'orders',
          `INSERT INTO orders (order_number, customer_id, status, payment_status, payment_method, contact_name, contact_phone,
                               shipping_address, delivery_zone, subtotal, delivery_charge, total, placed_by, created_at, updated_at)
           SELECT 'DK' || to_char(at AT TIME ZONE 'Asia/Dhaka', 'YYMMDD') || '-' ||
                    (SELECT string_agg(substr('${ALPHABET}', ((g::bigint * 48271 / (31 ^ k)::bigint) % 31)::int + 1, 1), '' ORDER BY k)
                     FROM generate_series(0, 5) k),
                  CASE WHEN member THEN ${first} + buyer END,
                  state,
                  CASE WHEN state = 'cancelled' THEN 'unpaid'
                       WHEN method = 'online' AND g % 10 <> 0 THEN 'paid'
                       WHEN method = 'cod' AND state = 'delivered' THEN 'paid'
                       ELSE 'unpaid' END,
                  method,
                  CASE WHEN member THEN ${nameOf('buyer + 1')} ELSE ${nameOf('(g + 11)')} END,
                  CASE WHEN member THEN ${phoneOf('buyer + 1')} ELSE ${phoneOf(`(g + ${customers} + 1)`)} END,
                  jsonb_build_object('division', 'Dhaka', 'district', (${textArray(DISTRICTS)})[g % ${DISTRICTS.length} + 1],
                                     'area', NULL, 'address', 'House ' || (g % 120 + 1) || ', Road ' || (g % 27 + 1)),
                  CASE WHEN g % ${DISTRICTS.length} = 0 THEN 'inside_dhaka' ELSE 'outside_dhaka' END,
                  subtotal, CASE WHEN g % ${DISTRICTS.length} = 0 THEN 60 ELSE 120 END,
                  subtotal + CASE WHEN g % ${DISTRICTS.length} = 0 THEN 60 ELSE 120 END,
                  CASE WHEN member THEN 'customer:' || (${first} + buyer) ELSE 'phone:' || ${phoneOf(`(g + ${customers} + 1)`)} END,
                  at, at
           FROM (
             SELECT g, member, buyer, method, subtotal, at,
                    CASE WHEN age > 14 THEN (CASE WHEN g % 9 = 0 THEN 'cancelled' ELSE 'delivered' END)
                         ELSE (ARRAY['pending','pending','confirmed','processing','shipped','shipped','delivered','cancelled'])[g % 8 + 1] END AS state
             FROM (
               SELECT g, g % 5 < 3 AS member, (g * 37) % ${customers} AS buyer,
                      CASE WHEN g % 10 < 7 THEN 'cod' ELSE 'online' END AS method,
                      300 + (g * 7907) % 60000 AS subtotal,
                      now() - make_interval(secs => (${orders} - g) * (63072000.0 / ${orders}) + (g % 97)) AS at,
                      (${orders} - g) * 730.0 / ${orders} AS age
               FROM generate_series(1::bigint, ${orders}) g
             ) base
           ) o`,
        );
        // One to three lines per order, from the catalogue; the totals above are not recomputed from them.
        await step(
          'order items',
          `INSERT INTO order_items (order_id, product_id, name, sku, unit_price, retail_price, quantity, line_total)
           SELECT o.id, p.id, p.name, p.sku, p.price, p.retail_price, q, p.price * q
           FROM orders o
           CROSS JOIN LATERAL generate_series(1, 1 + o.id % 3) k
           CROSS JOIN LATERAL (SELECT 1 + (o.id + k) % 2 AS q) quantity
           JOIN (SELECT id, name, sku, price, retail_price, row_number() OVER (ORDER BY id) - 1 AS slot FROM products) p
             ON p.slot = (o.id * 31 + k * 17) % ${products}
           WHERE o.id > ${before}`,
        );
      },
      log,
    );
    // Vacuumed as autovacuum would have by then: the dashboard's index-only reads need the visibility map.
    await step('vacuum and analyse', 'VACUUM (ANALYZE) customers, orders, order_items');
  } finally {
    await client.end();
  }
}
