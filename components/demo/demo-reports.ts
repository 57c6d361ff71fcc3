/** The demo application's reports (/demo/report/{kind}): a plain module, read by the server page and the client view. */
export const DEMO_REPORTS = ['occupancy', 'revenue', 'monthly', 'arrivals'] as const;
export type DemoReportKind = (typeof DEMO_REPORTS)[number];
