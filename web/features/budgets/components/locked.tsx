import { Link } from "react-router";
import { DETAILED_BUDGET_MESSAGE } from "#domain/budget-defaults";

/** Where a detailed part would be on Esboço (R-BUDGET-7): what it is and where to upgrade. */
export function Locked() {
  return (
    <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
      {DETAILED_BUDGET_MESSAGE}{" "}
      <Link to="/dashboard/planos" className="font-medium text-primary underline">
        Ver planos
      </Link>
    </p>
  );
}
