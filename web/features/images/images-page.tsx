import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { AlertTriangle, Download, Image as ImageIcon, Sparkles, Trash2 } from "lucide-react";
import { IMAGE_PROMPT_MAX, IMAGE_PROMPT_REQUIRED_TEXT, IMAGE_PROMPT_REQUIRED_TITLE, imageDownloadName, type GeneratedImage } from "#domain/images.schema";
import { IMAGE_BANNER_TITLE, IMAGE_FAILED_TEXT, IMAGE_FAILED_TITLE, IMAGE_SUCCESS, quotaBlocks, quotaLine } from "./image-messages";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { FormField } from "#web/components/form-field";
import { PageHeader } from "#web/components/page-header";
import { QueryState } from "#web/components/query-state";
import { Button } from "#web/components/ui/button";
import { buttonVariants } from "#web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorFromResponse, errorMessage } from "#web/lib/api";
import { DASHBOARD_ICONS } from "#web/lib/dashboard-icons";
import { useProjects } from "#web/api/projects";
import { useDeleteImage, useGenerateImage, useImageQuota, useImages } from "#web/api/images";

const Icon = DASHBOARD_ICONS.imagens;

/**
 * What the in-page banner says after a failed generation (R-IMG-2, R-IMG-3): the plan's quota, the
 * request refused (422, or 429 with its wait), or the provider. The toast always says the spec's words.
 */
type Failure = { kind: "quota" | "request" | "provider"; message: string };

const brDate = (iso: string) => new Date(iso).toLocaleDateString("pt-BR");

/**
 * R-IMG-1: "prancheta-" + the image's moment + ".png" (the server stores every image as PNG). The
 * bytes are fetched and saved from a blob: a link straight to /api/files would be named by the
 * server's Content-Disposition, which wins over the `download` attribute.
 */
function DownloadButton({ image, label = "Baixar imagem" }: { image: GeneratedImage; label?: string }) {
  const name = imageDownloadName(new Date(image.createdAt));
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      const response = await fetch(image.url, { credentials: "same-origin" });
      if (!response.ok) throw await errorFromResponse(response);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      toast.error("Não foi possível baixar a imagem", { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button type="button" variant="outline" size="sm" disabled={busy} aria-label={`${label}: ${name}`} onClick={() => void save()}>
      <Download aria-hidden="true" />
      {label}
    </Button>
  );
}

function FailureBanner({ failure }: { failure: Failure }) {
  if (failure.kind === "quota") {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="space-y-2">
          <p className="font-medium">Limite de imagens do plano</p>
          <p>{failure.message}</p>
          <Link to="/dashboard/planos" className={buttonVariants({ variant: "outline", size: "sm" })}>
            Ver planos
          </Link>
        </div>
      </div>
    );
  }
  if (failure.kind === "request") {
    return (
      <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
        <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="space-y-1">
          <p className="font-medium">Não foi possível gerar a imagem</p>
          <p className="text-foreground/80">{failure.message}</p>
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex gap-3 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
      <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="space-y-1">
        <p className="font-medium">{IMAGE_BANNER_TITLE}</p>
        <p className="text-foreground/80">{failure.message}</p>
      </div>
    </div>
  );
}

function Gallery() {
  const images = useImages();
  const remove = useDeleteImage();
  const [deleting, setDeleting] = useState<GeneratedImage | null>(null);
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Imagens geradas</CardTitle>
        <CardDescription>As imagens do estúdio ficam guardadas aqui para baixar quando quiser.</CardDescription>
      </CardHeader>
      <CardContent>
        {!images.isSuccess ? (
          <QueryState query={images} loadingLabel="Carregando imagens..." />
        ) : images.data.length === 0 ? (
          <EmptyState icon={<ImageIcon />}>Nenhuma imagem gerada ainda.</EmptyState>
        ) : (
          <ul aria-label="Imagens geradas" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {images.data.map((image) => (
              <li key={image.id} className="flex flex-col gap-2 rounded-md border p-3">
                <img src={image.url} alt={image.prompt} loading="lazy" className="aspect-square w-full rounded object-cover" />
                <p className="line-clamp-3 text-sm">{image.prompt}</p>
                <p className="text-xs text-muted-foreground">
                  {brDate(image.createdAt)}
                  {image.project ? ` · ${image.project.name}` : ""}
                </p>
                <div className="mt-auto flex flex-wrap gap-2">
                  <DownloadButton image={image} label="Baixar" />
                  <Button type="button" variant="ghost" size="sm" aria-label={`Excluir a imagem "${image.prompt.slice(0, 60)}"`} onClick={() => setDeleting(image)}>
                    <Trash2 aria-hidden="true" />
                    Excluir
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Excluir imagem?"
        description="A imagem e o arquivo serão apagados para todo o estúdio. Esta ação não pode ser desfeita."
        confirmLabel="Excluir imagem"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          if (!deleting) return;
          try {
            await remove.mutateAsync(deleting.id);
          } catch (err) {
            throw new Error(errorMessage(err), { cause: err });
          }
          toast.success("Imagem excluída");
          setDeleting(null);
        }}
      />
    </Card>
  );
}

/**
 * Geração de imagens (R-IMG-1 to R-IMG-3): a description, "Gerar imagem" ("Gerando... (pode
 * demorar até 30s)" while the server waits for the provider), the image with its download, the
 * month's count, and the studio's gallery. A failure shows the spec's toast and banner, never a
 * fake image.
 */
export function ImagesPage() {
  const promptId = useId();
  const [prompt, setPrompt] = useState("");
  const [projectId, setProjectId] = useState("");
  const [result, setResult] = useState<GeneratedImage | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const generate = useGenerateImage();
  const quota = useImageQuota();
  const projects = useProjects();
  const busy = generate.isPending;
  const quotaId = useId();
  // The plan's reason, said beside a disabled "Gerar imagem" (R-IMG-3): no images, or the month's used up.
  const blocked = quota.data ? quotaBlocks(quota.data) : false;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (!prompt.trim()) {
      toast.error(IMAGE_PROMPT_REQUIRED_TITLE, { description: IMAGE_PROMPT_REQUIRED_TEXT });
      return;
    }
    // The last image stays on screen until a new one arrives: a failed attempt does not take it away.
    setFailure(null);
    try {
      const image = await generate.mutateAsync({ prompt, projectId: projectId || null });
      setResult(image);
      toast.success(IMAGE_SUCCESS);
    } catch (err) {
      // The spec's toast (R-IMG-2) for the provider's failures; its "check the API key" would
      // mislead on a used-up quota, a refused prompt or a wait, which say their own reason.
      const status = err instanceof ApiError ? err.status : 0;
      const kind = status === 402 ? "quota" : status === 422 || status === 429 ? "request" : "provider";
      setFailure({ kind, message: errorMessage(err) });
      toast.error(IMAGE_FAILED_TITLE, { description: kind === "provider" ? IMAGE_FAILED_TEXT : errorMessage(err) });
    }
  }

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader
        title="Geração de imagens"
        description="Descreva o ambiente ou a fachada e a IA cria uma imagem para inspirar o projeto."
        icon={<Icon />}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Descreva a imagem</CardTitle>
            <CardDescription>
              Quanto mais detalhes (estilo, materiais, iluminação, ângulo), melhor o resultado.
            </CardDescription>
          </CardHeader>
          <CardContent>
            <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
              <FormField label="Descrição da imagem" id={promptId}>
                {(field) => (
                  <Textarea
                    {...field}
                    name="prompt"
                    rows={6}
                    maxLength={IMAGE_PROMPT_MAX}
                    value={prompt}
                    onChange={(e) => setPrompt(e.target.value)}
                    placeholder="Ex.: fachada de uma casa contemporânea com madeira e concreto aparente, ao entardecer"
                  />
                )}
              </FormField>
              <FormField label="Projeto (opcional)">
                {(field) => (
                  <NativeSelect {...field} value={projectId} onChange={(e) => setProjectId(e.target.value)}>
                    <option value="">Nenhum projeto</option>
                    {projects.data?.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name} — {p.client.name}
                      </option>
                    ))}
                  </NativeSelect>
                )}
              </FormField>
              <div className="flex flex-wrap items-center gap-3">
                <Button type="submit" disabled={busy || blocked} aria-describedby={quota.data ? quotaId : undefined}>
                  <Sparkles aria-hidden="true" />
                  {busy ? "Gerando... (pode demorar até 30s)" : "Gerar imagem"}
                </Button>
                {quota.data ? (
                  <p id={quotaId} className="text-sm text-muted-foreground" data-testid="image-quota">
                    {quotaLine(quota.data)}
                    {blocked ? (
                      <>
                        {" "}
                        <Link to="/dashboard/planos" className="text-primary underline-offset-4 hover:underline">
                          Ver planos
                        </Link>
                      </>
                    ) : null}
                  </p>
                ) : null}
              </div>
              {failure ? <FailureBanner failure={failure} /> : null}
            </form>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Resultado</CardTitle>
          </CardHeader>
          <CardContent>
            {busy ? (
              <div className="flex aspect-square items-center justify-center sm:aspect-video">
                <Spinner label="Gerando imagem..." />
              </div>
            ) : result ? (
              <figure className="flex flex-col gap-3">
                <img src={result.url} alt={result.prompt} className="w-full rounded-md border object-contain" />
                <figcaption className="text-sm text-muted-foreground">{result.prompt}</figcaption>
                <div>
                  <DownloadButton image={result} />
                </div>
              </figure>
            ) : (
              <EmptyState icon={<ImageIcon />} className="aspect-square sm:aspect-video">
                A imagem gerada aparecerá aqui.
              </EmptyState>
            )}
          </CardContent>
        </Card>
      </div>
      <Gallery />
    </div>
  );
}
