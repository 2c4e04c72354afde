import type { PresentedCustomer } from '#server/modules/auth/present.ts';
import type { DashboardSummary } from '#server/modules/account/service.ts';
import type { AppServices } from '#server/services.ts';

export type OverviewSummary = DashboardSummary & { failed: boolean };

/** A dashboard summary that fails answers zeros, and the page says the figures may be out of date. */
function emptySummary(customer: PresentedCustomer): OverviewSummary {
  return {
    orderCount: 0,
    completedOrderCount: 0,
    totalSpent: 0,
    wishlistCount: 0,
    notificationCount: 0,
    recentOrders: [],
    recentNotifications: [],
    customerInfo: customer,
    failed: true,
  };
}

export async function loadSummary(services: AppServices, customer: PresentedCustomer): Promise<OverviewSummary> {
  try {
    return { ...(await services.account.summary(customer.id)), failed: false };
  } catch {
    return emptySummary(customer);
  }
}
