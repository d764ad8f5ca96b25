import { useState, type FormEvent } from "react";
import { useNavigate, useParams } from "react-router";
import { toast } from "sonner";
import { ArrowDown, ArrowUp, ExternalLink, Loader2, PanelTop, Plus, Save, Trash2, X } from "lucide-react";
import { linkHost, isWebUrl } from "#domain/custom-tabs";
import { customTabInputSchema, type CustomTab, type CustomTabInput } from "#domain/custom-tabs.schema";
import { fieldErrors } from "#domain/field-errors";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { FormField } from "#web/components/form-field";
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

interface DraftBlock {
  key: string;
  id?: string;
  title: string;
  text: string;
}
interface DraftLink {
  key: string;
  url: string;
  label: string;
}

let lastKey = 0;
const newKey = () => `k${++lastKey}`;

/** The draft as the API takes it, and which draft row each sent block and link came from (for the errors' indices). */
function toInput(name: string, blocks: DraftBlock[], links: DraftLink[], notes: string) {
  // A block or a shortcut left completely empty is dropped rather than refused.
  const sentBlocks = blocks.filter((b) => b.title.trim() || b.text.trim());
  const sentLinks = links.filter((l) => l.url.trim() || l.label.trim());
  const input: CustomTabInput = {
    name,
    blocks: sentBlocks.map((b) => ({ ...(b.id ? { id: b.id } : {}), title: b.title, text: b.text })),
    links: sentLinks.map((l) => ({ url: l.url, label: l.label })),
    notes,
  };
  return { input, blockKeys: sentBlocks.map((b) => b.key), linkKeys: sentLinks.map((l) => l.key) };
}

/** `{ "blocks.2.text": … }` → `{ "block:k7:text": … }`: errors follow the rows, whatever their index. */
function errorsByRow(fields: Record<string, string>, blockKeys: string[], linkKeys: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [list, index, field] = path.split(".");
    const keys = list === "blocks" ? blockKeys : list === "links" ? linkKeys : null;
    const key = keys && index !== undefined ? keys[Number(index)] : undefined;
    if (keys && key) out[`${list === "blocks" ? "block" : "link"}:${key}:${field ?? "text"}`] ??= message;
    else out[path] ??= message;
  }
  return out;
}

function moved<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/** The tab's editor (R-TAB-1, R-TAB-2): everything editable in place, saved together. */
function TabEditor({ tab }: { tab: CustomTab }) {
  const update = useUpdateCustomTab(tab.id);
  const [name, setName] = useState(tab.name);
  const [blocks, setBlocks] = useState<DraftBlock[]>(() => tab.blocks.map((b) => ({ key: newKey(), id: b.id, title: b.title ?? "", text: b.text })));
  const [links, setLinks] = useState<DraftLink[]>(() => tab.links.map((l) => ({ key: newKey(), url: l.url, label: l.label ?? "" })));
  const [notes, setNotes] = useState(tab.notes ?? "");
  const [errors, setErrors] = useState<Record<string, string>>({});

  const setBlock = (key: string, patch: Partial<DraftBlock>) => setBlocks((list) => list.map((b) => (b.key === key ? { ...b, ...patch } : b)));
  const setLink = (key: string, patch: Partial<DraftLink>) => setLinks((list) => list.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const { input, blockKeys, linkKeys } = toInput(name, blocks, links, notes);
    const checked = customTabInputSchema.safeParse(input);
    if (!checked.success) {
      const found = errorsByRow(fieldErrors(checked.error.issues), blockKeys, linkKeys);
      setErrors(found);
      toast.error("Confira os campos destacados", { description: Object.values(found)[0] });
      return;
    }
    setErrors({});
    try {
      await update.mutateAsync(input);
      toast.success("Alterações salvas", { description: "A aba foi atualizada." });
    } catch (error) {
      if (error instanceof ApiError && error.fields) setErrors(errorsByRow(error.fields, blockKeys, linkKeys));
      toast.error("Não foi possível salvar a aba", { description: error instanceof Error ? error.message : undefined });
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="flex flex-col gap-6" noValidate>
      <Card>
        <CardContent className="pt-6">
          <FormField label="Nome da aba" error={errors.name} hint="É o nome que aparece no menu lateral.">
            {(field) => <Input {...field} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />}
          </FormField>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Blocos de conteúdo</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {errors.blocks ? <p className="text-sm font-medium text-destructive">{errors.blocks}</p> : null}
          {blocks.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum bloco ainda.</p> : null}
          <ol className="flex flex-col gap-4" aria-label="Blocos de conteúdo">
            {blocks.map((block, i) => {
              const n = i + 1;
              return (
                <li key={block.key} className="rounded-md border border-border p-4" data-testid="tab-block">
                  <div className="mb-3 flex items-center justify-between gap-2">
                    <span className="text-sm font-semibold text-muted-foreground">Bloco {n}</span>
                    <div className="flex gap-1">
                      <Button variant="ghost" size="icon" aria-label={`Mover para cima (bloco ${n})`} title="Mover para cima" disabled={i === 0} onClick={() => setBlocks((list) => moved(list, i, i - 1))}>
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="icon"
                        aria-label={`Mover para baixo (bloco ${n})`}
                        title="Mover para baixo"
                        disabled={i === blocks.length - 1}
                        onClick={() => setBlocks((list) => moved(list, i, i + 1))}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button variant="ghost" size="icon" aria-label={`Remover bloco ${n}`} title="Remover bloco" onClick={() => setBlocks((list) => list.filter((b) => b.key !== block.key))}>
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <div className="flex flex-col gap-3">
                    <FormField label={`Título do bloco ${n}`} error={errors[`block:${block.key}:title`]}>
                      {(field) => <Input {...field} value={block.title} maxLength={120} placeholder="Sem título" onChange={(e) => setBlock(block.key, { title: e.target.value })} />}
                    </FormField>
                    <FormField label={`Texto do bloco ${n}`} error={errors[`block:${block.key}:text`]}>
                      {(field) => <Textarea {...field} value={block.text} rows={5} onChange={(e) => setBlock(block.key, { text: e.target.value })} />}
                    </FormField>
                  </div>
                </li>
              );
            })}
          </ol>
          <Button variant="outline" className="self-start" disabled={blocks.length >= 30} onClick={() => setBlocks((list) => [...list, { key: newKey(), title: "", text: "" }])}>
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
          {errors.links ? <p className="text-sm font-medium text-destructive">{errors.links}</p> : null}
          {links.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum atalho ainda.</p> : null}
          <ul className="flex flex-col gap-4" aria-label="Atalhos">
            {links.map((link, i) => {
              const n = i + 1;
              const valid = isWebUrl(link.url);
              return (
                <li key={link.key} className="rounded-md border border-border p-4">
                  <div className="mb-3 flex items-center justify-between gap-2">
                    {valid ? (
                      <a href={link.url.trim()} target="_blank" rel="noopener noreferrer" className="inline-flex min-w-0 items-center gap-1 font-medium text-primary underline-offset-4 hover:underline">
                        <span className="truncate">{link.label.trim() || linkHost(link.url)}</span>
                        <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
                      </a>
                    ) : (
                      <span className="text-sm text-muted-foreground">Atalho {n}</span>
                    )}
                    <Button variant="ghost" size="icon" aria-label={`Remover atalho ${n}`} title="Remover atalho" onClick={() => setLinks((list) => list.filter((l) => l.key !== link.key))}>
                      <X aria-hidden="true" />
                    </Button>
                  </div>
                  <div className="grid gap-3 sm:grid-cols-2">
                    <FormField label={`Endereço do atalho ${n}`} error={errors[`link:${link.key}:url`]}>
                      {(field) => <Input {...field} inputMode="url" value={link.url} placeholder="https://exemplo.com.br" onChange={(e) => setLink(link.key, { url: e.target.value })} />}
                    </FormField>
                    <FormField label={`Nome do atalho ${n} (opcional)`} error={errors[`link:${link.key}:label`]}>
                      {(field) => <Input {...field} value={link.label} maxLength={120} placeholder={valid ? linkHost(link.url) : ""} onChange={(e) => setLink(link.key, { label: e.target.value })} />}
                    </FormField>
                  </div>
                </li>
              );
            })}
          </ul>
          <Button variant="outline" className="self-start" disabled={links.length >= 30} onClick={() => setLinks((list) => [...list, { key: newKey(), url: "", label: "" }])}>
            <Plus aria-hidden="true" />
            Adicionar atalho
          </Button>
        </CardContent>
      </Card>

      <Card>
        <CardContent className="pt-6">
          <FormField label="Notas" error={errors.notes}>
            {(field) => <Textarea {...field} value={notes} rows={5} onChange={(e) => setNotes(e.target.value)} />}
          </FormField>
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
