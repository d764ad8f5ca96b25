import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { formatArea, round2, WALL_FACTOR_NOTE, type ProgrammeTotals } from "#domain/needs-program";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
import { errorMessage } from "#web/lib/api";
import { useProject, useUpdateProject } from "#web/api/projects";
import { parseWallPercent, percentText, sameNumber } from "#web/features/needs-program/number-text";
import { CheckedInput } from "./checked-input";

/**
 * The programme's areas as the table is typed: useful area, walls and circulation (a practice
 * factor, said so), estimated built area and each sector's sum; "Usar no projeto" writes the
 * built area into the project — after asking, naming both values, when it would replace a
 * different one the project already has.
 */
export function AreasCard({
  projectId,
  totals,
  wallFactor,
  onWallFactor,
}: {
  projectId: string;
  totals: ProgrammeTotals;
  wallFactor: number;
  onWallFactor: (factor: number) => void;
}) {
  const setBuiltArea = useUpdateProject(projectId);
  const project = useProject(projectId);
  const [confirming, setConfirming] = useState(false);
  const builtArea = round2(totals.builtArea);
  const current = project.data?.builtArea ?? null;

  const write = async () => {
    await setBuiltArea.mutateAsync({ builtArea });
    toast.success(`Área construída do projeto atualizada para ${formatArea(builtArea)}.`);
  };

  const useInProject = () => {
    // A different area typed or used before is not overwritten without asking.
    if (current !== null && round2(current) !== builtArea) {
      setConfirming(true);
      return;
    }
    write().catch((error: unknown) => toast.error(errorMessage(error)));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Áreas</CardTitle>
        <CardDescription>Somadas enquanto você digita.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="text-sm">
          <div className="flex items-baseline justify-between gap-4">
            <dt>Área útil (soma dos ambientes)</dt>
            <dd className="font-medium tabular-nums">{formatArea(totals.usefulArea)}</dd>
          </div>
        </dl>
        <div className="space-y-1 text-sm">
          <div className="flex items-end justify-between gap-4">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="fator-paredes">Paredes e circulação (%)</Label>
              <CheckedInput
                id="fator-paredes"
                className="w-28"
                inputMode="decimal"
                value={wallFactor}
                format={percentText}
                parse={parseWallPercent}
                same={sameNumber}
                onValue={onWallFactor}
                describedBy="fator-paredes-nota"
              />
            </div>
            <p className="pb-2 font-medium tabular-nums">
              <span className="sr-only">Paredes e circulação: </span>
              {formatArea(totals.wallsAndCirculation)}
            </p>
          </div>
          <p id="fator-paredes-nota" className="text-xs text-muted-foreground">
            {WALL_FACTOR_NOTE}
          </p>
        </div>
        <dl className="border-t pt-3">
          <div className="flex items-baseline justify-between gap-4">
            <dt className="font-semibold">Área construída estimada</dt>
            <dd className="text-lg font-semibold tabular-nums">{formatArea(totals.builtArea)}</dd>
          </div>
        </dl>

        <section aria-labelledby="subtotais-setor" className="space-y-2">
          <h3 id="subtotais-setor" className="text-sm font-semibold">
            Subtotais por setor
          </h3>
          {totals.bySector.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nenhum ambiente na tabela.</p>
          ) : (
            <ul className="divide-y rounded-md border text-sm">
              {totals.bySector.map((s) => (
                <li key={s.sector} className="flex justify-between gap-4 px-3 py-1.5">
                  <span>{s.sector}</span>
                  <span className="tabular-nums">{formatArea(s.area)}</span>
                </li>
              ))}
            </ul>
          )}
        </section>

        <div className="space-y-2 border-t pt-4">
          <Button onClick={useInProject} disabled={setBuiltArea.isPending || builtArea <= 0}>
            {setBuiltArea.isPending ? "Atualizando…" : "Usar no projeto"}
          </Button>
          <p className="text-xs text-muted-foreground">
            Grava a área construída estimada ({formatArea(builtArea)}) como a área construída prevista do projeto
            {current !== null ? ` (hoje ${formatArea(current)})` : ""}.
          </p>
        </div>
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title="Substituir a área construída do projeto?"
          description={`A área construída prevista do projeto é ${formatArea(current ?? 0)}. Ela passará a ${formatArea(builtArea)}, a estimada por este programa.`}
          confirmLabel="Substituir"
          busyLabel="Atualizando…"
          tone="default"
          onConfirm={write}
        />
      </CardContent>
    </Card>
  );
}
