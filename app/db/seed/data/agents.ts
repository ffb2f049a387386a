/** Fictional licensed brokerages (FAL-style licence numbers) that run the demo sales. */

export type SeedAgent = {
  nameAr: string;
  nameEn: string;
  licenseNumber: string;
  phone: string;
  email: string;
  /** The cities the brokerage mostly sells in. */
  cityIds: string[];
};

export const demoAgents: SeedAgent[] = [
  {
    nameAr: "شركة دار الأصول للتسويق العقاري",
    nameEn: "Dar Al Osool Real Estate Marketing Co.",
    licenseNumber: "1200012345",
    phone: "+966501234581",
    email: "auctions@daralosool.example.sa",
    cityIds: ["riyadh", "buraidah", "hail"],
  },
  {
    nameAr: "مؤسسة نجد للمزادات العقارية",
    nameEn: "Najd Real Estate Auctions Est.",
    licenseNumber: "1100047218",
    phone: "+966553318204",
    email: "info@najd-auctions.example.sa",
    cityIds: ["riyadh", "buraidah"],
  },
  {
    nameAr: "شركة الحرمين للوساطة العقارية",
    nameEn: "Al Haramain Real Estate Brokerage Co.",
    licenseNumber: "1200031876",
    phone: "+966544720915",
    email: "sales@alharamain-brokerage.example.sa",
    cityIds: ["makkah", "madinah", "jeddah"],
  },
  {
    nameAr: "مكتب أبراج الحجاز للعقارات",
    nameEn: "Abraj Al Hijaz Real Estate Office",
    licenseNumber: "1100058302",
    phone: "+966562084417",
    email: "contact@abrajalhijaz.example.sa",
    cityIds: ["jeddah", "taif", "makkah"],
  },
  {
    nameAr: "شركة الساحل الشرقي للعقار",
    nameEn: "East Coast Real Estate Co.",
    licenseNumber: "1200024590",
    phone: "+966535906142",
    email: "auctions@eastcoast-realestate.example.sa",
    cityIds: ["dammam", "khobar"],
  },
  {
    nameAr: "شركة واحة الأحساء العقارية",
    nameEn: "Al-Ahsa Oasis Real Estate Co.",
    licenseNumber: "1100063147",
    phone: "+966581447023",
    email: "info@ahsa-oasis.example.sa",
    cityIds: ["al-ahsa", "dammam"],
  },
  {
    nameAr: "مؤسسة السراة للخدمات العقارية",
    nameEn: "Al Sarawat Real Estate Services Est.",
    licenseNumber: "1200039764",
    phone: "+966570318856",
    email: "sales@alsarawat.example.sa",
    cityIds: ["abha", "taif"],
  },
  {
    nameAr: "شركة رواسي الشمال للتقييم والمزادات",
    nameEn: "Rawasi Al Shamal Valuation & Auctions Co.",
    licenseNumber: "1100072635",
    phone: "+966596253308",
    email: "auctions@rawasi-shamal.example.sa",
    cityIds: ["tabuk", "hail", "madinah"],
  },
];
