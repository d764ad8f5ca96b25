import { AlertTriangle, CheckCircle2, CircleHelp } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import type { LotParameters } from "#domain/needs-program.schema";
import { effectiveLot, formatArea, LOT_CHECK_NOTE, lotCheck } from "#domain/needs-program";
import { parametersSourceText } from "#domain/lot-parameters";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
import { errorMessage } from "#web/lib/api";
import type { LandPlot } from "#domain/projects.schema";
import { useProject, useUpdateProject } from "#web/api/projects";

/** What "Gravar no projeto" writes to the project's lot (R-PROJ-2). */
type LotPatch = Partial<Pick<LandPlot, "area" | "occupancyRate" | "floorAreaRatio" | "permeability">>;
import {
  numberText,
  parseFloorAreaRatio,
  parseFloors,
  parseLotArea,
  parseOccupancy,
  parsePermeability,
  sameNumber,
  type Parsed,
} from "#web/features/needs-program/number-text";
import { CheckedInput } from "./checked-input";

type ProjectKey = keyof LotPatch;

const FIELDS: { key: ProjectKey; id: string; label: string; parse: (text: string) => Parsed<number | null> }[] = [
  { key: "area", id: "lote-area", label: "Área do terreno (m²)", parse: parseLotArea },
  { key: "occupancyRate", id: "lote-to", label: "Taxa de ocupação — TO (%)", parse: parseOccupancy },
  { key: "floorAreaRatio", id: "lote-ca", label: "Coeficiente de aproveitamento — CA", parse: parseFloorAreaRatio },
  { key: "permeability", id: "lote-permeabilidade", label: "Taxa de permeabilidade (%)", parse: parsePermeability },
];

const NAMES: Record<ProjectKey, string> = { area: "a área do terreno", occupancyRate: "a TO", floorAreaRatio: "o CA", permeability: "a taxa de permeabilidade" };

/** "Falta a área do terreno e a TO.": what a limit needs that is not known yet. */
function missing(parts: [boolean, string][]): string {
  const names = parts.filter(([known]) => !known).map(([, name]) => name);
  return `${names.length > 1 ? "Faltam" : "Falta"} ${names.join(" e ")}.`;
}

/**
 * "Cabe no lote?" (R-DOC-4): the project's lot parameters (R-PROJ-2) against the estimated built
 * area — the limits they allow, or what is missing to compute each, and a fit stated only when
 * what it needs is known. The parameters are the project's: edited here, they are written to the
 * project ("Gravar no projeto"), where the zoning tool and the documents read them. An older
 * programme's own values stand in for those the project lacks, and are offered to the project.
 * Only the floors are the programme's.
 */
export function LotCard({ projectId, stored, builtArea, onFloors }: { projectId: string; stored: LotParameters; builtArea: number; onFloors: (floors: number) => void }) {
  const project = useProject(projectId);
  const save = useUpdateProject(projectId);
  const [pending, setPending] = useState<LotPatch>({});
  const plot = project.data?.landPlot ?? null;
  const base = effectiveLot(stored, plot);
  const lot: LotParameters = { ...base, ...pending };
  const check = lotCheck({ lot }, builtArea);
  const hasArea = lot.area !== null;
  // What "Gravar no projeto" sends: the edits, and an old programme's values the project lacks.
  const toSave: LotPatch = { ...Object.fromEntries(base.fromProgramme.map((k) => [k, base[k]])), ...pending };
  const unsaved = Object.keys(toSave) as ProjectKey[];
  const source = plot ? parametersSourceText(plot) : null;

  const write = () => {
    save.mutate({ landPlot: toSave }, {
      onSuccess: () => {
        setPending({});
        toast.success("Parâmetros gravados no projeto.");
      },
      onError: (error) => toast.error("Não foi possível gravar no projeto", { description: errorMessage(error) }),
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cabe no lote?</CardTitle>
        <CardDescription>Parâmetros urbanísticos do projeto (deixe em branco o que ainda não sabe).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {project.isError ? <p className="text-sm text-destructive">Não foi possível ler os parâmetros do projeto: {errorMessage(project.error)}</p> : null}
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <div key={f.key} className="flex flex-col gap-1.5">
              <Label htmlFor={f.id}>{f.label}</Label>
              <CheckedInput<number | null>
                id={f.id}
                inputMode="decimal"
                value={lot[f.key]}
                format={numberText}
                parse={f.parse}
                same={sameNumber}
                disabled={project.isPending}
                onValue={(value) => setPending((p) => ({ ...p, [f.key]: value }))}
              />
            </div>
          ))}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="lote-pavimentos">Pavimentos</Label>
            <CheckedInput<number | null>
              id="lote-pavimentos"
              inputMode="numeric"
              value={stored.floors}
              format={numberText}
              parse={parseFloors}
              same={sameNumber}
              onValue={(value) => onFloors(value ?? 1)}
            />
          </div>
        </div>

        <div className="space-y-2 text-xs text-muted-foreground">
          <p>
            {source ?? "Fonte dos parâmetros não informada."}{" "}
            <Link to={`/dashboard/projetos/${projectId}`} className="font-medium text-primary hover:underline">
              Fonte e demais parâmetros no projeto
            </Link>
          </p>
          {base.fromProgramme.length > 0 ? (
            <p>Guardado só neste programa, não no projeto: {base.fromProgramme.map((k) => NAMES[k]).join(", ")}. Grave no projeto para que as outras ferramentas usem.</p>
          ) : null}
          {unsaved.length > 0 ? (
            <Button size="sm" onClick={write} disabled={save.isPending}>
              {save.isPending ? "Gravando…" : "Gravar no projeto"}
            </Button>
          ) : null}
        </div>

        <dl className="grid gap-2 text-sm">
          <Limit label="Projeção máxima (área × TO)">
            {check.maxProjection !== null ? formatArea(check.maxProjection) : missing([[hasArea, "a área do terreno"], [lot.occupancyRate !== null, "a TO"]])}
          </Limit>
          <Limit label="Área construída máxima (área × CA)">
            {check.maxBuiltArea !== null ? formatArea(check.maxBuiltArea) : missing([[hasArea, "a área do terreno"], [lot.floorAreaRatio !== null, "o CA"]])}
          </Limit>
          <Limit label="Área permeável mínima (área × taxa de permeabilidade)">
            {check.minPermeableArea !== null ? formatArea(check.minPermeableArea) : missing([[hasArea, "a área do terreno"], [lot.permeability !== null, "a taxa de permeabilidade"]])}
          </Limit>
          <Limit label="Projeção estimada (área construída ÷ pavimentos)">{formatArea(check.groundProjection)}</Limit>
        </dl>

        {check.fit.verdict === "passa" ? (
          <div role="alert" className="rounded-md border border-destructive/40 bg-red-50 p-3 text-sm text-destructive">
            <p className="flex items-center gap-2 font-semibold">
              <AlertTriangle aria-hidden="true" className="size-4" />
              O programa passa dos limites do lote
            </p>
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {check.warnings.map((w) => (
                <li key={w}>{w}</li>
              ))}
            </ul>
            {check.fit.lacking ? <p className="mt-2">Para conferir o resto, {check.fit.lacking}.</p> : null}
          </div>
        ) : check.fit.verdict === "cabe" ? (
          <p className="flex items-center gap-2 rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">
            <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
            {check.fit.text}
          </p>
        ) : (
          <p className="flex items-center gap-2 rounded-md border bg-muted/40 p-3 text-sm">
            <CircleHelp aria-hidden="true" className="size-4 shrink-0" />
            {check.fit.text}
          </p>
        )}

        <p className="text-xs text-muted-foreground">{LOT_CHECK_NOTE}</p>
      </CardContent>
    </Card>
  );
}

function Limit({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt>{label}</dt>
      <dd className="text-right font-medium tabular-nums">{children}</dd>
    </div>
  );
}
