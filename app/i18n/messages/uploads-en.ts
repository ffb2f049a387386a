/** Messages about files users send (transfer receipts, IBAN certificates, listing photos and documents). */
export const uploadsEn = {
  errors: {
    empty: "The file is empty. Choose another file.",
    tooLarge: "The file is larger than 10 MB. Choose a smaller file.",
    typeNotAllowed: "Only JPEG, PNG, WebP or PDF files are accepted.",
  },
  dropZone: {
    prompt: "Drag and drop here, or press the button to choose.",
    promptOne: "Drag and drop the file here, or press the button to choose it.",
    chosen: "Chosen:",
    separator: ", ",
    onlyOne: "Only one file is taken here: the first one dropped.",
  },
};
