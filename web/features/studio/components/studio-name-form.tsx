import { toast } from "sonner";
import { studioPatchSchema, type Studio } from "#domain/studios.schema";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { useRenameStudio } from "#web/api/studio";

/** "Nome do estúdio" and "Salvar nome" (owner and admins). */
export function StudioNameForm({ studio }: { studio: Studio }) {
  const rename = useRenameStudio();
  const form = useZodForm(studioPatchSchema, { defaultValues: { name: studio.name } });

  const onSubmit = form.handleSubmit(async (input) => {
    if (input.name === studio.name) return;
    try {
      const saved = await rename.mutateAsync(input);
      form.reset({ name: saved.name });
      toast.success("Nome do estúdio salvo.", { description: saved.name });
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível salvar o nome", { description: errorMessage(error) });
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field control={form.control} name="name" label="Nome do estúdio" className="flex-1">
        {(p) => <Input {...p} autoComplete="organization" />}
      </Field>
      <Button type="submit" variant="outline" className="sm:mt-7" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? "Salvando..." : "Salvar nome"}
      </Button>
    </form>
  );
}
