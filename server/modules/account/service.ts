import type { Database } from '#server/db/client.ts';
import type { PresentedCustomer } from '#server/modules/auth/present.ts';

// STUB: the dashboard helper implements this file (see its brief).
export interface Paged<T> {
  data: T[];
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
}

export interface PageQuery {
  page: number;
  per_page: number;
}

export function createAccountService(_deps: { db: Database; mediaDir: string }) {
  return {
    async summary(_customerId: number): Promise<unknown> {
      throw new Error('not implemented');
    },
    async orders(_customerId: number, _query: PageQuery & { status?: string | undefined }): Promise<Paged<unknown>> {
      throw new Error('not implemented');
    },
    async order(_customerId: number, _orderId: number): Promise<unknown | null> {
      throw new Error('not implemented');
    },
    async purchaseHistory(_customerId: number, _query: PageQuery): Promise<Paged<unknown>> {
      throw new Error('not implemented');
    },
    async refundRequests(_customerId: number, _query: PageQuery): Promise<Paged<unknown>> {
      throw new Error('not implemented');
    },
    async updateProfile(_customerId: number, _input: Record<string, unknown>): Promise<PresentedCustomer> {
      throw new Error('not implemented');
    },
    async uploadProfileImage(_customerId: number, _file: Buffer): Promise<PresentedCustomer> {
      throw new Error('not implemented');
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
