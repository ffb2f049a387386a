/**
 * Saudi cities and real districts for the demo data. Coordinates are approximate centres
 * (WGS 84). `kind` marks the districts that only suit some listings: farmland on a city's
 * outskirts, or an industrial area.
 */

export type SeedDistrict = {
  nameAr: string;
  nameEn: string;
  latitude: number;
  longitude: number;
  kind?: "rural" | "industrial";
};

export type SeedCity = {
  id: string;
  nameAr: string;
  nameEn: string;
  regionAr: string;
  regionEn: string;
  latitude: number;
  longitude: number;
  /** Local land-price level relative to prime Riyadh (1.0). */
  priceLevel: number;
  /** The regional building tradition the demo art follows. */
  style: "najdi" | "hijazi" | "modern";
  districts: SeedDistrict[];
};

const RIYADH_REGION = { regionAr: "منطقة الرياض", regionEn: "Riyadh Region" };
const MAKKAH_REGION = { regionAr: "منطقة مكة المكرمة", regionEn: "Makkah Region" };
const MADINAH_REGION = { regionAr: "منطقة المدينة المنورة", regionEn: "Madinah Region" };
const EASTERN_REGION = { regionAr: "المنطقة الشرقية", regionEn: "Eastern Province" };

export const demoCities: SeedCity[] = [
  {
    id: "riyadh",
    nameAr: "الرياض",
    nameEn: "Riyadh",
    ...RIYADH_REGION,
    latitude: 24.7136,
    longitude: 46.6753,
    priceLevel: 1,
    style: "najdi",
    districts: [
      { nameAr: "الملقا", nameEn: "Al Malqa", latitude: 24.8075, longitude: 46.6125 },
      { nameAr: "حطين", nameEn: "Hittin", latitude: 24.7615, longitude: 46.5995 },
      { nameAr: "النرجس", nameEn: "An Narjis", latitude: 24.8625, longitude: 46.6655 },
      { nameAr: "الياسمين", nameEn: "Al Yasmin", latitude: 24.8255, longitude: 46.6425 },
      { nameAr: "العليا", nameEn: "Al Olaya", latitude: 24.6995, longitude: 46.6835 },
      { nameAr: "السليمانية", nameEn: "As Sulimaniyah", latitude: 24.7055, longitude: 46.7015 },
      { nameAr: "قرطبة", nameEn: "Qurtubah", latitude: 24.8105, longitude: 46.7355 },
      { nameAr: "الرمال", nameEn: "Ar Rimal", latitude: 24.8605, longitude: 46.8185 },
      {
        nameAr: "السلي",
        nameEn: "As Sulay",
        latitude: 24.6005,
        longitude: 46.8255,
        kind: "industrial",
      },
      {
        nameAr: "العمارية",
        nameEn: "Al Ammariyah",
        latitude: 24.8205,
        longitude: 46.4215,
        kind: "rural",
      },
    ],
  },
  {
    id: "jeddah",
    nameAr: "جدة",
    nameEn: "Jeddah",
    ...MAKKAH_REGION,
    latitude: 21.5433,
    longitude: 39.1728,
    priceLevel: 0.95,
    style: "hijazi",
    districts: [
      { nameAr: "الشاطئ", nameEn: "Ash Shati", latitude: 21.5935, longitude: 39.1095 },
      { nameAr: "الروضة", nameEn: "Ar Rawdah", latitude: 21.5635, longitude: 39.1535 },
      {
        nameAr: "أبحر الشمالية",
        nameEn: "Obhur Al Shamaliyah",
        latitude: 21.7505,
        longitude: 39.1155,
      },
      { nameAr: "الحمراء", nameEn: "Al Hamra", latitude: 21.5205, longitude: 39.1645 },
      { nameAr: "السلامة", nameEn: "As Salamah", latitude: 21.5905, longitude: 39.1545 },
      { nameAr: "النعيم", nameEn: "An Naim", latitude: 21.6045, longitude: 39.1605 },
      { nameAr: "الزهراء", nameEn: "Az Zahra", latitude: 21.5795, longitude: 39.1355 },
      { nameAr: "الخالدية", nameEn: "Al Khalidiyah", latitude: 21.5505, longitude: 39.1405 },
      { nameAr: "البلد", nameEn: "Al Balad", latitude: 21.4855, longitude: 39.1865 },
      {
        nameAr: "الخمرة",
        nameEn: "Al Khumrah",
        latitude: 21.3605,
        longitude: 39.2105,
        kind: "industrial",
      },
    ],
  },
  {
    id: "makkah",
    nameAr: "مكة المكرمة",
    nameEn: "Makkah",
    ...MAKKAH_REGION,
    latitude: 21.3891,
    longitude: 39.8579,
    priceLevel: 0.85,
    style: "hijazi",
    districts: [
      { nameAr: "العزيزية", nameEn: "Al Aziziyah", latitude: 21.4045, longitude: 39.8785 },
      { nameAr: "الشوقية", nameEn: "Ash Shawqiyah", latitude: 21.3785, longitude: 39.7905 },
      { nameAr: "العوالي", nameEn: "Al Awali", latitude: 21.3565, longitude: 39.8725 },
      { nameAr: "الزاهر", nameEn: "Az Zahir", latitude: 21.4335, longitude: 39.8105 },
      { nameAr: "الرصيفة", nameEn: "Ar Rusayfah", latitude: 21.4125, longitude: 39.7835 },
      { nameAr: "بطحاء قريش", nameEn: "Batha Quraysh", latitude: 21.3735, longitude: 39.8125 },
      { nameAr: "العتيبية", nameEn: "Al Utaybiyah", latitude: 21.4185, longitude: 39.8155 },
    ],
  },
  {
    id: "madinah",
    nameAr: "المدينة المنورة",
    nameEn: "Madinah",
    ...MADINAH_REGION,
    latitude: 24.4672,
    longitude: 39.6111,
    priceLevel: 0.8,
    style: "hijazi",
    districts: [
      { nameAr: "قباء", nameEn: "Quba", latitude: 24.4395, longitude: 39.6175 },
      { nameAr: "قربان", nameEn: "Qurban", latitude: 24.4505, longitude: 39.6255 },
      { nameAr: "العوالي", nameEn: "Al Awali", latitude: 24.4455, longitude: 39.6405 },
      { nameAr: "شوران", nameEn: "Shuran", latitude: 24.4085, longitude: 39.6345 },
      {
        nameAr: "سيد الشهداء",
        nameEn: "Sayyid Ash Shuhada",
        latitude: 24.4975,
        longitude: 39.6125,
      },
      { nameAr: "العنابس", nameEn: "Al Anabis", latitude: 24.4705, longitude: 39.6005 },
      { nameAr: "الجرف", nameEn: "Al Jurf", latitude: 24.5145, longitude: 39.5905 },
      { nameAr: "العزيزية", nameEn: "Al Aziziyah", latitude: 24.4255, longitude: 39.5955 },
    ],
  },
  {
    id: "dammam",
    nameAr: "الدمام",
    nameEn: "Dammam",
    ...EASTERN_REGION,
    latitude: 26.4207,
    longitude: 50.0888,
    priceLevel: 0.75,
    style: "modern",
    districts: [
      {
        nameAr: "الشاطئ الغربي",
        nameEn: "Ash Shati Al Gharbi",
        latitude: 26.4655,
        longitude: 50.1005,
      },
      {
        nameAr: "الشاطئ الشرقي",
        nameEn: "Ash Shati Ash Sharqi",
        latitude: 26.4755,
        longitude: 50.1255,
      },
      { nameAr: "الفيصلية", nameEn: "Al Faisaliyah", latitude: 26.4055, longitude: 50.0555 },
      { nameAr: "الجلوية", nameEn: "Al Jalawiyah", latitude: 26.4375, longitude: 50.0955 },
      { nameAr: "المزروعية", nameEn: "Al Mazruiyah", latitude: 26.4455, longitude: 50.0855 },
      { nameAr: "الفيحاء", nameEn: "Al Fayha", latitude: 26.4105, longitude: 50.0905 },
      { nameAr: "أحد", nameEn: "Uhud", latitude: 26.4205, longitude: 50.0105 },
    ],
  },
  {
    id: "khobar",
    nameAr: "الخبر",
    nameEn: "Al Khobar",
    ...EASTERN_REGION,
    latitude: 26.2794,
    longitude: 50.2083,
    priceLevel: 0.85,
    style: "modern",
    districts: [
      {
        nameAr: "الخبر الشمالية",
        nameEn: "Al Khobar Ash Shamaliyah",
        latitude: 26.2955,
        longitude: 50.2055,
      },
      { nameAr: "العقربية", nameEn: "Al Aqrabiyah", latitude: 26.2905, longitude: 50.1955 },
      { nameAr: "الثقبة", nameEn: "Ath Thuqbah", latitude: 26.2755, longitude: 50.1905 },
      {
        nameAr: "الراكة الجنوبية",
        nameEn: "Ar Rakah Al Janubiyah",
        latitude: 26.3255,
        longitude: 50.1955,
      },
      { nameAr: "العليا", nameEn: "Al Olaya", latitude: 26.2555, longitude: 50.2005 },
      { nameAr: "الخزامى", nameEn: "Al Khuzama", latitude: 26.2205, longitude: 50.1905 },
      { nameAr: "اليرموك", nameEn: "Al Yarmuk", latitude: 26.2805, longitude: 50.1755 },
      { nameAr: "الجسر", nameEn: "Al Jisr", latitude: 26.2305, longitude: 50.1855 },
    ],
  },
  {
    id: "taif",
    nameAr: "الطائف",
    nameEn: "Taif",
    ...MAKKAH_REGION,
    latitude: 21.2703,
    longitude: 40.4158,
    priceLevel: 0.5,
    style: "hijazi",
    districts: [
      { nameAr: "شهار", nameEn: "Shihar", latitude: 21.2455, longitude: 40.4205 },
      { nameAr: "الحوية", nameEn: "Al Hawiyah", latitude: 21.4305, longitude: 40.4905 },
      { nameAr: "قروى", nameEn: "Qurwa", latitude: 21.2555, longitude: 40.4055 },
      { nameAr: "المثناة", nameEn: "Al Mathnah", latitude: 21.2705, longitude: 40.4305 },
      { nameAr: "معشي", nameEn: "Maashi", latitude: 21.3005, longitude: 40.3955 },
      { nameAr: "الفيصلية", nameEn: "Al Faisaliyah", latitude: 21.2805, longitude: 40.4005 },
      { nameAr: "الهدا", nameEn: "Al Hada", latitude: 21.3655, longitude: 40.2855, kind: "rural" },
      {
        nameAr: "الشفا",
        nameEn: "Ash Shafa",
        latitude: 21.0705,
        longitude: 40.3505,
        kind: "rural",
      },
    ],
  },
  {
    id: "abha",
    nameAr: "أبها",
    nameEn: "Abha",
    regionAr: "منطقة عسير",
    regionEn: "Asir Region",
    latitude: 18.2164,
    longitude: 42.5053,
    priceLevel: 0.5,
    style: "modern",
    districts: [
      { nameAr: "المنسك", nameEn: "Al Mansak", latitude: 18.2205, longitude: 42.5105 },
      { nameAr: "المفتاحة", nameEn: "Al Muftaha", latitude: 18.2185, longitude: 42.5035 },
      { nameAr: "النصب", nameEn: "An Nasab", latitude: 18.2105, longitude: 42.4955 },
      { nameAr: "شمسان", nameEn: "Shamsan", latitude: 18.2255, longitude: 42.4955 },
      { nameAr: "الضباب", nameEn: "Ad Dabab", latitude: 18.2055, longitude: 42.4905 },
      { nameAr: "الخالدية", nameEn: "Al Khalidiyah", latitude: 18.2305, longitude: 42.5055 },
      { nameAr: "الموظفين", nameEn: "Al Muwazzafin", latitude: 18.2355, longitude: 42.5205 },
      {
        nameAr: "السودة",
        nameEn: "As Soudah",
        latitude: 18.2705,
        longitude: 42.3705,
        kind: "rural",
      },
    ],
  },
  {
    id: "buraidah",
    nameAr: "بريدة",
    nameEn: "Buraidah",
    regionAr: "منطقة القصيم",
    regionEn: "Al-Qassim Region",
    latitude: 26.326,
    longitude: 43.975,
    priceLevel: 0.45,
    style: "najdi",
    districts: [
      { nameAr: "الصفراء", nameEn: "As Safra", latitude: 26.3555, longitude: 43.9755 },
      { nameAr: "الفايزية", nameEn: "Al Fayziyah", latitude: 26.3355, longitude: 43.9905 },
      { nameAr: "الريان", nameEn: "Ar Rayyan", latitude: 26.3605, longitude: 44.0055 },
      { nameAr: "الخليج", nameEn: "Al Khalij", latitude: 26.3755, longitude: 43.9555 },
      { nameAr: "النهضة", nameEn: "An Nahdah", latitude: 26.3305, longitude: 43.9505 },
      { nameAr: "الجردة", nameEn: "Al Jardah", latitude: 26.3355, longitude: 43.9705 },
      { nameAr: "الشماس", nameEn: "Ash Shammas", latitude: 26.3205, longitude: 44.0155 },
      {
        nameAr: "الخبيب",
        nameEn: "Al Khubaib",
        latitude: 26.3805,
        longitude: 43.9305,
        kind: "rural",
      },
    ],
  },
  {
    id: "tabuk",
    nameAr: "تبوك",
    nameEn: "Tabuk",
    regionAr: "منطقة تبوك",
    regionEn: "Tabuk Region",
    latitude: 28.3835,
    longitude: 36.5662,
    priceLevel: 0.45,
    style: "modern",
    districts: [
      { nameAr: "المروج", nameEn: "Al Muruj", latitude: 28.3955, longitude: 36.5505 },
      { nameAr: "السليمانية", nameEn: "As Sulaymaniyah", latitude: 28.3805, longitude: 36.5405 },
      { nameAr: "الفيصلية", nameEn: "Al Faisaliyah", latitude: 28.4055, longitude: 36.5755 },
      { nameAr: "المصيف", nameEn: "Al Masif", latitude: 28.3705, longitude: 36.5805 },
      { nameAr: "الروضة", nameEn: "Ar Rawdah", latitude: 28.4005, longitude: 36.5605 },
      { nameAr: "الربوة", nameEn: "Ar Rabwah", latitude: 28.3755, longitude: 36.5605 },
      { nameAr: "المهرجان", nameEn: "Al Mahrajan", latitude: 28.3555, longitude: 36.5555 },
    ],
  },
  {
    id: "hail",
    nameAr: "حائل",
    nameEn: "Hail",
    regionAr: "منطقة حائل",
    regionEn: "Hail Region",
    latitude: 27.5114,
    longitude: 41.7208,
    priceLevel: 0.4,
    style: "najdi",
    districts: [
      { nameAr: "النقرة", nameEn: "An Nuqrah", latitude: 27.5005, longitude: 41.7205 },
      {
        nameAr: "المنتزه الشرقي",
        nameEn: "Al Muntazah Ash Sharqi",
        latitude: 27.5305,
        longitude: 41.7055,
      },
      { nameAr: "صلاح الدين", nameEn: "Salah Ad Din", latitude: 27.5155, longitude: 41.7305 },
      { nameAr: "الوسيطاء", nameEn: "Al Wusayta", latitude: 27.5355, longitude: 41.7255 },
      { nameAr: "لبدة", nameEn: "Libdah", latitude: 27.5005, longitude: 41.6905 },
      { nameAr: "الزبارة", nameEn: "Az Zibarah", latitude: 27.5205, longitude: 41.7005 },
      { nameAr: "مشار", nameEn: "Mishar", latitude: 27.4905, longitude: 41.7055 },
      { nameAr: "قفار", nameEn: "Qufar", latitude: 27.4255, longitude: 41.6305, kind: "rural" },
    ],
  },
  {
    id: "al-ahsa",
    nameAr: "الأحساء",
    nameEn: "Al-Ahsa",
    ...EASTERN_REGION,
    latitude: 25.3839,
    longitude: 49.5864,
    priceLevel: 0.45,
    style: "najdi",
    districts: [
      { nameAr: "الكوت", nameEn: "Al Kut", latitude: 25.3805, longitude: 49.5855 },
      { nameAr: "النعاثل", nameEn: "An Naathil", latitude: 25.3755, longitude: 49.5905 },
      { nameAr: "الرفعة", nameEn: "Ar Rifah", latitude: 25.3855, longitude: 49.5955 },
      { nameAr: "المحمدية", nameEn: "Al Muhammadiyah", latitude: 25.3955, longitude: 49.5805 },
      { nameAr: "المزروع", nameEn: "Al Mazru", latitude: 25.3655, longitude: 49.6005 },
      { nameAr: "الخالدية", nameEn: "Al Khalidiyah", latitude: 25.3955, longitude: 49.6055 },
      {
        nameAr: "القارة",
        nameEn: "Al Qarah",
        latitude: 25.4155,
        longitude: 49.6655,
        kind: "rural",
      },
      {
        nameAr: "المطيرفي",
        nameEn: "Al Mutayrifi",
        latitude: 25.4805,
        longitude: 49.5605,
        kind: "rural",
      },
    ],
  },
];
