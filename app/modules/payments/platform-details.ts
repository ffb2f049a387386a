/**
 * The platform as a seller and as a payee: on tax invoices, and on the transfer page where users
 * send money. Demo values (a valid SA IBAN and a 15-digit VAT number of the right form); a
 * deployment sets its own in app_settings under "platform_details".
 */
export type PlatformDetails = {
  sellerNameAr: string;
  sellerNameEn: string;
  vatNumber: string;
  iban: string;
  bankNameAr: string;
  bankNameEn: string;
  accountName: string;
};

export const DEMO_PLATFORM_DETAILS: PlatformDetails = {
  sellerNameAr: "شركة مزاد للمزادات العقارية",
  sellerNameEn: "Mazad Real Estate Auctions Co.",
  vatNumber: "310122393500003",
  iban: "SA1780000123608010167519",
  bankNameAr: "مصرف الراجحي",
  bankNameEn: "Al Rajhi Bank",
  accountName: "شركة مزاد للمزادات العقارية",
};
