import { eq } from 'drizzle-orm';
import { EMI_MESSAGES as M } from '#domain/emi.ts';
import type { EmiBankCreate, EmiBankPatch } from '#domain/emi-edit.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';
import { notFound } from '#server/http/errors.ts';
import { writeAudit } from '#server/modules/activity/write.ts';
import { changeWriter } from '#server/modules/catalog/change-write.ts';
import type { CatalogueChanges } from '#server/modules/catalog/changes.ts';
import type { StaffActor } from '#server/modules/staff/actor.ts';
import { type EmiBankRecord, readEmiBanks } from './plans.ts';

const BANK_NOT_FOUND = 'This bank is not on the EMI plan list.';

/** A bank's plan as the back office shows and audits it. */
function present(bank: EmiBankRecord) {
  return {
    id: bank.bankId,
    name: bank.bank,
    active: bank.active,
    minimum_amount: bank.minimumAmount,
    charges: bank.charges.map((charge) => ({ months: charge.months, charge_percent: charge.chargePercent })),
  };
}

export type AdminEmiBank = ReturnType<typeof present>;

/**
 * The back office's EMI plan table: banks with their minimum amount and a charge per tenure. Every
 * change is audited in its own transaction, and product answers (which carry EMI figures) are
 * dropped from every process's cache once it commits.
 */
export function createAdminEmiService(db: Database, changes: CatalogueChanges) {
  async function one(q: Database, id: number): Promise<AdminEmiBank | null> {
    const found = (await readEmiBanks(q, false)).find((bank) => bank.bankId === id);
    return found ? present(found) : null;
  }

  const write = changeWriter(db, changes, 'catalogue', { index: 'emi_banks_name_key', field: 'name', message: M.bankNameTaken });

  async function replaceCharges(q: Database, bankId: number, charges: EmiBankCreate['charges']) {
    await q.delete(t.emiTenures).where(eq(t.emiTenures.bankId, bankId));
    if (charges.length > 0)
      await q.insert(t.emiTenures).values(charges.map((charge) => ({ bankId, months: charge.months, chargePercent: charge.charge_percent })));
  }

  return {
    async list(): Promise<AdminEmiBank[]> {
      return (await readEmiBanks(db, false)).map(present);
    },

    async create(edit: EmiBankCreate, actor: StaffActor): Promise<AdminEmiBank> {
      return write(async (tx) => {
        const [row] = await tx
          .insert(t.emiBanks)
          .values({ name: edit.name, active: edit.active, minimumAmount: edit.minimum_amount })
          .returning({ id: t.emiBanks.id });
        await replaceCharges(tx, row!.id, edit.charges);
        const after = await one(tx, row!.id);
        await writeAudit(tx, actor, 'emi_bank', row!.id, 'create', null, after);
        return after!;
      });
    },

    async update(id: number, patch: EmiBankPatch, actor: StaffActor): Promise<AdminEmiBank> {
      return write(async (tx) => {
        // The row lock keeps two saves of one bank from interleaving their charges.
        const [locked] = await tx.select({ id: t.emiBanks.id }).from(t.emiBanks).where(eq(t.emiBanks.id, id)).for('update');
        if (!locked) throw notFound(BANK_NOT_FOUND);
        const before = await one(tx, id);
        await tx
          .update(t.emiBanks)
          .set({
            ...(patch.name === undefined ? {} : { name: patch.name }),
            ...(patch.active === undefined ? {} : { active: patch.active }),
            ...(patch.minimum_amount === undefined ? {} : { minimumAmount: patch.minimum_amount }),
            updatedAt: new Date(),
          })
          .where(eq(t.emiBanks.id, id));
        if (patch.charges) await replaceCharges(tx, id, patch.charges);
        const after = await one(tx, id);
        const action = patch.active === false && before?.active ? 'deactivate' : 'update';
        await writeAudit(tx, actor, 'emi_bank', id, action, before, after);
        return after!;
      });
    },
  };
}
