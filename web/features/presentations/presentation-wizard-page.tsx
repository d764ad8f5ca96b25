import { ArrowLeft, ArrowRight, Download } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { toast } from "sonner";
import { DEFAULT_SLIDE_IDS, templateLabel, type PresentationTemplate } from "#domain/presentations";
import type { Presentation } from "#domain/presentations.schema";
import { PageHeader } from "#web/components/page-header";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useProjects } from "#web/api/projects";
import { cn } from "#web/lib/cn";
import { useBrandColor } from "#web/api/profile";
import { useDebouncedValue } from "#web/lib/use-debounced-value";
import { pdfPath, useCreatePresentation, usePresentation, usePresentationCheck, usePresentationSources, useUpdatePresentation } from "#web/api/presentations";
import { ContentStep, type ContentChoice } from "./components/content-step";
import { RenderProgress } from "./components/render-progress";
import { SlideIssues } from "./components/slide-issues";
import { TemplatePicker } from "./components/template-picker";
import { PRESENTATIONS_PATH } from "./paths";

const STEPS = ["Projeto", "Modelo", "Conteúdo", "PDF"] as const;
const Icon = DASHBOARD_ICONS.apresentacoes;

function Steps({ current }: { current: number }) {
  return (
    <ol className="flex flex-wrap gap-2 text-sm" aria-label="Etapas">
      {STEPS.map((label, i) => (
        <li key={label} aria-current={i === current ? "step" : undefined} className={cn("rounded-full border px-3 py-1", i === current ? "border-primary bg-primary text-primary-foreground" : i < current ? "border-primary text-primary" : "text-muted-foreground")}>
          {i + 1}. {label}
        </li>
      ))}
    </ol>
  );
}

const EMPTY_CONTENT: ContentChoice = { title: "", slides: [...DEFAULT_SLIDE_IDS], ownText: null, images: [] };

/**
 * "Nova apresentação" (R-PRES-1): project → template → content → the PDF, generated on the server
 * with a progress bar. `?editar=<id>` opens an existing one at its content, to change and
 * generate again.
 */
export function PresentationWizardPage() {
  const [params] = useSearchParams();
  const editingId = params.get("editar");
  const editing = usePresentation(editingId);
  if (!editingId) return <Wizard editing={null} />;
  if (editing.isError) {
    return (
      <p role="alert" className="mx-auto max-w-4xl text-sm text-destructive">
        {errorMessage(editing.error)} <Link to={PRESENTATIONS_PATH} className="underline">Voltar para as apresentações</Link>
      </p>
    );
  }
  if (!editing.data) return <Spinner label="Carregando a apresentação" />;
  return <Wizard key={editingId} editing={editing.data} />;
}

/** The wizard itself; when editing, the saved choices are its starting state and it opens at the content. */
function Wizard({ editing }: { editing: Presentation | null }) {
  const editingId = editing?.id ?? null;
  const projects = useProjects();
  const color = useBrandColor();
  const create = useCreatePresentation();
  const update = useUpdatePresentation();
  const [step, setStep] = useState(editing ? 2 : 0);
  const [projectId, setProjectId] = useState<string | null>(editing?.project.id ?? null);
  const [template, setTemplate] = useState<PresentationTemplate>(editing?.template ?? "minimalista");
  const [content, setContent] = useState<ContentChoice>(
    editing
      ? { title: editing.title, slides: editing.content.slides, ownText: editing.content.text, images: editing.content.images.map((im, i) => ({ ...im, name: `Imagem ${i + 1}` })) }
      : EMPTY_CONTENT,
  );
  const [resultId, setResultId] = useState<string | null>(null);
  const sources = usePresentationSources(projectId);
  const result = usePresentation(resultId);
  // What the chosen slides leave out, asked as the choices settle (decision 071).
  const choices = useDebouncedValue(
    projectId && step >= 2 ? { projectId, content: { slides: content.slides, text: content.ownText, images: content.images.map(({ fileId, caption }) => ({ fileId, caption })) } } : null,
    400,
  );
  const check = usePresentationCheck(choices);

  const project = projects.data?.find((p) => p.id === projectId);
  const canAdvance = step === 0 ? Boolean(projectId) : step === 1 ? Boolean(template) : true;

  async function generate() {
    const body = {
      title: content.title.trim() || project?.name || "Apresentação",
      template,
      content: { slides: content.slides, text: content.ownText, images: content.images.map(({ fileId, caption }) => ({ fileId, caption })) },
    };
    try {
      const saved = editingId ? await update.mutateAsync({ id: editingId, input: body }) : await create.mutateAsync({ projectId: projectId!, ...body });
      setResultId(saved.id);
      setStep(3);
    } catch (err) {
      toast.error("Não foi possível gerar a apresentação", { description: errorMessage(err) });
    }
  }

  const rendered = result.data;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={editing ? "Editar apresentação" : "Nova apresentação"} description="Slides 16:9 em PDF, com as cores e o logotipo do seu escritório." icon={<Icon />} />
      <Steps current={step} />
      <Card>
        <CardContent className="pt-6">
          {step === 0 ? (
            <fieldset className="space-y-3">
              <legend className="mb-2 text-base font-semibold">Escolha o projeto</legend>
              {projects.isPending ? (
                <Spinner label="Carregando projetos" />
              ) : projects.data && projects.data.length > 0 ? (
                <ul className="grid gap-2 sm:grid-cols-2">
                  {projects.data.map((p) => (
                    <li key={p.id}>
                      <label className={cn("grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-md border p-3", projectId === p.id && "border-primary ring-1 ring-primary")}>
                        <input
                          type="radio"
                          name="projeto"
                          checked={projectId === p.id}
                          onChange={() => {
                            setProjectId(p.id);
                            setContent((c) => ({ ...c, title: c.title || p.name }));
                          }}
                        />
                        <span className="font-medium">{p.name}</span>
                        <span className="col-start-2 text-sm text-muted-foreground">{p.client.name}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="text-sm text-muted-foreground">
                  Nenhum projeto ainda. <Link to="/dashboard/clientes" className="underline">Cadastre um cliente e um projeto</Link> para montar a apresentação.
                </p>
              )}
            </fieldset>
          ) : step === 1 ? (
            <div className="space-y-3">
              <h2 className="text-base font-semibold">Escolha o modelo</h2>
              <TemplatePicker value={template} onChange={setTemplate} color={color} />
            </div>
          ) : step === 2 ? (
            <div className="space-y-3">
              <h2 className="text-base font-semibold">Conteúdo de {project?.name ?? editing?.project.name ?? "…"}</h2>
              <ContentStep sources={sources.data} value={content} onChange={setContent} />
              <SlideIssues check={check.data} title="Antes de gerar: o que fica de fora" newTab />
            </div>
          ) : (
            <div className="space-y-4">
              <h2 className="text-base font-semibold">{rendered ? `${rendered.title} · ${templateLabel(rendered.template)}` : "Gerando…"}</h2>
              {!rendered || rendered.status === "gerando" ? (
                <RenderProgress presentation={rendered ?? { title: content.title, progress: 0, stage: "Na fila" }} />
              ) : rendered.status === "falhou" ? (
                <p role="alert" className="text-sm text-destructive">
                  {rendered.error}
                </p>
              ) : (
                <div className="space-y-3">
                  <p role="status" className="text-sm">
                    PDF pronto: {rendered.slideCount} slides.
                  </p>
                  <a href={pdfPath(rendered.id)} download className={buttonVariants()}>
                    <Download aria-hidden="true" />
                    Baixar PDF
                  </a>
                  <SlideIssues check={check.data} title="O que ficou de fora do PDF" newTab={false} />
                </div>
              )}
              <p className="text-sm text-muted-foreground">Você pode sair desta tela: a geração continua e o PDF fica em “Minhas apresentações”.</p>
            </div>
          )}
        </CardContent>
      </Card>
      <div className="flex justify-between">
        {step > 0 && step < 3 ? (
          <Button variant="outline" onClick={() => setStep(step - 1)}>
            <ArrowLeft aria-hidden="true" />
            Voltar
          </Button>
        ) : (
          <Link to={PRESENTATIONS_PATH} className={buttonVariants({ variant: "outline" })}>
            {step === 3 ? "Minhas apresentações" : "Cancelar"}
          </Link>
        )}
        {step < 2 ? (
          <Button onClick={() => setStep(step + 1)} disabled={!canAdvance}>
            Avançar
            <ArrowRight aria-hidden="true" />
          </Button>
        ) : step === 2 ? (
          <Button onClick={() => void generate()} disabled={create.isPending || update.isPending || !projectId}>
            {create.isPending || update.isPending ? "Enviando..." : "Gerar PDF"}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
