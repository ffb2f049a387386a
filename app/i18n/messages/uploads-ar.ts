/** Messages about files users send (transfer receipts, IBAN certificates, listing photos and documents). */
export const uploadsAr = {
  errors: {
    empty: "الملف فارغ. اختر ملفًا آخر.",
    tooLarge: "حجم الملف أكبر من 10 ميغابايت. اختر ملفًا أصغر.",
    typeNotAllowed: "يُقبل الملف بصيغة JPEG أو PNG أو WebP أو PDF فقط.",
  },
  dropZone: {
    prompt: "اسحب الملفات وأفلتها هنا، أو اضغط الزر لاختيارها.",
    promptOne: "اسحب الملف وأفلته هنا، أو اضغط الزر لاختياره.",
    chosen: "المختار:",
    separator: "، ",
    onlyOne: "يُؤخذ هنا ملف واحد فقط: أول ملف أُفلت.",
  },
};
