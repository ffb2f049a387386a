/** Messages about files users send (transfer receipts, IBAN certificates). */
export const uploadsAr = {
  errors: {
    empty: "الملف فارغ. اختر ملفًا آخر.",
    tooLarge: "حجم الملف أكبر من 10 ميغابايت. اختر ملفًا أصغر.",
    typeNotAllowed: "يُقبل الملف بصيغة JPEG أو PNG أو WebP أو PDF فقط.",
  },
};
