/** The organizing committee's back office. */
export const adminAr = {
  title: "لوحة اللجنة المنظِّمة",
  signedInAs: "مسجّل الدخول باسم {{name}}",
  menuLabel: "أقسام لوحة اللجنة",
  overview: "الأقسام",
  menu: {
    transfers: "التحويلات البنكية",
    withdrawals: "طلبات السحب",
  },
  about: {
    transfers: "مطابقة التحويلات التي أعلنها المستخدمون مع إيصالاتها، ثم اعتمادها أو رفضها مع ذكر السبب.",
    withdrawals: "اعتماد طلبات السحب إلى الآيبانات الموثّقة، والتحقق من شهادات الآيبان الجديدة.",
  },
};
