import { useId } from "react";
import { toast } from "sonner";
import { AI_TONES } from "#domain/profile";
import { preferencesSchema, type Profile } from "#domain/profile.schema";
import { CONSTRUCTION_STANDARDS, UFS } from "#domain/projects";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { NativeSelect } from "#web/components/ui/native-select";
import { errorMessage } from "#web/lib/api";
import { useUpdatePreferences } from "#web/api/profile";

/**
 * "Preferências" (R-PROFILE-4): the UF and construction standard the budgets start from, and the
 * tone of the texts the AI writes. A select's "" is "none" (null).
 */
export function PreferencesCard({ preferences }: { preferences: Profile["preferences"] }) {
  const toneId = useId();
  const save = useUpdatePreferences();
  const form = useZodForm(preferencesSchema, { defaultValues: preferences });
  const { control, formState, register } = form;
  const toneError = formState.errors.aiTone?.message;

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync(input);
      form.reset(saved.preferences);
      toast.success("Preferências salvas");
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível salvar as preferências", { description: errorMessage(error) });
    }
  });

  return (
    <Card aria-labelledby="preferencias">
      <CardHeader>
        <CardTitle id="preferencias">Preferências</CardTitle>
        <CardDescription>O que a Prancheta já sugere nos orçamentos e como a IA escreve para você.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field control={control} name="defaultUf" label="UF padrão" hint="O estado sugerido nos orçamentos (CUB).">
              {(p) => (
                <NativeSelect {...p} value={p.value ?? ""} onChange={(e) => p.onChange(e.target.value || null)}>
                  <option value="">Nenhuma</option>
                  {UFS.map((uf) => (
                    <option key={uf} value={uf}>
                      {uf}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
            <Field control={control} name="defaultStandard" label="Padrão de acabamento padrão" hint="O padrão sugerido nos orçamentos.">
              {(p) => (
                <NativeSelect {...p} value={p.value ?? ""} onChange={(e) => p.onChange(e.target.value || null)}>
                  <option value="">Nenhum</option>
                  {CONSTRUCTION_STANDARDS.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.label}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>

          <fieldset aria-describedby={toneError ? `${toneId}-error` : undefined} className="flex flex-col gap-2">
            <legend className="mb-2 text-sm font-medium">Tom dos textos da IA</legend>
            {AI_TONES.map((tone) => (
              <label key={tone.id} className="flex items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary">
                <input
                  type="radio"
                  {...register("aiTone")}
                  value={tone.id}
                  aria-labelledby={`${toneId}-${tone.id}-label`}
                  aria-describedby={`${toneId}-${tone.id}`}
                  className="mt-0.5 size-4 accent-primary"
                />
                <span className="flex flex-col gap-0.5">
                  <span id={`${toneId}-${tone.id}-label`} className="text-sm font-medium">
                    {tone.label}
                  </span>
                  <span id={`${toneId}-${tone.id}`} className="text-xs text-muted-foreground">
                    {tone.hint}
                  </span>
                </span>
              </label>
            ))}
            {toneError ? (
              <p id={`${toneId}-error`} className="text-sm font-medium text-destructive">
                {toneError}
              </p>
            ) : null}
          </fieldset>

          <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Salvando..." : "Salvar preferências"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
