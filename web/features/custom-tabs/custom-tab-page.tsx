import { useState } from "react";
import { useFieldArray, useWatch } from "react-hook-form";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { ArrowDown, ArrowUp, ExternalLink, Loader2, PanelTop, Plus, Save, Trash2, X } from "lucide-react";
import { linkHost, isWebUrl } from "#domain/custom-tabs";
import { customTabBlockInputSchema, customTabInputSchema, customTabLinkInputSchema, type CustomTab, type CustomTabInput } from "#domain/custom-tabs.schema";
import { z } from "#domain/zod";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { applyServerErrors, firstErrorMessage } from "#web/components/form/errors";
import { Field } from "#web/components/form/field";
import { useZodForm } from "#web/components/form/use-zod-form";
import { MarkdownText } from "#web/components/markdown";
import { PageHeader } from "#web/components/page-header";
import { BackLink, RecordPending } from "#web/components/record-page";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError } from "#web/lib/api";
import { useCustomTab, useDeleteCustomTab, useUpdateCustomTab } from "#web/api/custom-tabs";

const AREA = { to: "/dashboard/area-personalizada", label: "Voltar para Área personalizada" };

const blank = (...texts: string[]) => texts.every((text) => !text.trim());
const present = <T,>(row: T | undefined): row is T => row !== undefined;

/**
 * The editor's form (decision 041): the tab's own schema, row by row. A block or a shortcut left
 * completely empty is dropped rather than refused; every other row is checked where it stands, so
 * its messages land under its own inputs, and the lists are then checked as the API checks them.
 */
const blockRowSchema = z
  .object({ id: z.string().optional(), title: z.string(), text: z.string() })
  .transform((row): CustomTabInput["blocks"][number] | undefined => (blank(row.title, row.text) ? undefined : { ...(row.id ? { id: row.id } : {}), title: row.title, text: row.text }))
  .pipe(customTabBlockInputSchema.optional());
const linkRowSchema = z
  .object({ url: z.string(), label: z.string() })
  .transform((row): CustomTabInput["links"][number] | undefined => (blank(row.url, row.label) ? undefined : row))
  .pipe(customTabLinkInputSchema.optional());
const tabFormSchema = z.object({
  name: customTabInputSchema.shape.name,
  blocks: z
    .array(blockRowSchema)
    .transform((rows): CustomTabInput["blocks"] => rows.filter(present))
    .pipe(customTabInputSchema.shape.blocks),
  links: z
    .array(linkRowSchema)
    .transform((rows): CustomTabInput["links"] => rows.filter(present))
    .pipe(customTabInputSchema.shape.links),
  notes: z
    .string()
    .transform((notes): CustomTabInput["notes"] => notes)
    .pipe(customTabInputSchema.shape.notes),
});
type TabForm = z.input<typeof tabFormSchema>;

/**
 * The server's messages name the rows it was sent (`blocks.2.text`); empty rows were not sent, so
 * each index is turned back into the row's place on screen.
 */
function onScreen(fields: Record<string, string>, values: TabForm): Record<string, string> {
  const sent = {
    blocks: values.blocks.flatMap((b, i) => (blank(b.title, b.text) ? [] : [i])),
    links: values.links.flatMap((l, i) => (blank(l.url, l.label) ? [] : [i])),
  };
  return Object.fromEntries(
    Object.entries(fields).map(([path, message]) => {
      const [list, index, ...rest] = path.split(".");
      const rows = list === "blocks" || list === "links" ? sent[list] : undefined;
      const row = rows && index !== undefined ? rows[Number(index)] : undefined;
      return [row === undefined ? path : [list, row, ...rest].join("."), message];
    }),
  );
}

/** The tab's editor (R-TAB-1, R-TAB-2): everything editable in place, saved together. */
function TabEditor({ tab }: { tab: CustomTab }) {
  const update = useUpdateCustomTab(tab.id);
  const form = useZodForm(tabFormSchema, {
    defaultValues: {
      name: tab.name,
      blocks: tab.blocks.map((b) => ({ id: b.id, title: b.title ?? "", text: b.text })),
      links: tab.links.map((l) => ({ url: l.url, label: l.label ?? "" })),
      notes: tab.notes ?? "",
    },
  });
  // `key`, not react-hook-form's default `id`: a saved block's id is one of its values.
  const blocks = useFieldArray({ control: form.control, name: "blocks", keyName: "key" });
  const links = useFieldArray({ control: form.control, name: "links", keyName: "key" });
  const linkValues = useWatch({ control: form.control, name: "links" });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(
    async (input) => {
      try {
        await update.mutateAsync(input);
        toast.success("Alterações salvas", { description: "A aba foi atualizada." });
      } catch (error) {
        if (error instanceof ApiError && error.fields) {
          const fields = onScreen(error.fields, form.getValues());
          applyServerErrors(form, new ApiError(error.status, error.code, error.message, fields));
          for (const list of ["blocks", "links"] as const) if (fields[list]) form.setError(list, { type: "server", message: fields[list] });
        }
        toast.error("Não foi possível salvar a aba", { description: error instanceof Error ? error.message : undefined });
      }
    },
    (found) => toast.error("Confira os campos destacados", { description: firstErrorMessage(found) }),
  );
  const listError = (list: "blocks" | "links") => errors[list]?.root?.message ?? errors[list]?.message;

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6" noValidate>
      <Card>
        <CardContent className="pt-6">
          <Field control={form.control} name="name" label="Nome da aba" hint="É o nome que aparece no menu lateral.">
            {(field) => <Input {...field} maxLength={60} />}
          </Field>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Blocos de conteúdo</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {listError("blocks") ? <p className="text-sm font-medium text-destructive">{listError("blocks")}</p> : null}
          {blocks.fields.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum bloco ainda.</p> : null}
          <ol className="flex flex-col gap-4" aria-label="Blocos de conteúdo">
            {blocks.fields.map((block, i) => {
              const n = i + 1;
              return (
                <li key={block.key} className="rounded-md border border-border p-4" data-testid="tab-block">
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold text-muted-foreground">Bloco {n}</span>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Mover para cima (bloco ${n})`} title="Mover para cima" disabled={i === 0} onClick={() => blocks.move(i, i - 1)}>
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Mover para baixo (bloco ${n})`}
                        title="Mover para baixo"
                        disabled={i === blocks.fields.length - 1}
                        onClick={() => blocks.move(i, i + 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Remover bloco ${n}`} title="Remover bloco" onClick={() => blocks.remove(i)}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <div className="flex flex-col gap-3">
                    <Field control={form.control} name={`blocks.${i}.title`} label={`Título do bloco ${n}`}>
                      {(field) => <Input {...field} maxLength={120} placeholder="Sem título" />}
                    </Field>
                    <Field control={form.control} name={`blocks.${i}.text`} label={`Texto do bloco ${n}`}>
                      {(field) => <Textarea {...field} rows={5} />}
                    </Field>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button variant="outline" className="self-start" disabled={blocks.fields.length >= 30} onClick={() => blocks.append({ title: "", text: "" }, { shouldFocus: false })}>
            <Plus aria-hidden="true" />
            Adicionar bloco
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Atalhos</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {listError("links") ? <p className="text-sm font-medium text-destructive">{listError("links")}</p> : null}
          {links.fields.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum atalho ainda.</p> : null}
          <ul className="flex flex-col gap-4" aria-label="Atalhos">
            {links.fields.map((row, i) => {
              const n = i + 1;
              const link = linkValues[i] ?? row;
              const valid = isWebUrl(link.url);
              return (
                <li key={row.key} className="rounded-md border border-border p-4">
                  <div className="mb-3 flex items-center justify-between gap-2">
                    {valid ? (
                      <a href={link.url.trim()} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
                        <span className="truncate">{link.label.trim() || linkHost(link.url)}</span>
                        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                      </a>
                    ) : (
                      <span className="text-sm text-muted-foreground">Atalho {n}</span>
                    )}
                    <Button variant="ghost" size="icon" aria-label={`Remover atalho ${n}`} title="Remover atalho" onClick={() => links.remove(i)}>
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <Field control={form.control} name={`links.${i}.url`} label={`Endereço do atalho ${n}`}>
                      {(field) => <Input {...field} inputMode="url" placeholder="https://exemplo.com.br" />}
                    </Field>
                    <Field control={form.control} name={`links.${i}.label`} label={`Nome do atalho ${n} (opcional)`}>
                      {(field) => <Input {...field} maxLength={120} placeholder={valid ? linkHost(link.url) : ""} />}
                    </Field>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="outline" className="self-start" disabled={links.fields.length >= 30} onClick={() => links.append({ url: "", label: "" }, { shouldFocus: false })}>
            <Plus aria-hidden="true" />
            Adicionar atalho
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          <Field control={form.control} name="notes" label="Notas">
            {(field) => <Textarea {...field} rows={5} />}
          </Field>
        </CardContent>
      </Card>

      <div>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
          {update.isPending ? "Salvando..." : "Salvar alterações"}
        </Button>
      </div>

      {tab.advice ? (
        <Card>
          <CardHeader>
            <CardTitle>Sugestões de organização</CardTitle>
          </CardHeader>
          <CardContent className="text-sm">
            <MarkdownText text={tab.advice} />
          </CardContent>
        </Card>
      ) : null}
    </form>
  );
}

/** /dashboard/abas/:tabId (R-TAB-3): one of the person's tabs; a deleted or foreign one is not found. */
export function CustomTabPage() {
  const { tabId = "" } = useParams();
  const tab = useCustomTab(tabId);
  const remove = useDeleteCustomTab();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);

  if (!tab.isSuccess) {
    return (
      <div className="mx-auto max-w-4xl">
        <RecordPending query={tab} loadingLabel="Carregando a aba..." back={AREA} />
      </div>
    );
  }
  const data = tab.data;
  return (
    <div className="mx-auto max-w-4xl">
      <BackLink to={AREA.to} label="Área personalizada" />
      <PageHeader
        title={data.name}
        description="Sua aba pessoal: só você a vê neste estúdio."
        icon={<PanelTop />}
        actions={
          <Button variant="outline" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            Excluir aba
          </Button>
        }
      />
      {/* Saved: the editor starts again from what the server kept. */}
      <TabEditor key={`${data.id}:${data.updatedAt}`} tab={data} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Excluir aba"
        description={`A aba “${data.name}” e todo o seu conteúdo serão excluídos. Isso não pode ser desfeito.`}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          await remove.mutateAsync(data.id);
          toast.success("Aba excluída", { description: `“${data.name}” saiu do menu lateral.` });
          void navigate(AREA.to, { replace: true });
        }}
      />
    </div>
  );
}
