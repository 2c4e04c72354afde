// The shop staff's command line until a back office exists: `npm run shop -- <command> …`.
import { parseArgs } from 'node:util';
import { formatDateTime } from '#domain/dates.ts';
import { formatTaka } from '#domain/money.ts';
import { ORDER_STATUSES } from '#server/db/schema.ts';
import { ConfigError, loadConfig } from '#server/config.ts';
import { openPglite, openPostgres, runMigrations } from '#server/db/client.ts';
import { DataDirLockedError } from '#server/db/data-dir-lock.ts';
import { createServices } from '#server/services.ts';
import { HttpError } from '#server/http/errors.ts';
import { setupLink } from '#server/modules/staff/links.ts';
import { STAFF_ROLES, type StaffRole } from '#domain/staff.ts';
import type { OrderStatus } from '#server/modules/orders/lifecycle.ts';

const USAGE = `Usage: npm run shop -- <command> [arguments]

  orders [--status <status>] [--limit <n>]   list orders, newest first
  show <order-number>                        an order with its items and timeline
  advance <order-number> [--note <text>]     move an order to its next state
          [--courier <name>] [--tracking <n>]  (pending → confirmed → processing → shipped → delivered);
                                             the courier and tracking number are texted when it ships;
                                             the customer gets an SMS and email when it is confirmed,
                                             shipped, delivered, cancelled or refunded
  cancel <order-number> [--note <text>]      cancel an order that has not shipped; its stock returns
  paid <order-number> [--note <text>]        mark an order paid (cash collected on delivery)
  release-unpaid                             cancel online orders unpaid for 30 minutes
  refunds                                    pending refund requests
  refund approve|reject <id> [--note <text>] decide a refund request (approving refunds a paid order)
  staff add --role <role> --email <email>    create a back-office staff member (the first owner
            --name <name>                      comes from here) and print their one-time sign-in link;
                                             roles: owner, manager, catalogue_editor, order_handler
  staff link <email>                         a new one-time sign-in link (lost password or authenticator)
  staff list                                 staff members and their roles

Uses the same DATABASE_URL / DATA_DIR as the shop. The embedded database serves one process at a
time: stop the shop first, or run it on PostgreSQL.`;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string' },
    note: { type: 'string' },
    courier: { type: 'string' },
    tracking: { type: 'string' },
    role: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
const [command, argument] = positionals;
if (!command || values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(command ? 0 : 1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  fail(error instanceof ConfigError ? error.message : String(error));
}

let database: Awaited<ReturnType<typeof openPostgres | typeof openPglite>>;
try {
  database = config.DATABASE_URL ? await openPostgres(config.DATABASE_URL, { maxConnections: 2 }) : await openPglite(config.dataDir);
} catch (error) {
  if (error instanceof DataDirLockedError) fail(`${error.message}\nThe embedded database serves one process: stop the shop first, or use DATABASE_URL.`);
  throw error;
}

const say = (line: string) => process.stdout.write(`${line}\n`);

const services = createServices(database, config, { log: say });
try {
  await runMigrations(database);
  const { orders, staff, jobs } = services;
  const note = values.note ?? null;

  const orderId = async () => {
    if (!argument) fail(`${command} needs an order number, e.g. npm run shop -- ${command} DK261121-ABC234`);
    const id = await orders.idForNumber(argument);
    if (id === null) fail(`No order ${argument}.`);
    return id;
  };

  switch (command) {
    case 'orders': {
      const status = values.status as OrderStatus | undefined;
      if (status && !ORDER_STATUSES.includes(status)) fail(`--status must be one of ${ORDER_STATUSES.join(', ')}`);
      const limit = values.limit ? Number.parseInt(values.limit, 10) : 50;
      const rows = await orders.list({ status, limit: Number.isFinite(limit) && limit > 0 ? limit : 50 });
      if (rows.length === 0) say('No orders.');
      for (const row of rows) {
        say(
          `${row.orderNumber}  ${formatDateTime(row.createdAt).padEnd(21)}  ${row.status.padEnd(10)} ${row.paymentMethod.padEnd(6)} ${row.paymentStatus.padEnd(8)} ${formatTaka(row.total).padStart(10)}  ${row.contactName} ${row.contactPhone}`,
        );
      }
      break;
    }
    case 'show': {
      const order = await orders.byId(await orderId());
      say(JSON.stringify(order, null, 2));
      break;
    }
    case 'advance': {
      const change = await orders.advance(await orderId(), note, { courier: values.courier ?? null, trackingNumber: values.tracking ?? null });
      say(`${change.orderNumber}: ${change.from} → ${change.to}`);
      break;
    }
    case 'cancel': {
      const change = await orders.cancel(await orderId(), note);
      say(`${change.orderNumber}: ${change.from} → cancelled; reserved stock returned`);
      break;
    }
    case 'paid': {
      const change = await orders.markPaid(await orderId(), note);
      say(`${change.orderNumber}: marked paid`);
      break;
    }
    case 'release-unpaid': {
      say(`${await orders.releaseUnpaid()} unpaid online orders cancelled`);
      break;
    }
    case 'refunds': {
      const pending = await orders.pendingRefunds();
      if (pending.length === 0) say('No pending refund requests.');
      for (const refund of pending)
        say(`#${refund.id}  order ${refund.order_id}  ${formatTaka(refund.amount).padStart(10)}  ${refund.created_at.slice(0, 10)}  ${refund.reason}`);
      break;
    }
    case 'refund': {
      const decision = argument === 'approve' ? 'approved' : argument === 'reject' ? 'rejected' : null;
      const refundId = Number.parseInt(positionals[2] ?? '', 10);
      if (!decision || !Number.isInteger(refundId)) fail('Usage: npm run shop -- refund approve|reject <refund id> [--note <text>]');
      const refund = await orders.decideRefund(refundId, decision, note);
      say(`refund #${refund.id} for order ${refund.order_number}: ${refund.status}`);
      break;
    }
    case 'staff': {
      if (argument === 'add') {
        const role = values.role as StaffRole | undefined;
        if (!role || !STAFF_ROLES.includes(role)) fail(`--role must be one of ${STAFF_ROLES.join(', ')}`);
        if (!values.email || !values.name) fail('Usage: npm run shop -- staff add --role <role> --email <email> --name <name>');
        const created = await staff.create({ email: values.email, name: values.name, role }, { commandLine: 'Command line: npm run shop -- staff add' });
        say(`${created.staff.name} <${created.staff.email}> added as ${created.staff.role}.`);
        say(`One-time sign-in link (works once, until ${created.link.expiresAt.toISOString().slice(0, 16).replace('T', ' ')} UTC):`);
        say(setupLink(config, created.link.token));
      } else if (argument === 'link') {
        const member = positionals[2] ? await staff.findByEmail(positionals[2]) : undefined;
        if (!member) fail('Usage: npm run shop -- staff link <email of a staff member>');
        const issued = await staff.reissueLink(member.id, { commandLine: 'Command line: npm run shop -- staff link' });
        say(`One-time sign-in link for ${member.email}; using it replaces their password and authenticator:`);
        say(setupLink(config, issued.link.token));
      } else if (argument === 'list') {
        const members = await staff.list();
        if (members.length === 0) say('No staff yet: npm run shop -- staff add --role owner --email <email> --name <name>');
        for (const member of members)
          say(
            `#${member.id}  ${member.role.padEnd(16)} ${member.email}  ${member.name}${member.disabledAt ? '  (disabled)' : member.totpConfirmedAt ? '' : '  (not set up yet)'}`,
          );
      } else fail('Usage: npm run shop -- staff add|link|list');
      break;
    }
    default:
      fail(`Unknown command ${command}.\n\n${USAGE}`);
  }
  // The customer's texts and emails were queued with the change; this process works the queue until
  // they are sent (ones that fail wait for a retry, which the shop makes later).
  if (jobs.written()) {
    await jobs.work();
    await orders.messagesSent();
  }
} catch (error) {
  process.exitCode = 1;
  // A refused field (a staff email already taken, say) says which and why.
  const fields = error instanceof HttpError && error.errors ? Object.values(error.errors).flat() : [];
  process.stderr.write(`${fields.length > 0 ? fields.join('\n') : error instanceof Error ? error.message : String(error)}\n`);
} finally {
  await services.jobs.stop();
  await database.close();
}
