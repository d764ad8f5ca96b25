import { useQuery } from "@tanstack/react-query";
import { ClipboardList, Plus, Trash2 } from "lucide-react";
import { budgetAreasFromProgramme } from "#domain/budget-areas";
import type { ProjectDocumentOf } from "#domain/documents.schema";
import { documentQueryOptions, projectDocumentsQueryOptions } from "#web/lib/documents/api";
import { AREA_KINDS, COEFFICIENTS_NOTE, equivalentArea, type AreaKind } from "#domain/budget";
import type { BudgetContent } from "#domain/budget.schema";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { NativeSelect } from "#web/components/ui/native-select";
import { DecimalInput } from "./decimal-input";

type Areas = BudgetContent["areas"];
const m2 = (n: number) => `${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)} m²`;

/**
 * The project's needs programme, when it has rooms: its areas by kind (R-BUDGET-10), or null.
 * Kept out of the card so the card itself stays usable without a project (and testable).
 */
function useProgrammeAreas(projectId: string | undefined): Areas | null {
  const documents = useQuery({ ...projectDocumentsQueryOptions(projectId ?? ""), enabled: projectId !== undefined });
  const programmeId = projectId ? documents.data?.find((d) => d.kind === "programa")?.id : undefined;
  const programme = useQuery({ ...documentQueryOptions(programmeId ?? ""), enabled: programmeId !== undefined });
  const doc = programme.data as ProjectDocumentOf<"programa"> | undefined;
  return doc?.kind === "programa" ? budgetAreasFromProgramme(doc.content) : null;
}

/** Real areas per kind with their equivalence coefficients → the área equivalente the CUB multiplies. */
export function AreasCard({ areas, onChange, projectId }: { areas: Areas; onChange: (areas: Areas) => void; projectId?: string }) {
  const fromProgramme = useProgrammeAreas(projectId);
  const same = fromProgramme !== null && JSON.stringify(fromProgramme) === JSON.stringify(areas);
  const set = (i: number, patch: Partial<Areas[number]>) => onChange(areas.map((a, j) => (j === i ? { ...a, ...patch } : a)));
  return (
    <Card aria-labelledby="areas-title">
      <CardHeader>
        <CardTitle id="areas-title">Áreas</CardTitle>
        <CardDescription>O CUB multiplica a área equivalente, não a área construída bruta.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {areas.map((a, i) => (
          <div key={i} className="grid items-end gap-3 sm:grid-cols-[2fr_1fr_1fr_auto]">
            <FormField label={`Tipo da área ${i + 1}`}>
              {(field) => (
                <NativeSelect
                  {...field}
                  value={a.kind}
                  onChange={(e) => {
                    const kind = e.target.value as AreaKind;
                    set(i, { kind, coefficient: AREA_KINDS.find((k) => k.id === kind)!.coefficient });
                  }}
                >
                  {AREA_KINDS.map((k) => (
                    <option key={k.id} value={k.id}>
                      {k.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <DecimalInput label={`Área real ${i + 1} (m²)`} value={a.area} onValue={(area) => set(i, { area })} />
            <DecimalInput label={`Coeficiente ${i + 1}`} value={a.coefficient} onValue={(coefficient) => set(i, { coefficient })} hint={`Faixa: ${AREA_KINDS.find((k) => k.id === a.kind)?.range}`} />
            <Button type="button" variant="ghost" size="sm" aria-label={`Remover a área ${i + 1}`} onClick={() => onChange(areas.filter((_, j) => j !== i))}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        <Button type="button" variant="outline" size="sm" onClick={() => onChange([...areas, { kind: "garagem", area: 0, coefficient: 0.5 }])} disabled={areas.length >= 20}>
          <Plus aria-hidden="true" />
          Adicionar área
        </Button>
        {fromProgramme && !same ? (
          <div className="space-y-2 rounded-md border border-dashed p-3 text-sm">
            <p>
              O programa de necessidades do projeto tem{" "}
              {fromProgramme.map((a) => `${AREA_KINDS.find((k) => k.id === a.kind)?.label.toLowerCase()}: ${m2(a.area)}`).join("; ")} (ambientes separados pelo nome, pelas regras, sem IA; paredes e circulação somadas à área coberta).
            </p>
            <Button type="button" variant="outline" size="sm" onClick={() => onChange(fromProgramme)}>
              <ClipboardList aria-hidden="true" />
              Usar as áreas do programa
            </Button>
          </div>
        ) : null}
        <p className="text-sm">
          <strong>Área equivalente:</strong> {m2(equivalentArea(areas))}
        </p>
        <p className="text-xs text-muted-foreground">{COEFFICIENTS_NOTE}</p>
      </CardContent>
    </Card>
  );
}
