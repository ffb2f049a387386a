import { paymentMethod, paymentStatus, receiptKind } from "~/db/schema/payments";

/** The values the payments' stored kinds take, for those that describe them (the API's schemas). */
export const paymentMethodValues = paymentMethod.enumValues;
export const paymentStatusValues = paymentStatus.enumValues;
export const receiptKindValues = receiptKind.enumValues;
