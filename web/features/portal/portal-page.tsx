import { useState, type FormEvent, type ReactNode } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { DELIVERY_STATUS_LABELS, PORTAL_DECISION_LABELS, signedByLabel, SIGNATURE_CONSENT, SIGNATURE_LAW, type DeliveryStatus } from "#domain/portal";
import type { PortalBlock, PublicPortal, PublicPortalDocument } from "#domain/portal.schema";
import { portalLinks, useDecideDelivery, usePublicPortal, usePublicPortalDocument, useSignDocument } from "#web/api/portal";
import { usePortalCharges } from "#web/api/studio-charges";
import { ChargePaymentDetails, ChargeSummary } from "#web/components/charge-payment";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { Label } from "#web/components/ui/label";
import { Spinner } from "#web/components/ui/spinner";
import { Textarea } from "#web/components/ui/textarea";
import { ApiError, errorMessage } from "#web/lib/api";
import { formatDate, formatMoney } from "#web/lib/format";

/**
 * `/portal/:token` (R-PORTAL-1…3, decision 095): the client's portal, without an account and
 * without the studio's navigation, in the studio's name, logo and colour; fits a 390 px phone.
 * The project's stage and the next, the payment schedule of the saved fees, the deliveries to
 * approve, and the shared documents — each opens as a page (`?documento=<id>`) with its PDF, and
 * one sent for signature is signed there (assinatura eletrônica simples, Lei 14.063/2020), or at
 * ZapSign's page when the studio sent the contract through it (R-CONTRACT-7).
 */
export function PortalPage() {
  const { token = "" } = useParams();
  const [search] = useSearchParams();
  const documentId = search.get("documento");
  const portal = usePublicPortal(token);

  if (portal.isPending) {
    return (
      <Frame>
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Carregando o portal" />
        </div>
      </Frame>
    );
  }
  if (portal.isError) {
    const gone = portal.error instanceof ApiError && portal.error.status === 404;
    return (
      <Frame>
        <div className="rounded-lg border border-border bg-card p-6 text-center shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">{gone ? "Este link não está disponível" : "Não foi possível abrir o portal"}</h1>
          <p className="mt-3 text-muted-foreground">{errorMessage(portal.error)}</p>
          {gone ? null : (
            <Button className="mt-4" onClick={() => void portal.refetch()} disabled={portal.isFetching}>
              Tentar novamente
            </Button>
          )}
        </div>
      </Frame>
    );
  }
  const p = portal.data;
  return (
    <Frame studio={p.studio}>
      {documentId ? <DocumentView token={token} documentId={documentId} /> : <Overview token={token} portal={p} />}
    </Frame>
  );
}

function Frame({ children, studio }: { children: ReactNode; studio?: PublicPortal["studio"] }) {
  return (
    <div className="min-h-dvh bg-muted">
      {/* The link is a key to the client's documents: no search engine should keep it. */}
      <meta name="robots" content="noindex, nofollow" />
      {studio ? (
        <header className="border-b-4 bg-card" style={{ borderBottomColor: studio.color }}>
          <div className="mx-auto flex w-full max-w-2xl items-center gap-3 px-4 py-3">
            {studio.logo ? <img src={studio.logo} alt={`Logotipo de ${studio.name}`} className="h-10 w-auto max-w-32 object-contain" /> : null}
            <p className="min-w-0 truncate font-semibold">{studio.name}</p>
          </div>
        </header>
      ) : null}
      <main className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6 sm:py-10">{children}</main>
    </div>
  );
}

function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id={id} className="mb-3 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

const cents = (n: number) => formatMoney(n / 100);
const percent = (bps: number) => `${(bps / 100).toLocaleString("pt-BR", { maximumFractionDigits: 2 })}%`;

const STATUS_STYLE: Record<DeliveryStatus, string> = {
  aguardando: "bg-amber-100 text-amber-900",
  aprovada: "bg-emerald-100 text-emerald-900",
  alteracoes: "bg-sky-100 text-sky-900",
  "aprovacao-pendente": "bg-amber-100 text-amber-900",
};

function StatusBadge({ status }: { status: DeliveryStatus }) {
  return <span className={`inline-block rounded px-2 py-0.5 text-xs font-medium ${STATUS_STYLE[status]}`}>{DELIVERY_STATUS_LABELS[status]}</span>;
}

/** The studio's charges to the client (R-PAY-10): amount, due date, status, Pix, boleto and the payment page. */
function PortalCharges({ token }: { token: string }) {
  const charges = usePortalCharges(token);
  if (charges.isPending) return null;
  if (charges.isError) return null;
  if (charges.data.charges.length === 0) return null;
  return (
    <Section title="Cobranças" id="portal-cobrancas">
      <ul className="space-y-4">
        {charges.data.charges.map((c) => (
          <li key={c.id} className="space-y-3 border-b pb-4 last:border-b-0 last:pb-0">
            <ChargeSummary charge={c} />
            <ChargePaymentDetails charge={c} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Overview({ token, portal }: { token: string; portal: PublicPortal }) {
  const { project, payments, documents, deliveries } = portal;
  return (
    <>
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{project.name}</h1>
        <p className="text-muted-foreground">Portal de {project.clientName}</p>
      </div>

      <Section title="Etapa do projeto" id="portal-etapa">
        <dl className="grid gap-3 text-sm sm:grid-cols-2">
          <div>
            <dt className="text-muted-foreground">Etapa atual</dt>
            <dd className="font-medium">{project.stageLabel}</dd>
          </div>
          <div>
            <dt className="text-muted-foreground">Próxima etapa</dt>
            <dd className="font-medium">{project.nextStage?.label ?? "Nenhuma: esta é a última"}</dd>
          </div>
        </dl>
      </Section>

      <Section title="Cronograma de pagamento" id="portal-pagamento">
        {payments ? (
          <ul className="divide-y text-sm">
            {payments.milestones.map((m) => (
              <li key={m.label} className="flex items-baseline justify-between gap-3 py-2">
                <span>
                  {m.label} <span className="text-muted-foreground">({percent(m.bps)})</span>
                </span>
                <span className="font-medium tabular-nums">{cents(m.amount)}</span>
              </li>
            ))}
            <li className="flex items-baseline justify-between gap-3 py-2 font-semibold">
              <span>Total</span>
              <span className="tabular-nums">{cents(payments.total)}</span>
            </li>
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">O escritório ainda não registrou o cronograma de pagamento deste projeto.</p>
        )}
      </Section>

      <PortalCharges token={token} />

      {deliveries.length > 0 ? (
        <Section title="Entregas" id="portal-entregas">
          <ul className="space-y-4">
            {deliveries.map((d) => (
              <DeliveryItem key={d.id} token={token} delivery={d} />
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Documentos" id="portal-documentos">
        {documents.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum documento compartilhado até agora.</p>
        ) : (
          <ul className="divide-y">
            {documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="font-medium">{d.title}</p>
                  <p className="text-xs text-muted-foreground">
                    Versão {d.version} · {formatDate(d.updatedAt)}
                    {d.forSignature ? " · para assinatura" : ""}
                  </p>
                  <SignatureLine signature={d.signature} />
                </div>
                <div className="flex gap-2">
                  <Link to={`?documento=${encodeURIComponent(d.id)}`} className={buttonVariants({ variant: "outline", size: "sm" })} aria-label={`Abrir ${d.title}`}>
                    Abrir
                  </Link>
                  <a href={portalLinks.documentPdf(token, d.id)} target="_blank" rel="noopener" className={buttonVariants({ variant: "ghost", size: "sm" })} aria-label={`PDF de ${d.title}`}>
                    PDF
                  </a>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <p className="text-center text-xs text-muted-foreground">Link válido até {formatDate(portal.expiresAt)}.</p>
    </>
  );
}

function SignatureLine({ signature }: { signature: PublicPortal["documents"][number]["signature"] }) {
  if (!signature) return null;
  return (
    <p className={`text-xs ${signature.valid ? "text-emerald-800" : "text-amber-800"}`}>
      {signedByLabel(signature.fullName, signature.signedAt)}
      {signature.provider === "zapsign" ? " via ZapSign" : ""}
      {signature.valid ? "" : ` (versão ${signature.version}): não vale para a versão atual`}
    </p>
  );
}

function DeliveryItem({ token, delivery }: { token: string; delivery: PublicPortal["deliveries"][number] }) {
  const decide = useDecideDelivery(token);
  const [name, setName] = useState("");
  const [comment, setComment] = useState("");
  const fields = decide.error instanceof ApiError ? decide.error.fields : undefined;
  const pending = delivery.status !== "aprovada";
  const submit = (decision: "aprovada" | "alteracoes") => (e?: FormEvent) => {
    e?.preventDefault();
    decide.mutate({ deliveryId: delivery.id, body: { decision, name, ...(comment.trim() ? { comment } : {}) } }, { onSuccess: () => setComment("") });
  };
  const nameId = `nome-${delivery.id}`;
  const commentId = `comentario-${delivery.id}`;
  return (
    <li className="rounded-md border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-medium">{delivery.stageLabel}</p>
        <StatusBadge status={delivery.status} />
      </div>
      <p className="text-xs text-muted-foreground">
        Entregue em {formatDate(delivery.deliveredAt)}
        {delivery.documents.length > 0 ? `: ${delivery.documents.map((d) => `${d.title} (versão ${d.version})`).join(", ")}` : ""}
      </p>
      {delivery.lastDecision ? (
        <p className="mt-1 text-xs">
          {PORTAL_DECISION_LABELS[delivery.lastDecision.decision]} por {delivery.lastDecision.name} em {formatDate(delivery.lastDecision.createdAt)}
          {delivery.lastDecision.comment ? `: “${delivery.lastDecision.comment}”` : ""}
        </p>
      ) : null}
      {delivery.status === "aprovacao-pendente" ? <p className="mt-1 text-xs text-amber-800">Um documento mudou depois da aprovação: a nova versão precisa de nova aprovação.</p> : null}
      {pending ? (
        <form className="mt-3 space-y-3" onSubmit={submit("aprovada")} noValidate>
          <div className="space-y-1">
            <Label htmlFor={nameId}>Seu nome</Label>
            <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" aria-invalid={Boolean(fields?.name)} />
            {fields?.name ? <p className="text-xs text-destructive">{fields.name}</p> : null}
          </div>
          <div className="space-y-1">
            <Label htmlFor={commentId}>Comentário (obrigatório para pedir alterações)</Label>
            <Textarea id={commentId} value={comment} onChange={(e) => setComment(e.target.value)} rows={3} aria-invalid={Boolean(fields?.comment)} />
            {fields?.comment ? <p className="text-xs text-destructive">{fields.comment}</p> : null}
          </div>
          {decide.error && !fields ? <p className="text-sm text-destructive">{errorMessage(decide.error)}</p> : null}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={decide.isPending}>
              Aprovar etapa
            </Button>
            <Button type="button" variant="outline" disabled={decide.isPending} onClick={() => submit("alteracoes")()}>
              Pedir alterações
            </Button>
          </div>
        </form>
      ) : null}
    </li>
  );
}

function DocumentView({ token, documentId }: { token: string; documentId: string }) {
  const doc = usePublicPortalDocument(token, documentId);
  return (
    <>
      <Link to="." className={buttonVariants({ variant: "ghost", size: "sm" })}>
        ← Voltar ao portal
      </Link>
      {doc.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="size-8" label="Carregando o documento" />
        </div>
      ) : doc.isError ? (
        <div className="rounded-lg border border-border bg-card p-6 text-center shadow-sm">
          <h1 className="text-xl font-bold tracking-tight">Documento indisponível</h1>
          <p className="mt-3 text-muted-foreground">{errorMessage(doc.error)}</p>
        </div>
      ) : (
        <DocumentBody token={token} doc={doc.data} />
      )}
    </>
  );
}

function DocumentBody({ token, doc }: { token: string; doc: PublicPortalDocument }) {
  return (
    <>
      <article className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6" aria-labelledby="portal-documento">
        <h1 id="portal-documento" className="text-2xl font-bold tracking-tight">
          {doc.title}
        </h1>
        <p className="mb-4 text-sm text-muted-foreground">
          {doc.subtitle ? `${doc.subtitle} · ` : ""}Versão {doc.version} · {formatDate(doc.updatedAt)}
        </p>
        <a href={portalLinks.documentPdf(token, doc.id)} target="_blank" rel="noopener" className={buttonVariants({ variant: "outline", size: "sm" })}>
          Abrir o PDF
        </a>
        <div className="mt-4 space-y-3 break-words text-sm">
          {doc.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </div>
      </article>
      {doc.forSignature ? <SignatureSection token={token} doc={doc} /> : null}
    </>
  );
}

type Rich = Extract<PortalBlock, { type: "paragraph" }>["text"];

function RichText({ text }: { text: Rich }) {
  if (typeof text === "string") return <>{text}</>;
  return (
    <>
      {text.map((run, i) => {
        const inner = run.italic ? <em>{run.text}</em> : run.text;
        return run.bold ? <strong key={i}>{inner}</strong> : <span key={i}>{inner}</span>;
      })}
    </>
  );
}

function Block({ block }: { block: PortalBlock }) {
  switch (block.type) {
    case "heading": {
      const Tag = block.level === 1 ? "h2" : block.level === 2 ? "h3" : "h4";
      return <Tag className={block.level === 1 ? "pt-2 text-lg font-semibold" : "pt-1 font-semibold"}>{block.text}</Tag>;
    }
    case "paragraph":
      return (
        <p className="whitespace-pre-wrap">
          <RichText text={block.text} />
        </p>
      );
    case "list": {
      const Tag = block.ordered ? "ol" : "ul";
      return (
        <Tag className={`space-y-1 pl-5 ${block.ordered ? "list-decimal" : "list-disc"}`}>
          {block.items.map((item, i) => (
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </Tag>
      );
    }
    case "table":
      return (
        <div className="overflow-x-auto">
          <table className="w-full text-xs">
            <thead>
              <tr>
                {block.columns.map((c, i) => (
                  <th key={i} className={`border-b px-2 py-1 ${c.align === "right" ? "text-right" : "text-left"}`}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((cell, i) => (
                    <td key={i} className={`border-b px-2 py-1 align-top ${block.columns[i]?.align === "right" ? "text-right" : ""}`}>
                      <RichText text={cell} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            {block.footer ? (
              <tfoot>
                <tr>
                  {block.footer.map((cell, i) => (
                    <td key={i} className="px-2 py-1 font-semibold">
                      {cell}
                    </td>
                  ))}
                </tr>
              </tfoot>
            ) : null}
          </table>
        </div>
      );
    case "keyValue":
      return (
        <dl className="grid gap-2 sm:grid-cols-2">
          {block.items.map((item, i) => (
            <div key={i}>
              <dt className="text-muted-foreground">{item.label}</dt>
              <dd className="whitespace-pre-wrap">{item.value}</dd>
            </div>
          ))}
        </dl>
      );
    case "note":
      return <p className="text-xs text-muted-foreground">{block.text}</p>;
  }
}

function SignatureSection({ token, doc }: { token: string; doc: PublicPortalDocument }) {
  const sign = useSignDocument(token, doc.id);
  const [form, setForm] = useState({ fullName: "", cpf: "", email: "", signature: "" });
  const [consent, setConsent] = useState(false);
  const fields = sign.error instanceof ApiError ? sign.error.fields : undefined;
  const signed = sign.data ?? (doc.signature?.valid ? doc.signature : null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    sign.mutate({ ...form, consent: consent as true, pdfSha256: doc.pdf.sha256 });
  };
  const input = (key: keyof typeof form, label: string, props: { autoComplete?: string; inputMode?: "numeric" | "email"; type?: string } = {}) => (
    <div className="space-y-1">
      <Label htmlFor={`assinatura-${key}`}>{label}</Label>
      <Input id={`assinatura-${key}`} value={form[key]} onChange={set(key)} aria-invalid={Boolean(fields?.[key])} {...props} />
      {fields?.[key] ? <p className="text-xs text-destructive">{fields[key]}</p> : null}
    </div>
  );
  return (
    <section aria-labelledby="portal-assinatura" className="rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6">
      <h2 id="portal-assinatura" className="text-lg font-semibold">
        Assinatura eletrônica
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        {doc.providerSignUrl && !signed ? "O estúdio enviou este documento para você assinar pela ZapSign, que confirma quem assina e guarda as evidências da assinatura." : SIGNATURE_LAW}
      </p>
      <p className="mt-2 break-all text-xs text-muted-foreground">
        SHA-256 do PDF da versão {doc.version}: <span className="font-mono">{doc.pdf.sha256}</span>
      </p>
      {signed ? (
        <p className="mt-3 rounded-md bg-emerald-50 p-3 text-sm font-medium text-emerald-900" role="status">
          {signedByLabel(signed.fullName, signed.signedAt)}
          {"provider" in signed && signed.provider === "zapsign" ? " via ZapSign" : ""}
        </p>
      ) : doc.providerSignUrl ? (
        // Sent to ZapSign for this version: the client signs there, not in the portal's own form.
        <a href={doc.providerSignUrl} target="_blank" rel="noopener noreferrer" className={`mt-4 ${buttonVariants()}`}>
          Assinar pela ZapSign
        </a>
      ) : (
        <form className="mt-4 space-y-3" onSubmit={submit} noValidate>
          {doc.signature && !doc.signature.valid ? (
            <p className="text-sm text-amber-800">
              {signedByLabel(doc.signature.fullName, doc.signature.signedAt)} na versão {doc.signature.version}: não vale para a versão atual. Assine de novo, se concordar.
            </p>
          ) : null}
          {input("fullName", "Nome completo", { autoComplete: "name" })}
          {input("cpf", "CPF", { inputMode: "numeric", autoComplete: "off" })}
          {input("email", "E-mail", { type: "email", inputMode: "email", autoComplete: "email" })}
          {input("signature", "Assinatura (digite o seu nome)", { autoComplete: "off" })}
          <div className="flex items-start gap-2">
            <input id="assinatura-consentimento" type="checkbox" className="mt-1 size-4" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-invalid={Boolean(fields?.consent)} />
            <Label htmlFor="assinatura-consentimento" className="text-sm font-normal leading-snug">
              {SIGNATURE_CONSENT}
            </Label>
          </div>
          {fields?.consent ? <p className="text-xs text-destructive">{fields.consent}</p> : null}
          {sign.error && !fields ? <p className="text-sm text-destructive">{errorMessage(sign.error)}</p> : null}
          <Button type="submit" disabled={sign.isPending}>
            Assinar documento
          </Button>
        </form>
      )}
    </section>
  );
}
