/** The dashboard's daily chart: today and the Bangladesh days before it, this many in all. */
export const DASHBOARD_CHART_DAYS = 30;

/** An unpaid online order whose payment window ends within this many minutes is listed as about to be released. */
export const RELEASING_SOON_MINUTES = 10;
