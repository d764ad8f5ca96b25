import { useId, useState, type ChangeEvent } from "react";
import { BookmarkPlus } from "lucide-react";
import { toast } from "sonner";
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_MIME_TYPES, IMAGE_TOO_LARGE, IMAGE_WRONG_TYPE } from "#domain/files";
import { addReferenceInputSchema } from "#domain/references.schema";
import { Field } from "#web/components/form/field";
import { applyServerErrors } from "#web/components/form/errors";
import { useZodForm } from "#web/components/form/use-zod-form";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorMessage } from "#web/lib/api";
import { uploadImage } from "#web/api/files";
import { useAddReference } from "#web/api/references";

const formSchema = addReferenceInputSchema.omit({ imageId: true });
const EMPTY = { url: "", title: "", note: "" };

/** What the page can tell before sending (the server reads the bytes and decides). */
function imageProblem(file: File): string | null {
  if (file.size > IMAGE_MAX_BYTES) return IMAGE_TOO_LARGE;
  // An empty type (some systems) is left to the server.
  if (file.type && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return IMAGE_WRONG_TYPE;
  return null;
}

/**
 * "Salvar referência": an address, a title, a note and an optional image, saved to the project
 * chosen above. The image is sent first (POST /api/files) and the reference names it; the
 * server's field errors land under their inputs.
 */
export function SaveReferenceForm({ requireProject }: { requireProject: () => string | null }) {
  const imageId = useId();
  const form = useZodForm(formSchema, { defaultValues: EMPTY });
  const add = useAddReference();
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  // The image's upload and the reference's save are one submit: the form's own pending state
  // covers both (decision 041), where either mutation's would leave a gap between them.
  const busy = form.formState.isSubmitting;
  // A new key empties the file input after a save (its value cannot be set).
  const [inputKey, setInputKey] = useState(0);

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const chosen = event.target.files?.[0] ?? null;
    setFile(chosen);
    setImageError(chosen ? imageProblem(chosen) : null);
  }

  const save = form.handleSubmit(async (values) => {
    const projectId = requireProject();
    if (!projectId) return;
    if (file && imageProblem(file)) {
      setImageError(imageProblem(file));
      return;
    }
    try {
      let uploaded: string | null = null;
      if (file) {
        try {
          uploaded = (await uploadImage(file, "referencia")).id;
        } catch (err) {
          setImageError(err instanceof ApiError && err.fields?.file ? err.fields.file : errorMessage(err));
          return;
        }
      }
      await add.mutateAsync({ projectId, input: { ...values, imageId: uploaded } });
      toast.success("Referência salva");
      form.reset(EMPTY);
      setFile(null);
      setImageError(null);
      setInputKey((k) => k + 1);
    } catch (err) {
      if (err instanceof ApiError && err.fields?.imageId) setImageError(err.fields.imageId);
      else if (!applyServerErrors(form, err)) toast.error("Não foi possível salvar a referência", { description: errorMessage(err) });
    }
  });

  return (
    <Card aria-labelledby="salvar-referencia">
      <CardHeader>
        <CardTitle id="salvar-referencia">Salvar referência</CardTitle>
        <CardDescription>Guarde no projeto escolhido acima o que encontrar nas pesquisas: o endereço, um título, por que ela inspira e, se quiser, uma imagem.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void save(e)} className="grid gap-4 sm:grid-cols-2">
          <Field control={form.control} name="url" label="Endereço (URL)" className="sm:col-span-2">
            {(p) => <Input {...p} type="url" inputMode="url" placeholder="https://…" />}
          </Field>
          <Field control={form.control} name="title" label="Título" className="sm:col-span-2">
            {(p) => <Input {...p} />}
          </Field>
          <Field control={form.control} name="note" label="Observação" className="sm:col-span-2">
            {(p) => <Textarea {...p} value={p.value ?? ""} />}
          </Field>
          <FormField id={imageId} label="Imagem (opcional)" hint="PNG, JPEG ou WebP, até 5 MB." error={imageError ?? undefined} className="sm:col-span-2">
            {(wiring) => <Input key={inputKey} {...wiring} type="file" accept={IMAGE_ACCEPT} onChange={choose} className="h-auto py-1.5" />}
          </FormField>
          <Button type="submit" className="justify-self-start" disabled={busy} aria-busy={busy}>
            <BookmarkPlus aria-hidden="true" />
            {busy ? "Salvando…" : "Salvar referência"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
