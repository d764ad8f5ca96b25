import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "sonner";
import { CUB_REGIME_LABELS, monthLabel } from "#domain/budget-defaults";
import type { CubImportPreview } from "#domain/cub.schema";
import { CUB_CODES } from "#domain/cub-table";
import { FormField } from "#web/components/form-field";
import { ListTable } from "#web/components/list-table";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Spinner } from "#web/components/ui/spinner";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "#web/components/ui/table";
import { Textarea } from "#web/components/ui/textarea";
import { errorMessage } from "#web/lib/api";
import { formatDate, formatDateTime } from "#web/lib/format";
import { adminCubTablesQueryOptions, previewCubTable, usePublishCubTable } from "#web/api/admin";
import { plural } from "#domain/addressing";

/** What the text box shows before anything is pasted: the format in one look (docs/cub-import.md has it whole). */
export const CUB_IMPORT_PLACEHOLDER = `UF: PR
Mês: 2026-10
Regime: Desonerado
Fonte: https://sinduscon-pr.com.br/…
R1-B; 2.010,50
R1-N; 2.450,20
R1-A; 3.010,80
…`;

const money = (n: number) => new Intl.NumberFormat("pt-BR", { style: "currency", currency: "BRL" }).format(n);
const change = (n: number | null) => (n === null ? "—" : `${n > 0 ? "+" : ""}${new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n * 100)}%`);

/**
 * "Tabelas do CUB" on the team's page (R-BUDGET-9): paste a month's table as the Sinduscon
 * publishes it, preview it (each value beside the previous month's, the problems per line in
 * pt-BR), publish it to every studio; below, every import with who published it and when.
 */
export function CubTablesCard() {
  const titleId = useId();
  const [text, setText] = useState("");
  const [preview, setPreview] = useState<{ text: string; result: CubImportPreview } | null>(null);
  const [checking, setChecking] = useState(false);
  const publish = usePublishCubTable();
  const history = useQuery(adminCubTablesQueryOptions);
  const current = preview && preview.text === text ? preview.result : null;

  async function check() {
    setChecking(true);
    try {
      setPreview({ text, result: await previewCubTable(text) });
    } catch (err) {
      toast.error("Não foi possível conferir a tabela", { description: errorMessage(err) });
    } finally {
      setChecking(false);
    }
  }

  async function publishIt() {
    try {
      const published = await publish.mutateAsync(text);
      toast.success("Tabela publicada", { description: `CUB de ${published.uf}, ${monthLabel(published.month)} (${CUB_REGIME_LABELS[published.regime]}): os estúdios já a recebem.` });
      setText("");
      setPreview(null);
    } catch (err) {
      toast.error("Não foi possível publicar a tabela", { description: errorMessage(err) });
    }
  }

  return (
    <Card aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Tabelas do CUB</CardTitle>
        <CardDescription>
          Cole a tabela de um mês como o Sinduscon a publica (texto ou CSV copiado do PDF): um cabeçalho com UF, mês, regime e o endereço da fonte, e uma linha por projeto-padrão com o valor em R$/m². Confira na prévia e publique: todos os estúdios passam a recebê-la, com a fonte.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <FormField label="Tabela do CUB (texto ou CSV)" hint="Uma tabela por vez (um estado, um mês, um regime). Publicar de novo o mesmo estado, mês e regime substitui a tabela; a anterior fica no histórico.">
          {(field) => <Textarea {...field} rows={10} className="font-mono text-sm" placeholder={CUB_IMPORT_PLACEHOLDER} value={text} onChange={(e) => setText(e.target.value)} />}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" onClick={() => void check()} disabled={checking || text.trim() === ""}>
            {checking ? "Conferindo..." : "Pré-visualizar"}
          </Button>
          <Button type="button" onClick={() => void publishIt()} disabled={!current?.table || publish.isPending}>
            {publish.isPending ? "Publicando..." : "Publicar para todos os estúdios"}
          </Button>
        </div>
        {preview && !current ? <p className="text-sm text-muted-foreground">O texto mudou depois da prévia: pré-visualize de novo para publicar.</p> : null}
        {current ? <PreviewView preview={current} /> : null}
        <h3 className="pt-2 text-base font-semibold">Tabelas publicadas</h3>
        {history.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner label="Carregando tabelas publicadas" />
          </div>
        ) : history.isError ? (
          <p role="alert" className="text-sm">
            {errorMessage(history.error)}
          </p>
        ) : (
          <ListTable columns={["Estado e mês", "Regime", "Fonte", "Publicada por", "Situação"]} emptyText="Nenhuma tabela publicada ainda: os estúdios usam só as tabelas incluídas no produto.">
            {history.data.length
              ? history.data.map((t) => (
                  <TableRow key={t.id}>
                    <TableCell className="whitespace-nowrap font-medium">
                      {t.uf}, {monthLabel(t.month)}
                    </TableCell>
                    <TableCell>{CUB_REGIME_LABELS[t.regime]}</TableCell>
                    <TableCell className="max-w-64 break-all">
                      {t.entity} —{" "}
                      <a href={t.source} target="_blank" rel="noreferrer" className="text-primary underline">
                        {t.source}
                      </a>
                    </TableCell>
                    <TableCell>
                      {t.publishedBy?.name ?? "Ex-membro da equipe"}
                      <span className="block text-xs text-muted-foreground">{formatDateTime(t.publishedAt)}</span>
                    </TableCell>
                    <TableCell>{t.replacedAt ? `Substituída em ${formatDate(t.replacedAt)}` : "Em vigor"}</TableCell>
                  </TableRow>
                ))
              : null}
          </ListTable>
        )}
      </CardContent>
    </Card>
  );
}

function PreviewView({ preview }: { preview: CubImportPreview }) {
  const name = (code: string) => CUB_CODES.find((c) => c.code === code)?.name ?? code;
  return (
    <section aria-label="Prévia da tabela" className="space-y-3">
      {preview.errors.length > 0 ? (
        <div role="alert" className="rounded-md border border-destructive p-3 text-sm text-destructive">
          <p className="font-medium">{plural(preview.errors.length, "erro: corrija-o para publicar.", "erros: corrija-os para publicar.")}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {preview.errors.map((e, i) => (
              <li key={i}>{e.message}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p role="status" className="text-sm font-medium text-green-800">
          Tabela de {preview.table!.uf}, {monthLabel(preview.table!.month)} ({CUB_REGIME_LABELS[preview.table!.regime]}, {preview.table!.entity}) pronta para publicar.
        </p>
      )}
      {preview.replaces ? (
        <p className="text-sm text-amber-700">
          Substitui a tabela publicada em {formatDateTime(preview.replaces.publishedAt)}
          {preview.replaces.publishedBy ? ` por ${preview.replaces.publishedBy.name}` : ""}; ela continua no histórico.
        </p>
      ) : null}
      {preview.notices.map((n) => (
        <p key={n} className="text-sm text-muted-foreground">
          {n}
        </p>
      ))}
      {preview.rows.length > 0 ? (
        <Table aria-label="Valores lidos">
          <TableHeader>
            <TableRow>
              <TableHead>Linha</TableHead>
              <TableHead>Projeto-padrão</TableHead>
              <TableHead className="text-right">R$/m²</TableHead>
              <TableHead className="text-right">{preview.previous ? `Em ${monthLabel(preview.previous.month)}` : "Mês anterior"}</TableHead>
              <TableHead className="text-right">Variação</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {preview.rows.map((r) => (
              <TableRow key={r.code}>
                <TableCell>{r.line}</TableCell>
                <TableCell>
                  <strong>{r.code}</strong> <span className="text-xs text-muted-foreground">{name(r.code)}</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{money(r.value)}</TableCell>
                <TableCell className="text-right tabular-nums">{r.previous === null ? "—" : money(r.previous)}</TableCell>
                <TableCell className="text-right tabular-nums">{change(r.change)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : null}
    </section>
  );
}
