/** The organizing committee's back office. */
export const adminEn = {
  title: "Organizing committee",
  signedInAs: "Signed in as {{name}}",
  menuLabel: "Committee sections",
  overview: "Sections",
  menu: {
    auctions: "Auctions",
    transfers: "Bank transfers",
    withdrawals: "Withdrawals",
  },
  about: {
    auctions: "Create, edit and publish auctions: the property, its photos and documents, and the terms.",
    transfers:
      "Check the transfers users declared against their receipts, then verify or reject them with a reason.",
    withdrawals: "Approve withdrawals to verified IBANs, and verify new IBANs against their certificates.",
  },
};
