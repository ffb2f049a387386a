import { index, prefix, route, type RouteConfig } from "@react-router/dev/routes";

/**
 * Every page exists twice: Arabic without a prefix (the default) and English under /en.
 * Route ids carry the language so both trees can share the same modules.
 */
function pages(lang: "ar" | "en") {
  const id = (name: string) => `${lang}:${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("auctions", "routes/auctions/auction-list.tsx", { id: id("auctions") }),
    route("search", "routes/auctions/search.tsx", { id: id("search") }),
    route("mazadat/:id", "routes/auctions/auction-detail.tsx", { id: id("auction") }),
    route("about", "routes/content/about.tsx", { id: id("about") }),
    route("termsAndConditions", "routes/content/terms.tsx", { id: id("terms") }),
    route("privacyPolicy", "routes/content/privacy.tsx", { id: id("privacy") }),
    route("faq", "routes/content/faq.tsx", { id: id("faq") }),
    route("forms", "routes/content/forms.tsx", { id: id("forms") }),
    route("contact", "routes/inquiries/contact.tsx", { id: id("contact") }),
    route("register", "routes/auth/register.tsx", { id: id("register") }),
    route("verify", "routes/auth/verify.tsx", { id: id("verify") }),
    route("whatadd", "routes/listings/whatadd.tsx", { id: id("whatadd") }),
    route("forms/power-of-attorney", "routes/requests/authority-request-form.tsx", {
      id: id("forms-power-of-attorney"),
    }),
    route("forms/foreign-owner", "routes/requests/authority-request-form.tsx", {
      id: id("forms-foreign-owner"),
    }),
    route("login", "routes/auth/login.tsx", { id: id("login") }),
    route("logout", "routes/auth/logout.tsx", { id: id("logout") }),
    route("forgot-password", "routes/auth/forgot-password.tsx", { id: id("forgot-password") }),
    route("reset-password", "routes/auth/reset-password.tsx", { id: id("reset-password") }),
    route("profile/wallet/withdrawals/:id", "routes/profile/profile-wallet-withdrawal.tsx", {
      id: id("profile-wallet-withdrawal"),
    }),
    route("profile/agents/:id/settlements/:settlementId", "routes/profile/profile-agent-payment.tsx", {
      id: id("profile-agent-payment"),
    }),
    route("profile/chat/:id/files/:messageId", "routes/profile/profile-chat-file.tsx", {
      id: id("profile-chat-file"),
    }),
    route("admin/chat/:id/files/:messageId", "routes/profile/profile-chat-file.tsx", {
      id: id("admin-chat-file"),
    }),
    route("profile", "routes/profile/profile-layout.tsx", { id: id("profile") }, [
      index("routes/profile/profile-overview.tsx", { id: id("profile-overview") }),
      route("chat", "routes/profile/profile-chat.tsx", { id: id("profile-chat") }),
      route("chat/:id", "routes/profile/profile-chat.tsx", { id: id("profile-chat-thread") }),
      route("auctions", "routes/profile/profile-auctions.tsx", { id: id("profile-auctions") }),
      route("history", "routes/profile/profile-history.tsx", { id: id("profile-history") }),
      route("purchases", "routes/profile/profile-purchases.tsx", { id: id("profile-purchases") }),
      route("wallet", "routes/profile/profile-wallet.tsx", { id: id("profile-wallet") }),
      route("listings", "routes/profile/profile-listings.tsx", { id: id("profile-listings") }),
      route("agents", "routes/profile/profile-agents.tsx", { id: id("profile-agents") }),
      route("requests", "routes/profile/profile-requests.tsx", { id: id("profile-requests") }),
      route("settings", "routes/profile/profile-settings.tsx", { id: id("profile-settings") }),
      route("notifications", "routes/profile/profile-notifications.tsx", { id: id("profile-notifications") }),
      route("favorites", "routes/profile/profile-favorites.tsx", { id: id("profile-favorites") }),
    ]),
    route("favorites", "routes/favorites/favorite-action.tsx", { id: id("favorite-action") }),
    route("dashboard", "routes/dashboard/dashboard-page.tsx", { id: id("dashboard") }),
    route("mazadStatus", "routes/dashboard/mazad-status.tsx", { id: id("mazadStatus") }),
    route("notifications", "routes/notifications/notifications-page.tsx", { id: id("notifications") }),
    route("orders", "routes/orders/orders-index.tsx", { id: id("orders") }),
    route("orders/:group", "routes/orders/orders-page.tsx", { id: id("orders-group") }),
    route("orders/:id/receipt", "routes/orders/order-receipt.tsx", { id: id("order-receipt") }),
    route("orders/:id/cancel", "routes/orders/order-cancel.tsx", { id: id("order-cancel") }),
    route("orders/:id/rebook", "routes/orders/order-rebook.tsx", { id: id("order-rebook") }),
    route("offers/:id", "routes/orders/next-bidder-offer.tsx", { id: id("next-bidder-offer") }),
    route("receipts/verify", "routes/orders/verify-receipt.tsx", { id: id("verify-receipt") }),
    route("paymentMethod", "routes/top-up/payment-method.tsx", { id: id("payment-method") }),
    route("paymentMethod/card", "routes/top-up/card-payment.tsx", { id: id("card-payment") }),
    route("paymentMethod/transfer", "routes/top-up/bank-transfer.tsx", { id: id("bank-transfer") }),
    route("payments/callback", "routes/top-up/payment-callback.tsx", { id: id("payment-callback") }),
    route("payments/transfers/:id", "routes/top-up/transfer-status.tsx", { id: id("transfer-status") }),
    route("payments/receipts/:id", "routes/top-up/payment-receipt.tsx", { id: id("payment-receipt") }),
    route("payments", "routes/payments/payments-page.tsx", { id: id("payments") }),
    route("payments/settlements/:id/wallet", "routes/payments/pay-from-wallet.tsx", {
      id: id("pay-from-wallet"),
    }),
    route("payments/invoices/:id", "routes/payments/tax-invoice.tsx", { id: id("tax-invoice") }),
    route("admin", "routes/admin/admin-layout.tsx", { id: id("admin") }, [
      index("routes/admin/admin-index.tsx", { id: id("admin-index") }),
      route("auctions", "routes/admin/admin-auctions.tsx", { id: id("admin-auctions") }),
      route("auctions/new", "routes/admin/admin-auctions-edit.tsx", { id: id("admin-auctions-new") }),
      route("auctions/:id", "routes/admin/admin-auctions-edit.tsx", { id: id("admin-auctions-edit") }),
      route("auctions/:id/files", "routes/admin/admin-auctions-files.tsx", {
        id: id("admin-auctions-files"),
      }),
      route("listings", "routes/admin/admin-listings.tsx", { id: id("admin-listings") }),
      route("chat", "routes/admin/admin-chat.tsx", { id: id("admin-chat") }),
      route("chat/:id", "routes/admin/admin-chat.tsx", { id: id("admin-chat-thread") }),
      route("listings/:id", "routes/admin/admin-listings-detail.tsx", { id: id("admin-listings-detail") }),
      route("requests", "routes/admin/admin-requests.tsx", { id: id("admin-requests") }),
      route("requests/:id", "routes/admin/admin-requests-detail.tsx", { id: id("admin-requests-detail") }),
      route("transfers", "routes/admin/admin-transfers.tsx", { id: id("admin-transfers") }),
      route("withdrawals", "routes/admin/admin-withdrawals.tsx", { id: id("admin-withdrawals") }),
      route("users", "routes/admin/admin-users.tsx", { id: id("admin-users") }),
      route("users/:id", "routes/admin/admin-users-detail.tsx", { id: id("admin-users-detail") }),
      route("auctions/cancellations", "routes/admin/admin-auction-cancel-requests.tsx", {
        id: id("admin-auction-cancel-requests"),
      }),
      route("auctions/:id/cancel", "routes/admin/admin-auction-cancel.tsx", {
        id: id("admin-auction-cancel"),
      }),
      route("auctions/:id/registrants", "routes/admin/admin-auction-registrants.tsx", {
        id: id("admin-auction-registrants"),
      }),
      route("defaults", "routes/admin/admin-defaults.tsx", { id: id("admin-defaults") }),
      route("auctions/:id/default", "routes/admin/admin-auction-default.tsx", {
        id: id("admin-auction-default"),
      }),
      route("refunds", "routes/admin/admin-refunds.tsx", { id: id("admin-refunds") }),
      route("inquiries", "routes/admin/admin-inquiries.tsx", { id: id("admin-inquiries") }),
      route("inquiries/:id", "routes/admin/admin-inquiries-detail.tsx", { id: id("admin-inquiries-detail") }),
      route("settings", "routes/admin/admin-settings.tsx", { id: id("admin-settings") }),
      route("audit", "routes/admin/admin-audit.tsx", { id: id("admin-audit") }),
    ]),
    route("404", "routes/not-found.tsx", { id: id("404") }),
    route("*", "routes/not-found.tsx", { id: id("splat") }),
  ];
}

export default [...pages("ar"), ...prefix("en", pages("en"))] satisfies RouteConfig;
