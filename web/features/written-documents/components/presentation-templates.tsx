import { Card, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";

/**
 * The three presentation templates of the spec's "Apresentações" screen, static for now: the
 * branded PDF presentations that use them are the settings issue's (issue 15).
 */
const TEMPLATES = [
  { id: "minimalista", title: "Minimalista", description: "Layout limpo, com bastante respiro e foco nas imagens do projeto.", swatch: "bg-slate-200" },
  { id: "executivo", title: "Executivo", description: "Estrutura objetiva para reuniões com clientes corporativos e investidores.", swatch: "bg-primary/20" },
  { id: "portfolio", title: "Portfólio", description: "Destaque para fotos, croquis e a história por trás de cada projeto.", swatch: "bg-amber-100" },
] as const;

export function PresentationTemplates() {
  return (
    <section aria-labelledby="modelos-title">
      <h2 id="modelos-title" className="mb-4 text-lg font-semibold">
        Modelos
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TEMPLATES.map((card) => (
          <li key={card.id}>
            <Card className="h-full overflow-hidden">
              <div aria-hidden="true" className={cn("h-28", card.swatch)} />
              <CardHeader>
                <CardTitle as="h3">{card.title}</CardTitle>
                <CardDescription>{card.description}</CardDescription>
              </CardHeader>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
