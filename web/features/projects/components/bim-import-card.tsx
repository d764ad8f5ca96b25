import { useId, useMemo, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { plural } from "#domain/addressing";
import { AREA_KINDS, type AreaKind } from "#domain/budget";
import { AREA_NOT_GIVEN, BIM_PLANS, IFC_MAX_BYTES, IFC_TOO_LARGE, modelAreaLines, type ModelRoom } from "#domain/ifc";
import type { IfcPreview } from "#domain/ifc.schema";
import { formatArea } from "#domain/needs-program";
import { planById } from "#domain/plans";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Checkbox } from "#web/components/ui/checkbox";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { useApplyIfc, useIfcPreview } from "#web/api/ifc";
import { errorMessage } from "#web/lib/api";
import { useCurrentUser } from "#web/lib/dashboard-context";
import { formatNumber } from "#web/lib/format";

type Change = IfcPreview["changes"][number];

const KIND_LABEL = new Map(AREA_KINDS.map((k) => [k.id, k.label]));
const OBRA_PRIMA = planById("obra-prima")?.name ?? "Obra-Prima";

/** A change's key for the ticks: the model room's key, or the programme room's id for a removal. */
const keyOf = (c: Change) => (c.type === "removed" ? `removed:${c.current.id}` : `${c.type}:${c.room.key}`);
/** A change can be applied only with an area (added) or when something changes. */
const tickable = (c: Change) => c.type === "removed" || (c.type === "added" && c.room.unitArea !== null) || (c.type === "changed" && c.room.unitArea !== null);

/**
 * "Importar modelo BIM (IFC)" on the project page (R-BIM-1..4): the model is read on the server's
 * IFC pool; the preview lists the rooms added, changed and removed against the programme (each
 * ticked to apply) and the budget's areas by kind, whose rooms' kinds can be changed first. Only
 * Obra-Prima imports; the other plans see why.
 */
export function BimImportCard({ projectId }: { projectId: string }) {
  const me = useCurrentUser();
  const allowed = BIM_PLANS.includes(me.plan);
  const inputId = useId();
  const preview = useIfcPreview(projectId);
  const apply = useApplyIfc(projectId);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const [kinds, setKinds] = useState<Record<string, AreaKind>>({});
  const [withBudget, setWithBudget] = useState(true);

  const data = preview.data;
  const rooms: ModelRoom[] = useMemo(() => (data ? data.rooms.map((r) => ({ ...r, kind: kinds[r.key] ?? r.kind })) : []), [data, kinds]);
  const areas = useMemo(() => (data ? modelAreaLines(data.model, rooms) : []), [data, rooms]);

  const onFile = (file: File | undefined) => {
    if (!file) return;
    if (file.size > IFC_MAX_BYTES) {
      toast.error("Modelo grande demais", { description: IFC_TOO_LARGE });
      return;
    }
    preview.mutate(file, {
      onSuccess: (got) => {
        setKinds({});
        setWithBudget(got.budget !== null);
        // Everything that changes starts ticked, except removals: a room the model lacks may be outside it (a yard, a future phase).
        setTicked(new Set(got.changes.filter((c) => tickable(c) && c.type !== "removed").map(keyOf)));
      },
    });
  };

  const toggle = (key: string, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });

  const onApply = () => {
    if (!data) return;
    const chosen = data.changes.filter((c) => ticked.has(keyOf(c)));
    const programmeTouched = chosen.length > 0;
    const budgetTouched = withBudget && data.budget !== null && areas.length > 0;
    apply.mutate(
      {
        fileName: data.fileName,
        programme: programmeTouched
          ? {
              baseVersion: data.programme?.version ?? null,
              add: chosen.flatMap((c) => (c.type === "added" && c.room.unitArea !== null ? [{ name: c.room.name, sector: c.room.storey, quantity: c.room.quantity, unitArea: c.room.unitArea }] : [])),
              update: chosen.flatMap((c) => (c.type === "changed" && c.room.unitArea !== null ? [{ id: c.current.id, quantity: c.room.quantity, unitArea: c.room.unitArea }] : [])),
              remove: chosen.flatMap((c) => (c.type === "removed" ? [c.current.id] : [])),
            }
          : null,
        budget: budgetTouched ? { baseVersion: data.budget!.version, areas } : null,
      },
      {
        onSuccess: (result) => {
          const done = [result.programme ? `programa (versão ${result.programme.version})` : null, result.budget ? `orçamento (versão ${result.budget.version})` : null].filter(Boolean);
          toast.success(`Modelo aplicado: ${done.join(" e ")}.`);
          preview.reset();
        },
        onError: (err) => toast.error("Não foi possível aplicar o modelo", { description: errorMessage(err) }),
      },
    );
  };

  return (
    <Card aria-labelledby="bim-title">
      <CardHeader>
        <CardTitle id="bim-title">Importar modelo BIM (IFC)</CardTitle>
        <CardDescription>
          Leia os pavimentos e ambientes de um modelo IFC 2x3 ou IFC4 (até 50 MB) e leve as áreas ao programa de necessidades e ao orçamento. Nada muda antes de você conferir e aplicar.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {!allowed ? (
          <p className="text-muted-foreground">
            A importação de modelos BIM faz parte do plano {OBRA_PRIMA}.{" "}
            <Link to="/dashboard/planos" className="underline">
              Ver os planos
            </Link>
          </p>
        ) : (
          <>
            <div className="space-y-1">
              <label htmlFor={inputId} className="font-medium">
                Modelo IFC (.ifc)
              </label>
              <input
                id={inputId}
                type="file"
                accept=".ifc"
                disabled={preview.isPending || apply.isPending}
                className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-card file:px-3 file:py-1.5"
                onChange={(e) => {
                  onFile(e.target.files?.[0]);
                  e.target.value = "";
                }}
              />
              <p className="text-xs text-muted-foreground">No Revit: Arquivo → Exportar → IFC, com os ambientes e as quantidades base marcados.</p>
            </div>
            {preview.isPending ? (
              <p role="status" className="flex items-center gap-2 text-muted-foreground">
                <Spinner /> Lendo o modelo…
              </p>
            ) : null}
            {preview.isError ? (
              <p role="alert" className="text-destructive">
                {errorMessage(preview.error)}
              </p>
            ) : null}
            {data ? (
              <Preview
                data={data}
                rooms={rooms}
                areas={areas}
                ticked={ticked}
                onTick={toggle}
                onKind={(key, kind) => setKinds((prev) => ({ ...prev, [key]: kind }))}
                withBudget={withBudget}
                onWithBudget={setWithBudget}
              />
            ) : null}
            {data ? (
              <div className="flex flex-wrap gap-2">
                <Button onClick={onApply} disabled={apply.isPending || (ticked.size === 0 && !(withBudget && data.budget))}>
                  {apply.isPending ? <Spinner /> : null}
                  Aplicar ao projeto
                </Button>
                <Button variant="outline" onClick={() => preview.reset()} disabled={apply.isPending}>
                  Descartar
                </Button>
              </div>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Preview({
  data,
  rooms,
  areas,
  ticked,
  onTick,
  onKind,
  withBudget,
  onWithBudget,
}: {
  data: IfcPreview;
  rooms: ModelRoom[];
  areas: ReturnType<typeof modelAreaLines>;
  ticked: Set<string>;
  onTick: (key: string, on: boolean) => void;
  onKind: (key: string, kind: AreaKind) => void;
  withBudget: boolean;
  onWithBudget: (on: boolean) => void;
}) {
  const kindOf = new Map(rooms.map((r) => [r.key, r.kind]));
  return (
    <div className="space-y-4">
      <section aria-labelledby="bim-storeys">
        <h3 id="bim-storeys" className="mb-2 font-semibold">
          {data.fileName} · {data.model.schema}: {plural(data.model.storeys.length, "pavimento", "pavimentos")}, {plural(data.model.spaces.length, "ambiente", "ambientes")}
        </h3>
        <ul className="space-y-1">
          {data.model.storeys.map((s) => (
            <li key={s.name} className="flex flex-wrap justify-between gap-x-3">
              <span>
                {s.name}
                {s.elevation !== null ? <span className="text-muted-foreground"> · cota {formatNumber(s.elevation)} m</span> : null}
              </span>
              <span className="text-muted-foreground">
                {s.grossArea !== null ? `${formatArea(s.grossArea)} ${s.grossOrigin === "quantidade" ? "(área bruta do modelo)" : "(soma dos ambientes)"}` : "área não informada"}
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="bim-rooms">
        <h3 id="bim-rooms" className="mb-1 font-semibold">
          Programa de necessidades
        </h3>
        <p className="mb-2 text-xs text-muted-foreground">
          {data.programme ? `Comparado com a versão ${data.programme.version} do programa, pelo nome de cada ambiente.` : "O projeto ainda não tem programa: os ambientes marcados o criam."} Marque o que aplicar.
        </p>
        <ul className="divide-y">
          {data.changes.map((c) => {
            const key = keyOf(c);
            const checkboxId = `bim-${key}`;
            const name = c.type === "removed" ? c.current.name : c.room.name;
            return (
              <li key={key} className="flex flex-wrap items-start gap-x-3 gap-y-1 py-2">
                {c.type === "same" ? (
                  <span className="size-5" aria-hidden="true" />
                ) : (
                  <Checkbox id={checkboxId} checked={ticked.has(key)} disabled={!tickable(c)} onCheckedChange={(v) => onTick(key, v === true)} aria-label={`${LABEL[c.type]}: ${name}`} />
                )}
                <label htmlFor={checkboxId} className="min-w-0 flex-1">
                  <span className="font-medium">{name}</span>
                  {c.type !== "removed" && c.room.quantity > 1 ? ` (${c.room.quantity})` : null}
                  {c.type !== "removed" && c.room.storey ? <span className="text-muted-foreground"> · {c.room.storey}</span> : null}
                  <span className="block text-xs text-muted-foreground">{describe(c)}</span>
                </label>
                {c.type !== "removed" ? (
                  <NativeSelect
                    aria-label={`Tipo de área de ${name} no orçamento`}
                    className="h-9 w-full sm:w-56"
                    value={kindOf.get(c.room.key) ?? c.room.kind}
                    onChange={(e) => onKind(c.room.key, e.target.value as AreaKind)}
                  >
                    {AREA_KINDS.map((k) => (
                      <option key={k.id} value={k.id}>
                        {k.label}
                      </option>
                    ))}
                  </NativeSelect>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>

      <section aria-labelledby="bim-budget">
        <h3 id="bim-budget" className="mb-1 font-semibold">
          Áreas do orçamento por tipo
        </h3>
        <ul className="space-y-1">
          {areas.map((a) => (
            <li key={a.kind} className="flex flex-wrap justify-between gap-x-3">
              <span>{KIND_LABEL.get(a.kind)}</span>
              <span className="font-medium">{formatArea(a.area)}</span>
            </li>
          ))}
        </ul>
        <p className="mt-1 text-xs text-muted-foreground">{data.coveredAreaNote} Mude o tipo de um ambiente acima para refazer a conta; os coeficientes do orçamento ficam como estão.</p>
        {data.budget ? (
          <div className="mt-2 flex items-center gap-2">
            <Checkbox id="bim-with-budget" checked={withBudget} onCheckedChange={(v) => onWithBudget(v === true)} />
            <label htmlFor="bim-with-budget">Gravar estas áreas no orçamento (versão {data.budget.version})</label>
          </div>
        ) : (
          <p className="mt-2 text-xs text-muted-foreground">O projeto ainda não tem orçamento: ao criá-lo, as áreas virão do programa de necessidades.</p>
        )}
      </section>
    </div>
  );
}

const LABEL: Record<Change["type"], string> = { added: "Acrescentar", changed: "Atualizar", same: "Sem mudança", removed: "Remover" };

/** One line under a room: what applying does to it. */
function describe(c: Change): string {
  if (c.type === "removed") return `Não está no modelo: remover do programa (${formatArea(c.current.quantity * c.current.unitArea)}).`;
  const area = c.room.unitArea === null ? AREA_NOT_GIVEN : `${c.room.quantity > 1 ? `${c.room.quantity} × ` : ""}${formatArea(c.room.unitArea)}`;
  if (c.type === "added") return c.room.unitArea === null ? `Novo no programa, mas com ${AREA_NOT_GIVEN}: informe a área no programa.` : `Novo no programa: ${area}.`;
  if (c.type === "same") return `Igual ao programa: ${area}.`;
  const before = `${c.current.quantity > 1 ? `${c.current.quantity} × ` : ""}${formatArea(c.current.unitArea)}`;
  return c.room.unitArea === null ? `Quantidade muda; ${AREA_NOT_GIVEN}.` : `No programa: ${before}; no modelo: ${area}.`;
}
