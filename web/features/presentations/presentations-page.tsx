import { Plus } from "lucide-react";
import { Button } from "#web/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { PageHeader } from "#web/components/page-header";
import { RecentListCard } from "#web/components/recent-list-card";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";

const Icon = DASHBOARD_ICONS.apresentacoes;

const TEMPLATES = [
  {
    id: "minimalista",
    title: "Minimalista",
    description: "Layout limpo, com bastante respiro e foco nas imagens do projeto.",
    swatch: "bg-slate-200",
  },
  {
    id: "executivo",
    title: "Executivo",
    description: "Estrutura objetiva para reuniões com clientes corporativos e investidores.",
    swatch: "bg-primary/20",
  },
  {
    id: "portfolio",
    title: "Portfólio",
    description: "Destaque para fotos, croquis e a história por trás de cada projeto.",
    swatch: "bg-amber-100",
  },
] as const;

export function PresentationsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <PageHeader
        title="Texto para apresentação"
        description="Monte apresentações em PDF com o logotipo e a identidade do seu escritório."
        icon={<Icon />}
        actions={
          <Button>
            <Plus aria-hidden="true" />
            Nova apresentação
          </Button>
        }
      />
      <RecentListCard title="Minhas apresentações" emptyText="Nenhuma apresentação criada ainda" />
      <section aria-labelledby="modelos-title">
        <h2 id="modelos-title" className="mb-4 text-lg font-semibold">
          Modelos
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TEMPLATES.map((template) => (
            <li key={template.id}>
              <Card className="h-full overflow-hidden">
                <div aria-hidden="true" className={`h-28 ${template.swatch}`} />
                <CardHeader>
                  <CardTitle as="h3">{template.title}</CardTitle>
                  <CardDescription>{template.description}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
