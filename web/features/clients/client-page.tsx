import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Mail, MessageCircle, Phone, Plus } from "lucide-react";
import { toast } from "sonner";
import { formatDocument, formatPhone, isMobilePhone, whatsappLink } from "#domain/br-documents";
import { stageLabel } from "#domain/projects";
import { ClientFormDialog } from "#web/components/client-form-dialog";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { PageHeader } from "#web/components/page-header";
import { BackLink, Detail, RecordActions, RecordPending } from "#web/components/record-page";
import { ProjectFormDialog } from "#web/components/project-form-dialog";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDate, formatDay } from "#web/lib/format";
import { useClient, useDeleteClient } from "#web/lib/studio/clients-api";
import { useNewProjectGate } from "#web/lib/studio/project-allowance";

/** One client: contact data with quick actions, their projects, edit and delete. */
export function ClientPage() {
  const { clientId = "" } = useParams();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const remove = useDeleteClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [newProject, setNewProject] = useState(false);
  const gate = useNewProjectGate();

  if (!client.data) {
    return <RecordPending query={client} loadingLabel="Carregando cliente" back={{ to: "/dashboard/clientes", label: "Voltar para clientes" }} />;
  }

  const c = client.data;
  const documentLabel = c.documentoTipo === "cnpj" ? "CNPJ" : "CPF";

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/dashboard/clientes" label="Clientes" />
      <PageHeader
        title={c.nome}
        description={c.projetos.length === 1 ? "1 projeto" : `${c.projetos.length} projetos`}
        actions={
          <RecordActions onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        }
      />

      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <Card>
          <CardHeader>
            <CardTitle>Contato</CardTitle>
          </CardHeader>
          <CardContent className="space-y-4">
            <div className="flex flex-wrap gap-2">
              {c.email ? (
                <a href={`mailto:${c.email}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                  <Mail aria-hidden="true" />
                  Enviar e-mail
                </a>
              ) : null}
              {c.telefone ? (
                <>
                  {isMobilePhone(c.telefone) ? (
                    <a href={whatsappLink(c.telefone)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
                      <MessageCircle aria-hidden="true" />
                      WhatsApp
                    </a>
                  ) : null}
                  <a href={`tel:${c.telefone}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <Phone aria-hidden="true" />
                    Ligar
                  </a>
                </>
              ) : null}
            </div>
            <dl className="grid gap-3 text-sm">
              <Detail label="E-mail">{c.email ?? "—"}</Detail>
              <Detail label="Telefone / WhatsApp">{c.telefone ? formatPhone(c.telefone) : "—"}</Detail>
              <Detail label={c.documento ? documentLabel : "CPF ou CNPJ"}>{c.documento ? formatDocument(c.documento) : "—"}</Detail>
              <Detail label="Endereço">{c.endereco ?? "—"}</Detail>
              <Detail label="Observações">
                {c.observacoes ? <span className="whitespace-pre-wrap">{c.observacoes}</span> : "—"}
              </Detail>
              <Detail label="Cliente desde">{formatDate(c.createdAt)}</Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle>Projetos</CardTitle>
            <Button size="sm" onClick={() => gate(() => setNewProject(true))}>
              <Plus aria-hidden="true" />
              Novo projeto
            </Button>
          </CardHeader>
          <CardContent>
            {c.projetos.length === 0 ? (
              <EmptyState>Nenhum projeto para este cliente ainda.</EmptyState>
            ) : (
              <ul className="divide-y divide-border">
                {c.projetos.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div>
                      <Link to={`/dashboard/projetos/${p.id}`} className="font-medium hover:underline">
                        {p.nome}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {stageLabel(p.etapa)}
                        {p.prazo ? ` · prazo ${formatDay(p.prazo)}` : ""}
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>

      <ClientFormDialog open={editing} onOpenChange={setEditing} client={c} />
      <ProjectFormDialog open={newProject} onOpenChange={setNewProject} client={{ id: c.id, nome: c.nome }} />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Excluir cliente?"
        description={
          c.projetos.length > 0
            ? `${c.nome} tem ${c.projetos.length === 1 ? "1 projeto" : `${c.projetos.length} projetos`}: um cliente só pode ser excluído depois que seus projetos forem movidos para outro cliente ou excluídos.`
            : `${c.nome} e seus dados de contato serão excluídos. Isso não pode ser desfeito.`
        }
        confirmLabel="Excluir"
        busyLabel="Excluindo..."
        onConfirm={async () => {
          try {
            await remove.mutateAsync(c.id);
          } catch (error) {
            // The server refuses while the client has projects: its message says what to do.
            throw new Error(error instanceof ApiError ? error.message : errorMessage(error), { cause: error });
          }
          toast.success("Cliente excluído", { description: c.nome });
          void navigate("/dashboard/clientes", { replace: true });
        }}
      />
    </div>
  );
}
