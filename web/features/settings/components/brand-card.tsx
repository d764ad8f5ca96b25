import { useId } from "react";
import { useWatch } from "react-hook-form";
import { toast } from "sonner";
import { brandColorSchema, type Profile } from "#domain/profile.schema";
import { z } from "#domain/zod";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { errorMessage } from "#web/lib/api";
import { useUpdateProfile } from "#web/api/profile";
import { BrandPreview } from "./brand-preview";
import { LogoField } from "./logo-field";
import { storedStudioInput } from "./profile-form-values";

const brandSchema = z.object({ brandColor: brandColorSchema });
const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * "Marca do estúdio" (R-PROFILE-3): the logo and the colour every PDF of the studio carries, with
 * a preview that follows the choice. "Salvar marca" saves the colour alone: the rest of the
 * studio's data goes back as it is stored (the profile card saves its own fields).
 */
export function BrandCard({ profile }: { profile: Profile }) {
  const { studio } = profile;
  const pickerId = useId();
  const update = useUpdateProfile();
  const form = useZodForm(brandSchema, { defaultValues: { brandColor: studio.brandColor } });
  const { control, formState } = form;
  const locked = !studio.canEdit;
  const typed = useWatch({ control, name: "brandColor" });
  const color = HEX.test(typed.trim()) ? typed.trim().toLowerCase() : studio.brandColor;

  const onSubmit = form.handleSubmit(async ({ brandColor }) => {
    try {
      const saved = await update.mutateAsync({ name: profile.user.name, studio: { ...storedStudioInput(studio), brandColor } });
      form.reset({ brandColor: saved.studio.brandColor });
      toast.success("Marca salva", { description: "Os próximos PDFs do estúdio saem com ela." });
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível salvar a marca", { description: errorMessage(error) });
    }
  });

  return (
    <Card aria-labelledby="marca-do-estudio">
      <CardHeader>
        <CardTitle id="marca-do-estudio">Marca do estúdio</CardTitle>
        <CardDescription>O logotipo e a cor que aparecem nos documentos em PDF do estúdio.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-[1fr_auto]">
        <div className="flex flex-col gap-6">
          {studio.canEdit ? null : (
            <p className="text-sm text-muted-foreground">Só o proprietário ou um administrador do estúdio pode mudar a marca.</p>
          )}
          <LogoField studio={studio} />
          <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
            <fieldset disabled={locked} className="flex flex-col gap-4">
              <legend className="sr-only">Cor da marca</legend>
              <div className="flex items-start gap-3">
                <div className="flex flex-col gap-2">
                  <Label htmlFor={pickerId}>Cor da marca</Label>
                  <input
                    id={pickerId}
                    type="color"
                    value={color}
                    disabled={locked}
                    onChange={(e) => form.setValue("brandColor", e.target.value, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
                    className="h-10 w-14 cursor-pointer rounded-md border border-input bg-card p-1 disabled:cursor-not-allowed disabled:opacity-60"
                  />
                </div>
                <Field control={control} name="brandColor" label="Código da cor" hint="No formato #RRGGBB, ex.: #1f4e79." className="flex-1">
                  {(p) => <Input {...p} autoComplete="off" spellCheck={false} className="font-mono" disabled={locked} />}
                </Field>
              </div>
              <Button type="submit" variant="outline" className="self-start" disabled={locked || formState.isSubmitting}>
                {formState.isSubmitting ? "Salvando..." : "Salvar marca"}
              </Button>
            </fieldset>
          </form>
        </div>
        <BrandPreview color={color} logoUrl={studio.logo?.screenUrl ?? null} studioName={studio.name} />
      </CardContent>
    </Card>
  );
}
