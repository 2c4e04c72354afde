import { asc, eq } from 'drizzle-orm';
import type { EmiPlan, EmiTenure } from '#domain/emi.ts';
import type { Database } from '#server/db/client.ts';
import * as t from '#server/db/schema.ts';

export interface EmiBankRecord extends EmiPlan {
  active: boolean;
}

/** Every bank's plan with its tenures, in name order; `activeOnly` for what shoppers may choose. */
export async function readEmiBanks(db: Database, activeOnly: boolean): Promise<EmiBankRecord[]> {
  const banks = await db
    .select()
    .from(t.emiBanks)
    .where(activeOnly ? eq(t.emiBanks.active, true) : undefined)
    .orderBy(asc(t.emiBanks.name));
  if (banks.length === 0) return [];
  const tenures = await db.select().from(t.emiTenures).orderBy(asc(t.emiTenures.months));
  return banks.map((bank) => ({
    bankId: bank.id,
    bank: bank.name,
    active: bank.active,
    minimumAmount: bank.minimumAmount,
    charges: tenures
      .filter((tenure) => tenure.bankId === bank.id)
      .map((tenure) => ({ months: tenure.months as EmiTenure, chargePercent: tenure.chargePercent })),
  }));
}

export const readEmiPlans = (db: Database): Promise<EmiPlan[]> => readEmiBanks(db, true);
