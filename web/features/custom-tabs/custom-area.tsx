import { plural } from "#domain/addressing";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { ExternalLink, PanelTop, Trash2 } from "lucide-react";
import type { CustomTab, CustomTabSummary } from "#domain/custom-tabs.schema";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { QueryState } from "#web/components/query-state";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { formatTimestamp } from "#web/lib/format";
import { useCreateCustomTab, useCustomTabs, useDeleteCustomTab } from "#web/api/custom-tabs";
import { customTabPath } from "./tab-path";

/** "Minhas abas": the person's tabs, each with "Abrir" and "Excluir". */
export function MyTabs() {
  const tabs = useCustomTabs();
  const remove = useDeleteCustomTab();
  const [deleting, setDeleting] = useState<CustomTabSummary | null>(null);

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Minhas abas</CardTitle>
      </CardHeader>
      <CardContent>
        {!tabs.isSuccess ? (
          <QueryState query={tabs} loadingLabel="Carregando suas abas..." />
        ) : tabs.data.tabs.length === 0 ? (
          <EmptyState icon={<PanelTop />}>Você ainda não criou nenhuma aba. Preencha o formulário acima para criar a primeira.</EmptyState>
        ) : (
          <ul className="divide-y divide-border" aria-label="Minhas abas">
            {tabs.data.tabs.map((tab) => (
              <li key={tab.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="truncate font-medium">{tab.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {plural(tab.blockCount, "bloco", "blocos")} · {plural(tab.linkCount, "atalho", "atalhos")} · alterada em {formatTimestamp(tab.updatedAt)}
                  </p>
                </div>
                <div className="flex gap-2">
                  <Link to={customTabPath(tab.id)} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Abrir a aba ${tab.name}`}>
                    <ExternalLink aria-hidden="true" />
                    Abrir
                  </Link>
                  <Button variant="outline" size="sm" aria-label={`Excluir a aba ${tab.name}`} onClick={() => setDeleting(tab)}>
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
        title="Excluir aba"
        description={deleting ? `A aba “${deleting.name}” e todo o seu conteúdo serão excluídos. Isso não pode ser desfeito.` : ""}
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          toast.success("Aba excluída", { description: `“${deleting.name}” saiu do menu lateral.` });
        }}
      />
    </Card>
  );
}

/**
 * What "Processar com IA" does on /dashboard/area-personalizada (R-TAB-1): creates the tab from
 * the form, empties the form, and hands the AI's advice to the tool screen; `created` is the new
 * tab, for "Abrir aba". (The screen itself is composed in web/app/routes/custom-area.tsx.)
 */
export function useCreateTabProcess() {
  const create = useCreateCustomTab();
  const [created, setCreated] = useState<CustomTab | null>(null);
  const process = async (inputs: Record<string, string>, form: HTMLFormElement): Promise<{ text: string; provider: CustomTab["adviceProvider"] }> => {
    setCreated(null);
    const tab = await create.mutateAsync({ nomeAba: inputs.nomeAba, conteudo: inputs.conteudo, atalhos: inputs.atalhos, notas: inputs.notas });
    setCreated(tab);
    form.reset();
    return { text: tab.advice ?? "", provider: tab.adviceProvider };
  };
  return { process, created };
}

/** After creating: the tab's name and "Abrir aba". */
export function CreatedTabNotice({ tab }: { tab: CustomTab | null }) {
  if (!tab) return null;
  return (
    <div role="status" className="mt-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-border bg-accent/40 px-4 py-3">
      <p>
        A aba <strong>{tab.name}</strong> foi criada e já aparece no menu lateral.
      </p>
      <Link to={customTabPath(tab.id)} className={buttonVariants({ size: "sm" })}>
        <PanelTop aria-hidden="true" />
        Abrir aba
      </Link>
    </div>
  );
}
