import { AlertTriangle } from "lucide-react";
import type { ReactNode } from "react";
import type { LotParameters } from "#domain/needs-program.schema";
import { formatArea, LOT_CHECK_NOTE, lotCheck } from "#domain/needs-program";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
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

type NumberField = { [K in keyof LotParameters]: LotParameters[K] extends number | null ? K : never }[keyof LotParameters];

const FIELDS: { key: NumberField; id: string; label: string; parse: (text: string) => Parsed<number | null> }[] = [
  { key: "area", id: "lote-area", label: "Área do terreno (m²)", parse: parseLotArea },
  { key: "occupancyRate", id: "lote-to", label: "Taxa de ocupação — TO (%)", parse: parseOccupancy },
  { key: "floorAreaRatio", id: "lote-ca", label: "Coeficiente de aproveitamento — CA", parse: parseFloorAreaRatio },
  { key: "permeability", id: "lote-permeabilidade", label: "Taxa de permeabilidade (%)", parse: parsePermeability },
  { key: "floors", id: "lote-pavimentos", label: "Pavimentos", parse: parseFloors },
];

/** "Falta a área do terreno e a TO.": what a limit needs that is not known yet. */
function missing(parts: [boolean, string][]): string {
  const names = parts.filter(([known]) => !known).map(([, name]) => name);
  return `Falta ${names.join(" e ")}.`;
}

/**
 * "Cabe no lote?" (R-DOC-4): the lot's parameters, kept in the programme, against the estimated
 * built area — the limits they allow, or what is missing to compute each, and the warnings with
 * their numbers when the programme passes them.
 */
export function LotCard({ lot, builtArea, onLot }: { lot: LotParameters; builtArea: number; onLot: (patch: Partial<LotParameters>) => void }) {
  const check = lotCheck({ lot }, builtArea);
  const hasArea = lot.area !== null;
  const computed = [check.maxProjection, check.maxBuiltArea, check.minPermeableArea].some((v) => v !== null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Cabe no lote?</CardTitle>
        <CardDescription>Parâmetros urbanísticos do terreno (deixe em branco o que ainda não sabe).</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <div key={f.key} className="flex flex-col gap-1.5">
              <Label htmlFor={f.id}>{f.label}</Label>
              <CheckedInput<number | null>
                id={f.id}
                inputMode={f.key === "floors" ? "numeric" : "decimal"}
                value={lot[f.key]}
                format={numberText}
                parse={f.parse}
                same={sameNumber}
                onValue={(value) => onLot(f.key === "floors" ? { floors: value ?? 1 } : ({ [f.key]: value } as Partial<LotParameters>))}
              />
            </div>
          ))}
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

        {check.warnings.length > 0 ? (
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
          </div>
        ) : computed ? (
          <p className="rounded-md border border-emerald-300 bg-emerald-50 p-3 text-sm text-emerald-900">O programa cabe nos parâmetros informados.</p>
        ) : null}

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
