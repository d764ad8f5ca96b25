import { PRESENTATION_TEMPLATES, type PresentationTemplate } from "#domain/presentations";
import { Card, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { cn } from "#web/lib/cn";

/** What each template looks like, in miniature: where the brand colour goes on a slide. */
function Thumbnail({ id, color }: { id: PresentationTemplate; color: string }) {
  return (
    <div aria-hidden="true" className="relative aspect-video w-full overflow-hidden rounded-t-lg border-b bg-white">
      {id === "minimalista" ? (
        <>
          <div className="absolute inset-x-0 top-0 h-1" style={{ background: color }} />
          <div className="absolute bottom-6 left-5 h-3 w-2/5 rounded bg-slate-800/80" />
          <div className="absolute bottom-3 left-5 h-1 w-10" style={{ background: color }} />
        </>
      ) : id === "executivo" ? (
        <>
          <div className="absolute inset-y-0 left-0 w-[45%]" style={{ background: color }} />
          <div className="absolute bottom-5 left-3 h-3 w-1/4 rounded bg-white/90" />
          <div className="absolute right-4 top-4 h-3 w-10 rounded bg-slate-300" />
        </>
      ) : (
        <>
          <div className="absolute inset-0" style={{ background: color }} />
          <div className="absolute bottom-8 left-5 h-4 w-1/2 rounded bg-white/90" />
          <div className="absolute left-5 top-4 h-4 w-10 rounded bg-white" />
        </>
      )}
    </div>
  );
}

/** The three templates, as a choice (the wizard) or as cards to look at (the list page). */
export function TemplatePicker({ value, onChange, color }: { value?: PresentationTemplate; onChange?: (id: PresentationTemplate) => void; color: string }) {
  const choosing = Boolean(onChange);
  return (
    <ul className="grid gap-4 sm:grid-cols-3" role={choosing ? "radiogroup" : undefined} aria-label={choosing ? "Modelo" : undefined}>
      {PRESENTATION_TEMPLATES.map((t) => {
        const selected = value === t.id;
        const card = (
          <Card className={cn("h-full overflow-hidden text-left", selected && "ring-2 ring-primary")}>
            <Thumbnail id={t.id} color={color} />
            <CardHeader>
              <CardTitle as="h3">{t.label}</CardTitle>
              <CardDescription>{t.description}</CardDescription>
            </CardHeader>
          </Card>
        );
        return (
          <li key={t.id}>
            {choosing ? (
              <button type="button" role="radio" aria-checked={selected} aria-label={t.label} className="h-full w-full rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" onClick={() => onChange?.(t.id)}>
                {card}
              </button>
            ) : (
              card
            )}
          </li>
        );
      })}
    </ul>
  );
}
