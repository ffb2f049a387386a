import { AppError } from "~/lib/errors";
import { validationKeys } from "./account-schemas";

/** CONFLICT (409) naming the taken fields, with message keys for the form. */
export function contactConflict(taken: { email: boolean; phone: boolean }): AppError {
  const issues = [
    ...(taken.email ? [{ path: "email", message: validationKeys.emailTaken }] : []),
    ...(taken.phone ? [{ path: "phone", message: validationKeys.phoneTaken }] : []),
  ];
  return new AppError("CONFLICT", { issues });
}
