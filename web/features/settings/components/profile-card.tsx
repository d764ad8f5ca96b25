import { toast } from "sonner";
import { profileInputSchema, type Profile, type ProfileInput } from "#domain/profile.schema";
import { ROLE_LABELS } from "#domain/studios";
import { z } from "#domain/zod";
import { applyServerErrors } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { errorMessage } from "#web/lib/api";
import { useUpdateProfile } from "#web/api/profile";
import { EmailChange } from "./email-change";
import { studioFieldsOf, studioFieldsSchema } from "./profile-form-values";

const editorSchema = z.object({ name: profileInputSchema.shape.name, studio: studioFieldsSchema });
// Someone who cannot edit the studio sends only the name: its (disabled) fields are not checked.
const memberSchema = z.object({ name: profileInputSchema.shape.name, studio: studioFieldsSchema.optional().catch(undefined) });

/**
 * "Perfil": the person's name, the sign-in e-mail (changed through a link) and the studio's public
 * data, which the PDFs print; only the owner and admins change the studio's (its fields are shown
 * disabled to the others). The brand colour is the brand card's: it goes back as it is stored.
 */
export function ProfileCard({ profile }: { profile: Profile }) {
  const { studio } = profile;
  const update = useUpdateProfile();
  // The editor's schema only narrows the member's (studio always present): one form type for both.
  const form = useZodForm((studio.canEdit ? editorSchema : memberSchema) as typeof memberSchema, {
    defaultValues: { name: profile.user.name, studio: studioFieldsOf(studio) },
  });
  const { control, formState } = form;
  // Disabled one by one too, not only through the fieldset: every browser and tool then agrees.
  const locked = !studio.canEdit;

  const onSubmit = form.handleSubmit(async (values) => {
    const input: ProfileInput =
      studio.canEdit && values.studio ? { name: values.name, studio: { ...values.studio, brandColor: studio.brandColor } } : { name: values.name };
    try {
      const saved = await update.mutateAsync(input);
      form.reset({ name: saved.user.name, studio: studioFieldsOf(saved.studio) });
      toast.success("Perfil atualizado");
    } catch (error) {
      if (applyServerErrors(form, error)) return;
      toast.error("Não foi possível salvar o perfil", { description: errorMessage(error) });
    }
  });

  return (
    <Card aria-labelledby="perfil">
      <CardHeader>
        <CardTitle id="perfil">Perfil</CardTitle>
        <CardDescription>Seus dados e os do seu estúdio, que aparecem nos documentos em PDF.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-4">
          <Field control={control} name="name" label="Nome">
            {(p) => <Input {...p} autoComplete="name" />}
          </Field>
          <EmailChange user={profile.user} />

          <fieldset disabled={locked} className="flex flex-col gap-4 border-t border-border pt-4">
            <legend className="sr-only">Dados do estúdio</legend>
            {studio.canEdit ? null : (
              <p className="text-sm text-muted-foreground">
                Só o proprietário ou um administrador do estúdio pode mudar os dados do estúdio (seu papel: {ROLE_LABELS[studio.role]}).
              </p>
            )}
            <div className="grid gap-4 sm:grid-cols-2">
              <Field control={control} name="studio.name" label="Empresa/estúdio" className="sm:col-span-2">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} autoComplete="organization" />}
              </Field>
              <Field control={control} name="studio.legalName" label="Razão social" hint="Se o estúdio é uma empresa: aparece no contrato e na proposta.">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} autoComplete="organization" />}
              </Field>
              <Field control={control} name="studio.cnpj" label="CNPJ" hint="Ex.: 12.345.678/0001-95. Identifica o estúdio como parte no contrato.">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} autoComplete="off" />}
              </Field>
              <Field control={control} name="studio.cau" label="Registro CAU" hint="Ex.: A12345-6 (ou PJ1234-5 para empresas)">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} autoComplete="off" />}
              </Field>
              <Field control={control} name="studio.phone" label="Telefone/WhatsApp" hint="Com DDD, ex.: (11) 98765-4321">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} type="tel" inputMode="tel" autoComplete="tel" />}
              </Field>
              <Field control={control} name="studio.publicEmail" label="E-mail público" hint="O e-mail que seus clientes veem nos documentos.">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} type="email" autoComplete="off" />}
              </Field>
              <Field control={control} name="studio.website" label="Site" hint="Ex.: www.estudio.com.br">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} type="url" inputMode="url" autoComplete="url" />}
              </Field>
              <Field control={control} name="studio.address" label="Endereço" className="sm:col-span-2">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} autoComplete="street-address" />}
              </Field>
              <Field control={control} name="studio.instagram" label="Instagram" hint="Ex.: @nome.do.estudio">
                {(p) => <Input {...p} value={p.value ?? ""} disabled={locked} autoComplete="off" />}
              </Field>
            </div>
          </fieldset>

          <Button type="submit" className="self-start" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? "Salvando..." : "Salvar alterações"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
