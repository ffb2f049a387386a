import type { inquiriesAr } from "./inquiries-ar";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Inquiries (/contact, /admin/inquiries) and the request forms' entry point (/forms), in English. */
export const inquiriesEn: Shape<typeof inquiriesAr> = {
  contact: {
    title: "Contact us",
    description: "Send your inquiry to Mazad's organizing committee; we answer by text message and e-mail.",
    intro:
      "Write your inquiry and the organizing committee usually answers within two working days, by text message to your mobile, by e-mail if you give one, and in your account if you are signed in.",
    otherWays: "You can also write to support@mazad.sa or call our unified number 920000000.",
    fullName: "Full name",
    phone: "Mobile number",
    phoneHint: "A Saudi mobile number, such as 05XXXXXXXX; we text it the acknowledgement and the answer.",
    email: "E-mail (optional)",
    emailHint: "If you give one, we send it a copy of the acknowledgement and the answer.",
    message: "Your message",
    messageHint_zero: "10 to {{count}} characters.",
    messageHint_one: "10 to {{count}} character.",
    messageHint_two: "10 to {{count}} characters.",
    messageHint_few: "10 to {{count}} characters.",
    messageHint_many: "10 to {{count}} characters.",
    messageHint_other: "10 to {{count}} characters.",
    agree: "I agree to the",
    terms: "terms and conditions",
    andPrivacy: "and to my data being handled under the",
    privacy: "privacy policy",
    honeypot: "Leave this field empty",
    send: "Send inquiry",
    submitted: "Request submitted successfully",
    submittedAbout:
      "Your inquiry arrived and we texted you an acknowledgement; the organizing committee will answer you soon.",
    reference: "Reference",
    ok: "OK",
    mine: "Your inquiries",
    mineIntro: "The latest you sent from your account, and the committee's answers.",
    sentOn: "Sent on {{date}}",
    answer: "The committee's answer",
    noAnswerYet: "The committee has not answered yet.",
    refused: {
      honeypot: "This message could not be accepted. Reload the page and try again.",
      tooFast: "The form was sent faster than expected. Check your message, then send it again.",
      expired: "This form has expired. Reload the page, then send your message.",
    },
  },
  status: {
    new: "New",
    answered: "Answered",
    closed: "Closed",
  },
  validation: {
    messageShort: "Write a message of at least 10 characters",
    messageLong: "The message is longer than 2,000 characters",
    answerShort: "Write an answer of at least 3 characters",
    answerLong: "The answer is longer than 2,000 characters",
  },
  errors: {
    alreadyDecided: "This inquiry was already answered or closed.",
  },
  admin: {
    menu: "Inquiries",
    title: "Inquiries",
    intro:
      "Messages from the contact form: read each inquiry, then answer or close it. The answer reaches the sender by text message and e-mail, and in their account if they have one.",
    filter: "Filter inquiries by status",
    none: "No inquiries in this state.",
    sender: "Sender",
    guest: "Guest (not signed in)",
    account: "Registered account",
    received: "Received",
    open: "Open the inquiry",
    back: "All inquiries",
    detailTitle: "Inquiry {{reference}}",
    phone: "Mobile",
    email: "E-mail",
    language: "Sender's language",
    languages: { ar: "Arabic", en: "English" },
    message: "Message",
    answer: "Answer",
    answerHint: "Sent to the sender as you write it, so write it in their language.",
    send: "Send answer",
    close: "Close inquiry",
    closeHint: "Closes it without sending anything to the sender.",
    answeredOn: "Answered on {{date}}",
    closedOn: "Closed on {{date}}",
    answeredNotice: "The answer was sent to the sender.",
    closedNotice: "The inquiry is closed.",
    own: "This is your own inquiry: you cannot answer or close it.",
  },
  outbound: {
    received: {
      sms: "Mazad: we received your inquiry (reference {{reference}}); the organizing committee will answer you soon.",
      subject: "We received your inquiry ({{reference}})",
      body: "Thank you for contacting Mazad. We received your inquiry with the reference {{reference}}, and the organizing committee will answer you soon.",
    },
    answered: {
      sms: "Mazad: the committee's answer to your inquiry ({{reference}}): {{answer}}",
      subject: "The committee's answer to your inquiry ({{reference}})",
      body: "The organizing committee answered your inquiry with the reference {{reference}}:",
    },
    yourMessage: "Your message:",
    more: "For any other question: {{link}}",
  },
  forms: {
    title: "Forms and requests",
    description:
      "Every Mazad request in one place: listing a property, power of attorney, foreign-owner request and inquiries, with what each needs and how long its review takes.",
    intro:
      "Choose the request you need and prepare what it asks for before you start. You are notified of every step of its review.",
    needs: "What you need",
    documents: "Documents",
    review: "Review",
    signIn: "Needs you to sign in and confirm your mobile number.",
    noSignIn: "No sign-in needed.",
    reviewDays_zero: "Reviewed the same working day.",
    reviewDays_one: "Usually reviewed within {{count}} working day.",
    reviewDays_two: "Usually reviewed within {{count}} working days.",
    reviewDays_few: "Usually reviewed within {{count}} working days.",
    reviewDays_many: "Usually reviewed within {{count}} working days.",
    reviewDays_other: "Usually reviewed within {{count}} working days.",
    answerDays_zero: "Answered the same working day.",
    answerDays_one: "Usually answered within {{count}} working day.",
    answerDays_two: "Usually answered within {{count}} working days.",
    answerDays_few: "Usually answered within {{count}} working days.",
    answerDays_many: "Usually answered within {{count}} working days.",
    answerDays_other: "Usually answered within {{count}} working days.",
    files: "Photos and documents as JPEG, PNG, WebP or PDF, at most 10 MB each.",
    listing: {
      title: "List a property at auction",
      about:
        "An owner's request to offer their property at a public auction; the organizing committee reviews it, then prepares its auction.",
      needs:
        "The property's details as on its title deed: title and description, type and use, city, district and location, dimensions and boundaries, area, asking price or valuation, and the FAL and advertising licence numbers.",
      documents:
        "Photos of the property, the title deed, the site plan, and the valuation report if there is one.",
      start: "Start a listing request",
    },
    powerOfAttorney: {
      title: "Power-of-attorney request",
      about:
        "To act for an owner or a bidder under a valid power of attorney (such as a Najiz electronic power of attorney or a company authorization).",
      needs:
        "The principal's or company's name, nationality, ID, Iqama or passport number, country, asset number and mobile number.",
      documents: "An image of the power of attorney or authorization, and of the principal's ID.",
      start: "Start a power-of-attorney request",
    },
    foreignOwner: {
      title: "Foreign-owner request",
      about:
        "For a non-Saudi owner, or their representative under a valid power of attorney, before the property is offered.",
      needs:
        "The owner's or company's name, nationality, passport or Iqama number, country, asset number and mobile number.",
      documents:
        "An image of the passport or Iqama, the authorization image, and the documents the kind of ownership requires.",
      start: "Start a foreign-owner request",
    },
    inquiry: {
      title: "Inquiry",
      about: "A question or comment for the organizing committee.",
      needs:
        "Your full name, mobile number, message and agreement to the terms; an e-mail address is optional.",
      documents: "No documents needed.",
      start: "Send an inquiry",
    },
  },
};
