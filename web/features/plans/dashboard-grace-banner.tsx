import { useLocation } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { billingQueries } from "#web/api/payments";
import { GraceBanner } from "./grace-banner";

/** Pages that show the banner themselves, beside the plan it is about. */
const OWN_BANNER = ["/dashboard/planos", "/dashboard/configuracoes/assinatura"];

/**
 * The grace period's banner above every dashboard page (R-PAY-3): an unpaid charge is the studio's
 * to know wherever its people work, not only on Planos. Read once per few minutes: the state moves
 * by days, and paying refreshes it (useRefreshAfterPayment). A failed read shows nothing — the
 * banner is a reminder, the billing page says the rest.
 */
export function DashboardGraceBanner() {
  const { pathname } = useLocation();
  const billing = useQuery({ ...billingQueries.overview(), staleTime: 5 * 60_000, retry: false });
  const state = billing.data?.state;
  if (!billing.data || (state !== "grace" && state !== "downgraded") || OWN_BANNER.some((path) => pathname.startsWith(path))) return null;
  return (
    <div className="mb-6">
      <GraceBanner billing={billing.data} />
    </div>
  );
}
