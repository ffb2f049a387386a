import type { agentsAr } from "./agents-ar";

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Agents and investors (/profile/agents, bidding for a principal), in English. */
export const agentsEn: Shape<typeof agentsAr> = {
  nav: "Agents / Investors",
  title: "Agents and investors",
  intro:
    "An agent acts for their principal under a power of attorney the committee approved, within the scopes and until the date set. Either side invites the other by mobile number, the other confirms or declines, and either side can revoke it at any time.",
  actingForMe: "Who acts for me",
  actingForMeEmpty: "Nobody acts for you.",
  iActFor: "For whom I act",
  iActForEmpty: "You do not act for anyone.",
  scopesLabel: "Scopes",
  expiresLabel: "Expires on",
  poaLabel: "Power of attorney",
  stateLabel: "Status",
  poaRef: "Power of attorney {{ref}}",
  poaOption: "Power of attorney {{ref}}, approved on {{date}}",
  awaitingThem: "Waiting for the other side's answer",
  awaitingYou: "Waiting for your answer",
  scopes: {
    bid: "Bid",
    list_property: "List property",
    pay: "Pay",
  },
  state: {
    pending: "Waiting for confirmation",
    active: "In force",
    declined: "Declined",
    revoked: "Revoked",
    expired: "Expired",
  },
  actions: {
    confirm: "Confirm the agency",
    decline: "Decline the invitation",
    revoke: "Revoke the agency",
    withdraw: "Withdraw the invitation",
  },
  invite: {
    heading: "Add an agency",
    intro:
      "Choose which side you add and type their mobile or ID number registered on Mazad (their ID number is never shown to you), then set the scopes, the expiry and the power of attorney it rests on.",
    side: "I am adding",
    sidePrincipal: "An agent who acts for me",
    sideAgent: "A principal I act for",
    phone: "The other side's mobile or ID number",
    phoneHint:
      "A mobile such as 05XXXXXXXX, or a national ID, Iqama or passport number; Latin or Arabic-Indic digits.",
    scopes: "Scopes",
    expiresOn: "The agency ends on",
    expiresOnHint: "It ends at the end of that day, Riyadh time.",
    powerOfAttorney: "Approved power of attorney",
    choosePoa: "Choose one",
    noPoa:
      "You have no approved power of attorney yet. Request one from the request forms; once the committee approves it you can add the agency here.",
    submit: "Send the invitation",
  },
  notice: {
    invited: "The invitation is sent; the other side will be told to confirm or decline it.",
    confirm: "The agency is confirmed and in force now.",
    decline: "The invitation is declined.",
    revoke: "The agency is revoked.",
  },
  bidFor: {
    legend: "Bid for",
    myself: "Myself",
    principal: "{{name}} (my principal)",
    hint: "The bid is recorded as your principal's, from their deposit, naming you as their agent.",
    heading: "Bid as an agent",
    amount: "Bid (SAR)",
    amountHint: "The minimum acceptable bid now is {{minimum}}. Arabic or Latin digits are fine.",
    confirmHigh: "I confirm the amount if it is more than 20% above the minimum",
    acceptRules: "I accept this auction's special rules (version {{version}}) for whoever I bid for",
    submit: "Place the bid",
    leading: "The bid is accepted and leads now.",
    accepted: "The bid is accepted.",
  },
  validation: {
    side: "Choose which side you are adding",
    scopes: "Choose at least one scope",
    expiresOn: "Choose an expiry date after today",
    expiresTooLate: "An agency may not run longer than five years",
    powerOfAttorney: "Choose one of your approved powers of attorney",
    principal: "Choose who you bid for",
  },
  errors: {
    notAuthorized:
      "You hold no agency in force to do this for this principal: it expired, was revoked, its power of attorney was withdrawn, or it does not include this.",
    userNotFound: "No Mazad account has this mobile or ID number.",
    self: "You cannot add yourself.",
    poaInvalid: "The chosen power of attorney is not approved or is not yours.",
    exists: "An agency in force or an open invitation already exists between you.",
    notPending: "This invitation is no longer waiting for your answer.",
    notRevocable: "This agency has already ended.",
  },
};
