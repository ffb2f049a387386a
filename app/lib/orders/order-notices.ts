/** What an order action asks the next page to confirm (`?notice=`). */
export const orderNotices = ["cancelled", "rebooked", "mailed"] as const;
export type OrderNotice = (typeof orderNotices)[number];
