import { Check, Minus } from "lucide-react";
import { COMING_SOON_CELL, COMPARISON_ROWS, PLANS, type ComparisonValue, type PlanId } from "#domain/plans";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table";

function Value({ value }: { value: ComparisonValue }) {
  if (value === true) {
    return (
      <>
        <Check aria-hidden="true" className="mx-auto size-4 text-primary" />
        <span className="sr-only">Incluído</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Minus aria-hidden="true" className="mx-auto size-4 text-muted-foreground" />
        <span className="sr-only">Não incluído</span>
      </>
    );
  }
  // R-PLAN-6's mark of what is announced, not built: marked so tests tell it from a page "em construção".
  if (value.startsWith(COMING_SOON_CELL)) return <span data-em-breve="">{value}</span>;
  return <>{value}</>;
}

/** Feature rows × the five plans: a feature plus one value per plan (R-PLAN-3). */
export function ComparisonTable({ currentPlan }: { currentPlan: PlanId }) {
  return (
    <Table>
      <caption className="sr-only">Comparação dos recursos de cada plano</caption>
      <TableHeader>
        <TableRow>
          <TableHead scope="col">Recurso</TableHead>
          {PLANS.map((plan) => (
            <TableHead key={plan.id} scope="col" className={`text-center ${plan.id === currentPlan ? "text-primary" : ""}`}>
              {plan.shortName}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {COMPARISON_ROWS.map((row) => (
          <TableRow key={row.feature}>
            <TableHead scope="row" className="font-medium text-foreground">
              {row.feature}
            </TableHead>
            {PLANS.map((plan) => (
              <TableCell key={plan.id} className={`text-center ${plan.id === currentPlan ? "bg-accent/60" : ""}`}>
                <Value value={row.values[plan.id]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
