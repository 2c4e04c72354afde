import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PaymentResultView } from '#app/components/payment/PaymentResultView.tsx';
import { DEFAULT_SETTINGS, type ShellData } from '#app/lib/shell-data.ts';
import * as homeRoute from '#app/routes/home.tsx';
import type { PaymentMethod } from '#domain/shop-settings.ts';

// Copy written in code names a way to pay only while the settings (ADR 8) switch it on: the owner
// may turn cash on delivery off, and the shop must not promise it then.

const settingsWith = (methods: PaymentMethod[]): ShellData['settings'] => ({ ...DEFAULT_SETTINGS, phone: '+8801711000000', payment_methods: methods });

function homeDescription(methods: PaymentMethod[]): string {
  const matches = [{ id: 'root', loaderData: { settings: settingsWith(methods), origin: 'http://localhost' } }];
  const tags = homeRoute.meta({ matches } as never) as { name?: string; content?: string }[];
  return tags.find((tag) => tag.name === 'description')?.content ?? '';
}

const FailedPayment = () => createElement(PaymentResultView, { state: 'failed', result: null });

/** The failed-payment page as the server renders it, under a root whose settings offer these ways to pay. */
async function failedPaymentPage(methods: PaymentMethod[]): Promise<string> {
  const handler = createStaticHandler([
    {
      id: 'root',
      path: '/',
      loader: () => ({ settings: settingsWith(methods) }),
      children: [{ index: true, Component: FailedPayment }],
    },
  ]);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`answered ${context.status}`);
  return renderToString(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }));
}

describe('ways to pay named outside checkout', () => {
  it('has the home page’s description promise cash on delivery only while it is on', () => {
    expect(homeDescription(['cod'])).toMatch(/Cash on delivery\.$/);
    expect(homeDescription(['cod', 'online'])).toMatch(/Cash on delivery or online payment\.$/);
    const onlineOnly = homeDescription(['online']);
    expect(onlineOnly).toMatch(/Secure online payment\.$/);
    expect(onlineOnly).not.toMatch(/cash/i);
    // The longest still fits a search result without being cut.
    expect(homeDescription(['cod', 'online']).length).toBeLessThanOrEqual(160);
  });

  it('suggests cash on delivery after a failed payment only while it is on', async () => {
    const withCash = await failedPaymentPage(['cod', 'online']);
    expect(withCash).toMatch(/Rather pay on delivery\?/);
    expect(withCash).toMatch(/switch this order to cash on delivery/);
    const onlineOnly = await failedPaymentPage(['online']);
    expect(onlineOnly).toMatch(/Payment failed|payment/i);
    expect(onlineOnly).not.toMatch(/cash|on delivery/i);
  });
});
