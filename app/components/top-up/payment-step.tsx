import { useTranslation } from "~/i18n/use-translation";
import { Link } from "react-router";
import { useLocalizedPath } from "~/i18n/use-lang";
import type { PaymentPurpose } from "~/modules/payments/transfer-schemas";

/** What a payment is for ("Top up the wallet", "Winner's payment") and the auction's asset number. */
export function PaymentPurposeText({
  purpose,
  assetNumber,
}: {
  purpose: PaymentPurpose;
  assetNumber: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      {t(`topUp.purposes.${purpose}`)}
      {assetNumber ? (
        <span dir="ltr" className="ms-2">
          {assetNumber}
        </span>
      ) : null}
    </>
  );
}

/** Back to the choice of method, with the same target (`change`: its query). */
export function ChangeMethodLink({ change, label }: { change: string; label: string }) {
  const to = useLocalizedPath();
  return (
    <p className="mt-6">
      <Link to={`${to("/paymentMethod")}?${change}`} className="font-semibold text-primary underline">
        {label}
      </Link>
    </p>
  );
}
