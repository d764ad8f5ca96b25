import { Check, ImagePlus, Sparkles, Trash2 } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { plural } from "#domain/addressing";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TOO_LARGE } from "#domain/files";
import { OPTIONAL_SLIDES, PRESENTATION_IMAGES_MAX, type OptionalSlide } from "#domain/presentations";
import type { PresentationSources } from "#domain/presentations.schema";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Checkbox } from "#web/components/ui/checkbox";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { QueryState } from "#web/components/query-state";
import { errorMessage } from "#web/lib/api";
import { dashboardPath } from "#web/lib/navigation";
import { imageQueries } from "#web/api/images";
import { fileUrl, uploadImage } from "#web/api/files";

export type WizardImage = { fileId: string; caption: string; name: string };

export type ContentChoice = {
  title: string;
  slides: OptionalSlide[];
  /** null: the project's text; a string: the presentation's own. */
  ownText: string | null;
  images: WizardImage[];
};

/** What each optional slide will show, from what the project has; counts through `plural` ("1 referência salva"). */
export function slideNote(id: OptionalSlide, sources: PresentationSources | undefined, images: number): string {
  if (!sources) return "";
  switch (id) {
    case "texto":
      return sources.text.source === "documento" ? "Do texto de apresentação do projeto." : "Rascunho offline a partir dos dados do projeto.";
    case "conceito":
      return sources.concept ? "Do conceito do projeto." : "O projeto ainda não tem conceito: o slide fica de fora.";
    case "programa":
      return sources.programme && sources.programme.rooms > 0 ? `${plural(sources.programme.rooms, "ambiente", "ambientes")} do programa de necessidades.` : "O projeto ainda não tem programa: o slide fica de fora.";
    case "areas":
      return sources.programme?.builtArea ? "Áreas por setor e área construída estimada." : "Sem áreas no projeto ainda.";
    case "potencial":
      // R-PRES-2: off by default; drawn only when the project's lot (or its zoning analysis) gives a rectangle.
      return "Planta e corte do lote pela última análise de zoneamento do projeto, ou pelos dados do lote; sem frente e fundo (ou área), o slide fica de fora.";
    case "orcamento":
      return sources.budget ? "Resumo do orçamento do projeto." : "O projeto ainda não tem orçamento: o slide fica de fora.";
    case "referencias":
      return sources.references.length > 0 ? `${plural(sources.references.length, "referência salva", "referências salvas")}, ${sources.references.length === 1 ? "num slide" : "duas por slide"}.` : "Nenhuma referência salva no projeto.";
    case "imagens":
      return images > 0 ? `${plural(images, "imagem", "imagens")}, uma por slide.` : "Envie ou escolha imagens abaixo.";
    case "contato":
      return "Os contatos do estúdio (Configurações → Perfil).";
  }
}

/** A prompt short enough for a button's name and an image's alt text. */
const shortPrompt = (prompt: string) => (prompt.length > 80 ? `${prompt.slice(0, 79).trimEnd()}…` : prompt);

/**
 * "Imagens geradas" (R-PRES-1): the studio's images from the generator (R-IMG-2), each a toggle
 * that adds it to the presentation with an empty caption (as an upload does) or takes it out.
 */
function GeneratedImagesPicker({ value, onChange }: { value: ContentChoice; onChange: (next: ContentChoice | ((current: ContentChoice) => ContentChoice)) => void }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  // Asked only once the picker opens; the gallery's own query, so a deletion there shows here.
  const images = useQuery({ ...imageQueries.list(), enabled: open });
  const full = value.images.length >= PRESENTATION_IMAGES_MAX;

  function toggle(fileId: string, prompt: string) {
    onChange((current) =>
      current.images.some((im) => im.fileId === fileId)
        ? { ...current, images: current.images.filter((im) => im.fileId !== fileId) }
        : current.images.length >= PRESENTATION_IMAGES_MAX
          ? current
          : { ...current, images: [...current.images, { fileId, caption: "", name: shortPrompt(prompt) }] },
    );
  }

  return (
    <div className="space-y-3">
      <Button type="button" variant="outline" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={() => setOpen((o) => !o)}>
        <Sparkles aria-hidden="true" />
        Escolher entre as imagens geradas
      </Button>
      {open ? (
        <div id={panelId} className="space-y-2 rounded-md border p-3">
          <p className="text-sm font-medium">Imagens geradas</p>
          {images.isSuccess ? (
            images.data.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                Nenhuma imagem gerada ainda. Crie imagens em{" "}
                <Link to={dashboardPath("imagens")} className="underline">
                  Geração de imagens
                </Link>
                .
              </p>
            ) : (
              <ul aria-label="Imagens geradas" className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {images.data.map((image) => {
                  const added = value.images.some((im) => im.fileId === image.fileId);
                  return (
                    <li key={image.id}>
                      <button
                        type="button"
                        aria-pressed={added}
                        aria-label={`Usar a imagem gerada: ${shortPrompt(image.prompt)}`}
                        title={image.prompt}
                        disabled={!added && full}
                        onClick={() => toggle(image.fileId, image.prompt)}
                        className="relative block w-full overflow-hidden rounded border outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50 aria-pressed:ring-2 aria-pressed:ring-primary"
                      >
                        <img src={image.url} alt="" className="aspect-square w-full object-cover" />
                        {added ? (
                          <span className="absolute right-1 top-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                            <Check aria-hidden="true" className="size-3" />
                          </span>
                        ) : null}
                      </button>
                    </li>
                  );
                })}
              </ul>
            )
          ) : (
            <QueryState query={images} loadingLabel="Carregando as imagens geradas" />
          )}
        </div>
      ) : null}
    </div>
  );
}

/** `onChange` takes the next choice or an updater (an upload's result joins what was typed meanwhile). */
export function ContentStep({ sources, value, onChange }: { sources: PresentationSources | undefined; value: ContentChoice; onChange: (next: ContentChoice | ((current: ContentChoice) => ContentChoice)) => void }) {
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const toggle = (id: OptionalSlide, on: boolean) => onChange({ ...value, slides: on ? OPTIONAL_SLIDES.map((s) => s.id).filter((s) => s === id || value.slides.includes(s)) : value.slides.filter((s) => s !== id) });

  async function addFiles(files: FileList | null) {
    if (!files) return;
    setUploadError(null);
    const room = PRESENTATION_IMAGES_MAX - value.images.length;
    const chosen = [...files].slice(0, room);
    if (chosen.some((f) => f.size > IMAGE_MAX_BYTES)) {
      setUploadError(IMAGE_TOO_LARGE);
      return;
    }
    setUploading(true);
    const added: WizardImage[] = [];
    try {
      for (const file of chosen) {
        const stored = await uploadImage(file, "apresentacao-imagem");
        added.push({ fileId: stored.id, caption: "", name: stored.name });
      }
    } catch (err) {
      setUploadError(errorMessage(err));
    } finally {
      setUploading(false);
      onChange((current) => ({ ...current, images: [...current.images, ...added] }));
      if (fileInput.current) fileInput.current.value = "";
    }
  }

  return (
    <div className="space-y-6">
      <FormField label="Título da apresentação">{(field) => <Input {...field} value={value.title} maxLength={160} onChange={(e) => onChange({ ...value, title: e.target.value })} />}</FormField>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Slides</legend>
        <p className="text-sm text-muted-foreground">A capa, com o logotipo, o cliente e o projeto, vem sempre.</p>
        <ul className="grid gap-3 sm:grid-cols-2">
          {OPTIONAL_SLIDES.map((slide) => (
            <li key={slide.id}>
              <FormField label={slide.label} hint={slideNote(slide.id, sources, value.images.length)} beside>
                {(field) => <Checkbox {...field} checked={value.slides.includes(slide.id)} onCheckedChange={(on) => toggle(slide.id, on === true)} />}
              </FormField>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Texto de apresentação</legend>
        <div className="flex flex-col gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="radio" name="texto" checked={value.ownText === null} onChange={() => onChange({ ...value, ownText: null })} />
            {sources?.text.source === "documento" ? "Usar o texto de apresentação do projeto" : "Usar o rascunho a partir dos dados do projeto"}
          </label>
          <label className="flex items-center gap-2">
            <input type="radio" name="texto" checked={value.ownText !== null} onChange={() => onChange({ ...value, ownText: value.ownText ?? sources?.text.preview ?? "" })} />
            Escrever um texto só para esta apresentação
          </label>
        </div>
        {value.ownText === null ? (
          <div className="space-y-2">
            <p className="max-h-40 overflow-auto whitespace-pre-line rounded-md border bg-muted/40 p-3 text-sm">{sources?.text.preview ?? "Carregando…"}</p>
            {sources?.text.source === "offline" ? (
              <p className="text-xs text-muted-foreground">
                Rascunho sem IA: os trechos marcados [completar: …] ficam fora do PDF. Complete-os, ou escreva o texto com a IA no editor do projeto (Textos de apresentação), e gere de novo.
              </p>
            ) : null}
          </div>
        ) : (
          <FormField label="Texto próprio" hint="Parágrafos separados por uma linha em branco; textos longos continuam no slide seguinte.">
            {(field) => <Textarea {...field} rows={8} maxLength={8000} value={value.ownText ?? ""} onChange={(e) => onChange({ ...value, ownText: e.target.value })} />}
          </FormField>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="text-sm font-medium">Imagens do projeto</legend>
        <p className="text-sm text-muted-foreground">
          PNG, JPEG ou WebP, até 5 MB cada, ou imagens da Geração de imagens; no máximo {PRESENTATION_IMAGES_MAX}. Cada imagem ganha um slide com a sua legenda.
        </p>
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} multiple className="sr-only" aria-label="Enviar imagens" onChange={(e) => void addFiles(e.target.files)} />
        <Button type="button" variant="outline" disabled={uploading || value.images.length >= PRESENTATION_IMAGES_MAX} onClick={() => fileInput.current?.click()}>
          <ImagePlus aria-hidden="true" />
          {uploading ? "Enviando..." : "Adicionar imagens"}
        </Button>
        <GeneratedImagesPicker value={value} onChange={onChange} />
        {uploadError ? (
          <p role="alert" className="text-sm text-destructive">
            {uploadError}
          </p>
        ) : null}
        <ul className="space-y-3">
          {value.images.map((image, i) => (
            <li key={image.fileId} className="flex items-start gap-3">
              <img src={fileUrl(image.fileId)} alt={image.name} className="size-20 rounded border object-cover" />
              <FormField label={`Legenda da imagem ${i + 1}`} className="flex-1">
                {(field) => <Input {...field} value={image.caption} maxLength={200} onChange={(e) => onChange({ ...value, images: value.images.map((im) => (im.fileId === image.fileId ? { ...im, caption: e.target.value } : im)) })} />}
              </FormField>
              <Button type="button" variant="ghost" size="sm" aria-label={`Remover a imagem ${i + 1}`} onClick={() => onChange({ ...value, images: value.images.filter((im) => im.fileId !== image.fileId) })}>
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </fieldset>
    </div>
  );
}
