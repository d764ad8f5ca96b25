import { useState, type ReactNode } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { Mail, MessageCircle, Phone } from "lucide-react";
import { toast } from "sonner";
import { formatDocument, formatPhone, isMobilePhone, whatsappLink } from "#domain/br-documents";
import { stageLabel } from "#domain/projects";
import type { RecordRef } from "#domain/projects.schema";
import { Authorship } from "#web/components/authorship";
import { ConfirmDialog } from "#web/components/confirm-dialog";
import { EmptyState } from "#web/components/empty-state";
import { PageHeader } from "#web/components/page-header";
import { BackLink, Detail, RecordActions, RecordPending } from "#web/components/record-page";
import { buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDate, formatDay } from "#web/lib/format";
import { useClient, useDeleteClient } from "#web/api/clients";
import { ClientFormDialog } from "#web/features/clients/components/client-form-dialog";
import { plural } from "#domain/addressing";

/**
 * One client: contact data with quick actions, their projects, edit and delete. `newProject`
 * renders the projects feature's "Novo projeto" for this client; the page that composes both
 * features passes it in (web/app/routes/client.tsx).
 */
export function ClientPage({ newProject }: { newProject: (client: RecordRef) => ReactNode }) {
  const { clientId = "" } = useParams();
  const navigate = useNavigate();
  const client = useClient(clientId);
  const remove = useDeleteClient();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (!client.data) {
    return <RecordPending query={client} loadingLabel="Carregando cliente" back={{ to: "/dashboard/clientes", label: "Voltar para clientes" }} />;
  }

  const c = client.data;
  const documentLabel = c.documentType === "cnpj" ? "CNPJ" : "CPF";

  return (
    <div className="mx-auto max-w-5xl">
      <BackLink to="/dashboard/clientes" label="Clientes" />
      <PageHeader
        title={c.name}
        description={plural(c.projects.length, "projeto", "projetos")}
        actions={
          <RecordActions onEdit={() => setEditing(true)} onDelete={() => setDeleting(true)} />
        }
      />
      <Authorship record={c} className="-mt-4 mb-6" />

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
              {c.phone ? (
                <>
                  {isMobilePhone(c.phone) ? (
                    <a href={whatsappLink(c.phone)} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
                      <MessageCircle aria-hidden="true" />
                      WhatsApp
                    </a>
                  ) : null}
                  <a href={`tel:${c.phone}`} className={buttonVariants({ variant: "outline", size: "sm" })}>
                    <Phone aria-hidden="true" />
                    Ligar
                  </a>
                </>
              ) : null}
            </div>
            <dl className="grid gap-3 text-sm">
              <Detail label="E-mail">{c.email ?? "—"}</Detail>
              <Detail label="Telefone / WhatsApp">{c.phone ? formatPhone(c.phone) : "—"}</Detail>
              <Detail label={c.document ? documentLabel : "CPF ou CNPJ"}>{c.document ? formatDocument(c.document) : "—"}</Detail>
              <Detail label="Endereço">{c.address ?? "—"}</Detail>
              <Detail label="Observações">
                {c.notes ? <span className="whitespace-pre-wrap">{c.notes}</span> : "—"}
              </Detail>
              <Detail label="Cliente desde">{formatDate(c.createdAt)}</Detail>
            </dl>
          </CardContent>
        </Card>

        <Card>
          <CardHeader className="flex-row items-center justify-between gap-2">
            <CardTitle>Projetos</CardTitle>
            {newProject({ id: c.id, name: c.name })}
          </CardHeader>
          <CardContent>
            {c.projects.length === 0 ? (
              <EmptyState>Nenhum projeto para este cliente ainda.</EmptyState>
            ) : (
              <ul className="divide-y divide-border">
                {c.projects.map((p) => (
                  <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                    <div>
                      <Link to={`/dashboard/projetos/${p.id}`} className="font-medium hover:underline">
                        {p.name}
                      </Link>
                      <p className="text-sm text-muted-foreground">
                        {stageLabel(p.stage)}
                        {p.deadline ? ` · prazo ${formatDay(p.deadline)}` : ""}
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
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Excluir cliente?"
        description={
          c.projects.length > 0
            ? `${c.name} tem ${plural(c.projects.length, "projeto", "projetos")}: um cliente só pode ser excluído depois que seus projetos forem movidos para outro cliente ou excluídos.`
            : `${c.name} e seus dados de contato serão excluídos. Isso não pode ser desfeito.`
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
          toast.success("Cliente excluído", { description: c.name });
          void navigate("/dashboard/clientes", { replace: true });
        }}
      />
    </div>
  );
}
