import { useState } from "react";
import { toast } from "sonner";
import { DELIVERY_STATUS_LABELS, PORTAL_DECISION_LABELS, PORTAL_EVENT_LABELS, signedByLabel, dateTimeLabel } from "#domain/portal";
import type { ProjectPortal } from "#domain/portal.schema";
import { PROJECT_STAGES, type ProjectStage } from "#domain/projects";
import { portalLinks, useCreatePortalLink, useDeliverStage, useProjectPortal, useRevokePortalLink, useSendForProviderSignature, useSharePortalDocuments } from "#web/api/portal";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#web/components/ui/card";
import { Label } from "#web/components/ui/label";
import { NativeSelect } from "#web/components/ui/native-select";
import { Spinner } from "#web/components/ui/spinner";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDate } from "#web/lib/format";
import { useGapsConfirmation } from "./use-gaps-confirmation";

/**
 * The project's client portal (R-PORTAL-1…3, decision 095), on the project page (`#portal`): the
 * link (create, copy, revoke), which documents are shared and which are for signature, the
 * signatures with their signed PDFs, the contract sent through ZapSign (R-CONTRACT-7), marking a
 * stage delivered, and the client's decisions.
 */
export function ProjectPortalCard({ projectId, stage }: { projectId: string; stage: ProjectStage }) {
  const portal = useProjectPortal(projectId);
  return (
    <Card id="portal" tabIndex={-1} className="scroll-mt-4 focus:outline-none">
      <CardHeader>
        <CardTitle>Portal do cliente</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6 text-sm">
        {portal.isPending ? (
          <Spinner label="Carregando o portal do cliente" />
        ) : portal.isError ? (
          <p className="text-destructive">{errorMessage(portal.error)}</p>
        ) : (
          <>
            <LinkSection projectId={projectId} portal={portal.data} />
            <SharingSection projectId={projectId} portal={portal.data} zapsign={portal.data.signatureProviderConnected} />
            <DeliverSection projectId={projectId} portal={portal.data} stage={stage} />
            <DecisionLog portal={portal.data} />
            <Visits portal={portal.data} />
          </>
        )}
      </CardContent>
    </Card>
  );
}

/** Copies an address, saying so in a toast (`copied`), or how to copy it by hand. */
async function copyAddress(text: string, copied: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copied);
  } catch {
    toast.error("Não foi possível copiar", { description: "Selecione o endereço e copie-o." });
  }
}

function LinkSection({ projectId, portal }: { projectId: string; portal: ProjectPortal }) {
  const create = useCreatePortalLink(projectId);
  const revoke = useRevokePortalLink(projectId);
  const [url, setUrl] = useState<string | null>(null);
  const copy = (text: string) => copyAddress(text, "Link do portal copiado");
  return (
    <section aria-labelledby="portal-link" className="space-y-2">
      <h3 id="portal-link" className="font-semibold">
        Link do cliente
      </h3>
      <p className="text-muted-foreground">
        O cliente acompanha as etapas, vê o cronograma de pagamento, aprova entregas e assina documentos, sem criar conta.
      </p>
      {portal.link ? (
        <p>
          Link ativo, criado em {formatDate(portal.link.createdAt)}
          {portal.link.createdBy ? ` por ${portal.link.createdBy.name}` : ""}, válido até {formatDate(portal.link.expiresAt)}.
        </p>
      ) : (
        <p>Nenhum link ativo.</p>
      )}
      {url ? (
        <div className="flex flex-wrap items-center gap-2">
          <input readOnly value={url} aria-label="Endereço do portal do cliente" className="min-w-0 flex-1 rounded border bg-muted px-2 py-1 font-mono text-xs" onFocus={(e) => e.target.select()} />
          <Button size="sm" variant="outline" onClick={() => void copy(url)}>
            Copiar link
          </Button>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (link) => {
                setUrl(link.url);
                void copy(link.url);
              },
              onError: (err) => toast.error(errorMessage(err)),
            })
          }
        >
          {portal.link ? "Gerar novo link" : "Criar link do portal"}
        </Button>
        {portal.link ? (
          <Button
            size="sm"
            variant="outline"
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(undefined, { onSuccess: () => { setUrl(null); toast.success("Link revogado"); }, onError: (err) => toast.error(errorMessage(err)) })}
          >
            Revogar link
          </Button>
        ) : null}
      </div>
      {portal.link && !url ? <p className="text-xs text-muted-foreground">Por segurança o endereço só aparece ao criar: gere um novo link para copiá-lo de novo (o anterior deixa de funcionar).</p> : null}
    </section>
  );
}

type PortalDocument = ProjectPortal["documents"][number];

function SharingSection({ projectId, portal, zapsign }: { projectId: string; portal: ProjectPortal; zapsign: boolean }) {
  const share = useSharePortalDocuments(projectId);
  const gaps = useGapsConfirmation();
  const change = (doc: PortalDocument, next: { shared: boolean; forSignature: boolean }) => {
    const send = (confirmGaps: boolean) =>
      share.mutate(
        { documents: [{ documentId: doc.id, ...next }], confirmGaps },
        {
          onError: gaps.onError([{ id: doc.id, title: doc.title }], {
            description: (missing) => `${missing}. Complete antes de mostrar ao cliente, ou compartilhe assim mesmo: o cliente verá os trechos marcados.`,
            confirmLabel: "Compartilhar mesmo assim",
            confirm: () => send(true),
          }),
        },
      );
    send(false);
  };
  return (
    <section aria-labelledby="portal-documentos" className="space-y-2">
      <h3 id="portal-documentos" className="font-semibold">
        Documentos no portal
      </h3>
      {portal.documents.length === 0 ? (
        <p className="text-muted-foreground">O projeto ainda não tem documentos.</p>
      ) : (
        <ul className="divide-y">
          {portal.documents.map((d) => (
            <li key={d.id} className="space-y-1 py-2">
              <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
                <span className="min-w-40 font-medium">
                  {d.title} <span className="font-normal text-muted-foreground">(versão {d.version})</span>
                </span>
                <label className="flex items-center gap-2">
                  <input type="checkbox" className="size-4" checked={d.shared} disabled={share.isPending} onChange={(e) => change(d, { shared: e.target.checked, forSignature: e.target.checked && d.forSignature })} />
                  Compartilhado
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" className="size-4" checked={d.forSignature} disabled={share.isPending} onChange={(e) => change(d, { shared: d.shared || e.target.checked, forSignature: e.target.checked })} />
                  Para assinatura
                </label>
              </div>
              {d.signatures.map((s) => (
                <div key={s.id} className="flex flex-wrap items-center gap-2 text-xs">
                  <span className={s.valid ? "text-emerald-800" : "text-amber-800"}>
                    {signedByLabel(s.fullName, s.signedAt)}
                    {s.provider === "zapsign" ? " via ZapSign" : ""} (CPF {s.cpfMasked}, versão {s.version}){s.valid ? "" : ": não vale para a versão atual"}
                  </span>
                  <a href={portalLinks.signedPdf(projectId, s.id)} className={buttonVariants({ variant: "link", size: "sm" })} aria-label={`Baixar o PDF assinado por ${s.fullName} (versão ${s.version})`}>
                    Baixar PDF assinado
                  </a>
                </div>
              ))}
              {d.kind === "contrato" && (d.providerSignature || (zapsign && d.forSignature)) ? <ProviderSignatureState projectId={projectId} doc={d} connected={zapsign} /> : null}
            </li>
          ))}
        </ul>
      )}
      {gaps.dialog}
    </section>
  );
}

/**
 * The contract through ZapSign (R-CONTRACT-7, decision 109): its latest sending (waiting for the
 * client, with the signer's page to open or copy; signed, with when; cancelled by a disconnection)
 * and, with the studio's account connected, "Enviar para assinatura pela ZapSign" for a version
 * not sent yet — confirmed first when the contract still has gaps (R-PORTAL-6), as sharing is.
 * Without ZapSign the portal's own signature stays as it is.
 */
function ProviderSignatureState({ projectId, doc, connected }: { projectId: string; doc: PortalDocument; connected: boolean }) {
  const send = useSendForProviderSignature(projectId);
  const gaps = useGapsConfirmation();
  const sent = doc.providerSignature;
  const live = sent !== null && sent.status !== "cancelada";
  const current = live && sent.version === doc.version;
  // A version the client already signed (here or at ZapSign) is not sent again.
  const signedHere = doc.signatures.some((x) => x.valid);
  const canSend = connected && doc.forSignature && !current && !signedHere;
  const sendIt = (confirmGaps: boolean) => {
    const onGaps = gaps.onError([{ id: doc.id, title: doc.title }], {
      description: (missing) => `${missing}. Complete antes de enviar ao cliente, ou envie assim mesmo: o cliente assinará o contrato com os trechos marcados.`,
      confirmLabel: "Enviar mesmo assim",
      confirm: () => sendIt(true),
    });
    send.mutate(
      { documentId: doc.id, confirmGaps },
      {
        onSuccess: () => toast.success("Contrato enviado para assinatura pela ZapSign", { description: "O cliente assina pela página da ZapSign, indicada no portal." }),
        onError: (err) => {
          if (err instanceof ApiError && err.code === "document_has_gaps") return onGaps(err);
          toast.error("Não foi possível enviar pela ZapSign", {
            // A client without e-mail and CPF: every missing item, not only the first.
            description: err instanceof ApiError && err.fields ? Object.values(err.fields).join(" ") : errorMessage(err),
          });
        },
      },
    );
  };
  return (
    <div className="space-y-1 text-xs">
      {sent?.status === "enviada" && current ? (
        <>
          <p>
            Enviada à ZapSign em {dateTimeLabel(sent.sentAt)} (versão {sent.version}): aguardando a assinatura de {sent.signerName}.
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <a href={sent.signUrl} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
              Abrir a página de assinatura
            </a>
            <Button size="sm" variant="outline" onClick={() => void copyAddress(sent.signUrl, "Link de assinatura copiado")}>
              Copiar o link de assinatura
            </Button>
          </div>
        </>
      ) : sent?.status === "enviada" ? (
        <p className="text-amber-800">
          Enviada à ZapSign a versão {sent.version}, não a atual (versão {doc.version}).
        </p>
      ) : sent?.status === "assinada" ? (
        <p className="text-emerald-800">
          Assinada pela ZapSign em {dateTimeLabel(sent.signedAt ?? sent.sentAt)} (versão {sent.version}).
        </p>
      ) : sent?.status === "cancelada" ? (
        <p className="text-amber-800">
          Envio à ZapSign de {dateTimeLabel(sent.sentAt)} cancelado (versão {sent.version}): a conta ZapSign foi trocada ou desconectada antes da assinatura, e o
          documento foi retirado da ZapSign. O cliente assina pelo portal; se ele ainda tiver o e-mail da ZapSign, avise-o.
        </p>
      ) : null}
      {canSend ? (
        <Button size="sm" disabled={send.isPending} onClick={() => sendIt(false)}>
          {send.isPending ? "Enviando para a ZapSign…" : "Enviar para assinatura pela ZapSign"}
        </Button>
      ) : null}
      {gaps.dialog}
    </div>
  );
}

function DeliverSection({ projectId, portal, stage }: { projectId: string; portal: ProjectPortal; stage: ProjectStage }) {
  const deliver = useDeliverStage(projectId);
  const gaps = useGapsConfirmation();
  const [chosenStage, setChosenStage] = useState<ProjectStage>(stage);
  const [chosen, setChosen] = useState<string[]>([]);
  if (portal.documents.length === 0) return null;
  const send = (confirmGaps: boolean) =>
    deliver.mutate(
      { stage: chosenStage, documentIds: chosen, confirmGaps },
      {
        onSuccess: () => {
          setChosen([]);
          toast.success("Etapa marcada como entregue");
        },
        onError: gaps.onError(
          portal.documents.filter((d) => chosen.includes(d.id)).map((d) => ({ id: d.id, title: `${d.title} (versão ${d.version})` })),
          {
            description: (missing) => `${missing}. Complete antes de entregar ao cliente, ou entregue assim mesmo: o cliente verá os trechos marcados.`,
            confirmLabel: "Entregar mesmo assim",
            confirm: () => send(true),
          },
        ),
      },
    );
  return (
    <section aria-labelledby="portal-entrega" className="space-y-2">
      <h3 id="portal-entrega" className="font-semibold">
        Marcar etapa como entregue
      </h3>
      <div className="space-y-1">
        <Label htmlFor="portal-etapa-entregue">Etapa</Label>
        <NativeSelect id="portal-etapa-entregue" value={chosenStage} onChange={(e) => setChosenStage(e.target.value as ProjectStage)}>
          {PROJECT_STAGES.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium">Documentos entregues (a versão atual de cada um)</legend>
        {portal.documents.map((d) => (
          <label key={d.id} className="flex items-center gap-2">
            <input type="checkbox" className="size-4" checked={chosen.includes(d.id)} onChange={(e) => setChosen((c) => (e.target.checked ? [...c, d.id] : c.filter((x) => x !== d.id)))} />
            {d.title} (versão {d.version})
          </label>
        ))}
      </fieldset>
      <Button size="sm" disabled={deliver.isPending || chosen.length === 0} onClick={() => send(false)}>
        Marcar como entregue
      </Button>
      {gaps.dialog}
    </section>
  );
}

function DecisionLog({ portal }: { portal: ProjectPortal }) {
  if (portal.deliveries.length === 0) return null;
  return (
    <section aria-labelledby="portal-decisoes" className="space-y-2">
      <h3 id="portal-decisoes" className="font-semibold">
        Entregas e decisões do cliente
      </h3>
      <ul className="space-y-3">
        {portal.deliveries.map((d) => (
          <li key={d.id} className="rounded-md border p-3">
            <p className="font-medium">
              {PROJECT_STAGES.find((s) => s.id === d.stage)?.label} · {DELIVERY_STATUS_LABELS[d.status]}
            </p>
            <p className="text-xs text-muted-foreground">
              Entregue em {formatDate(d.deliveredAt)}
              {d.deliveredBy ? ` por ${d.deliveredBy.name}` : ""}: {d.documents.map((x) => `${x.title} (versão ${x.version})`).join(", ")}
            </p>
            {d.decisions.length > 0 ? (
              <ul className="mt-2 space-y-1 text-xs">
                {d.decisions.map((x) => (
                  <li key={x.id}>
                    <span className="font-medium">{PORTAL_DECISION_LABELS[x.decision]}</span> por {x.name} em {dateTimeLabel(x.createdAt)}
                    {x.comment ? `: “${x.comment}”` : ""} — versões {x.documents.map((v) => v.version).join(", ") || "—"}, IP {x.ip ?? "—"}
                    {x.userAgent ? <span className="block text-muted-foreground">{x.userAgent}</span> : null}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Visits({ portal }: { portal: ProjectPortal }) {
  if (portal.events.length === 0) return null;
  const titles = new Map(portal.documents.map((d) => [d.id, d.title]));
  return (
    <details>
      <summary className="cursor-pointer font-semibold">Visitas do cliente ({portal.events.length})</summary>
      <ul className="mt-2 space-y-1 text-xs">
        {portal.events.map((e, i) => (
          <li key={i}>
            {dateTimeLabel(e.createdAt)}: {PORTAL_EVENT_LABELS[e.kind]}
            {e.documentId ? ` ${titles.get(e.documentId) ?? ""}` : ""}
            {e.version ? ` (versão ${e.version})` : ""} · IP {e.ip ?? "—"}
          </li>
        ))}
      </ul>
    </details>
  );
}
