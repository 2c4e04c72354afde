import type { FastifyInstance } from 'fastify';

let counter = 0;

/** A unique, valid sign-up for each call within a test file. */
export function newCustomerInput(overrides: Record<string, string> = {}) {
  counter += 1;
  const suffix = `${process.pid % 1000}${counter}`.padStart(8, '0').slice(-8);
  return {
    full_name: `Test Customer ${counter}`,
    email: `customer${suffix}@example.com`,
    phone: `017${suffix}`,
    password: 'kathal-bagan-42',
    password_confirmation: 'kathal-bagan-42',
    ...overrides,
  };
}

/** Registers a customer through the API and answers with its bearer token and the input used. */
export async function registerCustomer(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const input = newCustomerInput(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (response.statusCode !== 201) throw new Error(`registration failed: ${response.statusCode} ${response.body}`);
  const body = response.json() as { data: { token: string; customer: { id: number } } };
  return { input, token: body.data.token, customerId: body.data.customer.id, auth: { authorization: `Bearer ${body.data.token}` } };
}
