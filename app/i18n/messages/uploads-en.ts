/** Messages about files users send (transfer receipts, IBAN certificates). */
export const uploadsEn = {
  errors: {
    empty: "The file is empty. Choose another file.",
    tooLarge: "The file is larger than 10 MB. Choose a smaller file.",
    typeNotAllowed: "Only JPEG, PNG, WebP or PDF files are accepted.",
  },
};
