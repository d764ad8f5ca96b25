import { Plus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { toast } from "sonner";
import {
  MATERIAL_APPLICATIONS,
  MATERIAL_CATEGORIES,
  MATERIAL_STYLES,
  PRICE_BANDS,
  PRICE_BANDS_NOTE,
  PRICE_BANDS_SOURCE,
  searchMaterials,
  type Material,
  type MaterialFilters,
} from "#domain/materials-catalogue";
import { ProjectPickerDialog } from "#web/components/documents/project-picker-dialog";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { useAddProjectMaterial } from "#web/api/project-materials";
import { useProjects } from "#web/api/projects";
import { plural } from "#domain/addressing";

const PAGE = 24;
const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.label ?? id;

function MaterialCard({ material, onAdd }: { material: Material; onAdd: () => void }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{material.name}</h3>
          <p className="text-xs text-muted-foreground">
            {label(MATERIAL_CATEGORIES, material.category)} · {material.applications.map((a) => label(MATERIAL_APPLICATIONS, a)).join(", ")}
          </p>
        </div>
        <Button type="button" size="sm" variant="outline" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Adicionar ao projeto<span className="sr-only">: {material.name}</span>
        </Button>
      </div>
      <p className="text-xs">
        <strong>Faixas:</strong> {material.bands.map((b) => label(PRICE_BANDS, b)).join(", ")}
      </p>
      <dl className="grid gap-1 text-sm">
        <dt className="sr-only">Durabilidade</dt>
        <dd>{material.durability}</dd>
        <dt className="sr-only">Manutenção</dt>
        <dd className="text-muted-foreground">{material.maintenance}</dd>
        <dt className="sr-only">Sustentabilidade</dt>
        <dd className="text-muted-foreground">{material.sustainability}</dd>
      </dl>
      {material.norm ? <p className="text-xs text-muted-foreground">Norma: {material.norm}</p> : null}
    </li>
  );
}

/**
 * The materials bank's catalogue (R-MAT-1), under the tool's form: search without accents,
 * filters by category, band, application and style, and "Adicionar ao projeto" into a project's
 * specification list (R-MAT-2), which the memorial's drafts cite.
 */
export function MaterialsCatalogue() {
  const [query, setQuery] = useState("");
  const [filters, setFilters] = useState<MaterialFilters>({});
  const [shown, setShown] = useState(PAGE);
  const [adding, setAdding] = useState<Material | null>(null);
  const deferred = useDeferredValue(query);
  const found = searchMaterials(deferred, filters);
  const projects = useProjects(adding !== null);
  const add = useAddProjectMaterial();
  const filter = (key: keyof MaterialFilters, value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setShown(PAGE);
  };

  return (
    <Card aria-labelledby="catalogo-title">
      <CardHeader>
        <CardTitle id="catalogo-title">Catálogo de materiais</CardTitle>
        <CardDescription>
          Materiais e acabamentos usados no Brasil, com durabilidade, manutenção, sustentabilidade e a norma que os rege. Faixas: {PRICE_BANDS.map((b) => `${b.label} ${b.range}`).join("; ")}. {PRICE_BANDS_NOTE} Fonte: {PRICE_BANDS_SOURCE}.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <FormField label="Buscar materiais" className="lg:col-span-1">
            {(field) => (
              <Input
                {...field}
                type="search"
                value={query}
                placeholder="Ex.: porcelanato, telha"
                onChange={(e) => {
                  setQuery(e.target.value);
                  setShown(PAGE);
                }}
              />
            )}
          </FormField>
          {(
            [
              ["category", "Categoria", MATERIAL_CATEGORIES],
              ["band", "Faixa de orçamento", PRICE_BANDS],
              ["application", "Aplicação", MATERIAL_APPLICATIONS],
              ["style", "Estilo", MATERIAL_STYLES],
            ] as const
          ).map(([key, title, options]) => (
            <FormField key={key} label={title}>
              {(field) => (
                <NativeSelect {...field} value={filters[key] ?? ""} onChange={(e) => filter(key, e.target.value)}>
                  <option value="">Todas</option>
                  {options.map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
        <p role="status" className="text-sm text-muted-foreground">
          {plural(found.length, "material encontrado", "materiais encontrados")}
        </p>
        <ul className="grid gap-3 md:grid-cols-2" aria-label="Materiais">
          {found.slice(0, shown).map((m) => (
            <MaterialCard key={m.id} material={m} onAdd={() => setAdding(m)} />
          ))}
        </ul>
        {found.length > shown ? (
          <Button type="button" variant="outline" onClick={() => setShown((n) => n + PAGE)}>
            Mostrar mais materiais
          </Button>
        ) : null}
      </CardContent>
      {adding ? (
        <ProjectPickerDialog
          open
          onOpenChange={(next) => (next ? undefined : setAdding(null))}
          title={`Adicionar ${adding.name} ao projeto`}
          description="O material entra na especificação do projeto; o memorial descritivo o cita ao ser redigido."
          submitLabel="Adicionar"
          busy={add.isPending || projects.isPending}
          onPick={async (projectId) => {
            try {
              await add.mutateAsync({ projectId, materialId: adding.id });
              const name = projects.data?.find((p) => p.id === projectId)?.name ?? "o projeto";
              toast.success("Material adicionado", { description: `${adding.name} está na especificação de ${name}.` });
              setAdding(null);
            } catch (err) {
              toast.error("Não foi possível adicionar o material", { description: errorMessage(err) });
            }
          }}
        />
      ) : null}
    </Card>
  );
}
