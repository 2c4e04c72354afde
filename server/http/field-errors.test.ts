import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodFieldErrors } from './field-errors.ts';

describe('zodFieldErrors', () => {
  const order = z.object({
    name: z.string().min(1, 'Name is required'),
    items: z.array(z.object({ quantity: z.number().int().min(1, 'At least 1') })).min(1, 'Add an item'),
  });

  it('names each field by its dotted path, keeping every message in order', () => {
    const parsed = order.safeParse({ name: '', items: [{ quantity: 1 }, { quantity: 0 }] });
    expect(parsed.success).toBe(false);
    expect(zodFieldErrors(parsed.error?.issues ?? [])).toEqual({ name: ['Name is required'], 'items.1.quantity': ['At least 1'] });
  });

  it('puts a message about the whole input under "request"', () => {
    const parsed = z.string().safeParse(42);
    expect(Object.keys(zodFieldErrors(parsed.error?.issues ?? []))).toEqual(['request']);
  });
});
