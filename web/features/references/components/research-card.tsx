import { useId, useState, type FormEvent, type RefObject } from "react";
import { ExternalLink, Search, X } from "lucide-react";
import { toast } from "sonner";
import type { GeneratedBy } from "#domain/generation.schema";
import type { ProjectSummary } from "#domain/projects.schema";
import { referenceSearchLinks } from "#domain/references";
import { plainWords } from "#domain/text-fields";
import { Button, buttonVariants } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { Input } from "#web/components/ui/input";
import { NativeSelect } from "#web/components/ui/native-select";
import { ApiError, errorMessage } from "#web/lib/api";
import { useProposeKeywords } from "#web/api/references";

/** What the stored list allows (domain/written-documents.schema.ts, referencesContentSchema). */
const MAX_WORDS = 20;
const MAX_WORD_CHARS = 60;

/**
 * "Iniciar pesquisa" (R-DOC-7): the project is chosen here (the form below saves to it too); the
 * server turns its briefing and concept into search words (AI, or the offline generator after a
 * 402), shown as chips the architect can remove or add to, and four searches built from the
 * words on screen. Links only: the searches open on the platforms, in a new tab.
 */
export function ResearchCard({
  projects,
  projectId,
  onProjectChange,
  projectError,
  selectRef,
  requireProject,
}: {
  projects: readonly ProjectSummary[];
  projectId: string;
  onProjectChange: (id: string) => void;
  projectError: string | null;
  selectRef: RefObject<HTMLSelectElement | null>;
  /** The chosen project, or null after saying (under the select) that one must be chosen. */
  requireProject: () => string | null;
}) {
  const selectId = useId();
  const wordId = useId();
  const propose = useProposeKeywords();
  const [words, setWords] = useState<string[] | null>(null);
  const [generatedBy, setGeneratedBy] = useState<GeneratedBy | null>(null);
  const [quota, setQuota] = useState<string | null>(null);
  const [draft, setDraft] = useState("");
  const [wordError, setWordError] = useState<string | null>(null);

  async function start(allowOffline: boolean) {
    const chosen = requireProject();
    if (!chosen) return;
    setQuota(null);
    try {
      const result = await propose.mutateAsync({ projectId: chosen, allowOffline });
      setWords(result.keywords);
      setGeneratedBy(result.generatedBy);
    } catch (err) {
      if (err instanceof ApiError && err.status === 402) setQuota(err.message);
      else toast.error("Não foi possível iniciar a pesquisa", { description: errorMessage(err) });
    }
  }

  function add(event: FormEvent) {
    event.preventDefault();
    const word = draft.trim().replace(/\s+/g, " ");
    const current = words ?? [];
    if (!word) setWordError("Escreva a palavra-chave.");
    else if (word.length > MAX_WORD_CHARS) setWordError(`Cada palavra-chave pode ter no máximo ${MAX_WORD_CHARS} caracteres.`);
    else if (current.some((w) => plainWords(w) === plainWords(word))) setWordError("Essa palavra-chave já está na lista.");
    else if (current.length >= MAX_WORDS) setWordError(`No máximo ${MAX_WORDS} palavras-chave.`);
    else {
      setWords([...current, word]);
      setDraft("");
      setWordError(null);
    }
  }

  const links = words && words.length > 0 ? referenceSearchLinks(words) : [];

  return (
    <Card aria-labelledby="iniciar-pesquisa">
      <CardHeader>
        <CardTitle id="iniciar-pesquisa">Iniciar pesquisa</CardTitle>
        <CardDescription>A IA buscará referências em plataformas visuais com base no briefing e no conceito do seu projeto.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-2">
            <label htmlFor={selectId} className="text-sm font-medium">
              Projeto
            </label>
            <NativeSelect
              id={selectId}
              ref={selectRef}
              value={projectId}
              aria-invalid={projectError ? true : undefined}
              aria-describedby={projectError ? `${selectId}-erro` : undefined}
              onChange={(e) => {
                onProjectChange(e.target.value);
                setWords(null);
                setGeneratedBy(null);
                setQuota(null);
              }}
            >
              <option value="">Selecione o projeto</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} — {p.client.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button onClick={() => void start(false)} disabled={propose.isPending} aria-busy={propose.isPending}>
            <Search aria-hidden="true" />
            {propose.isPending ? "Pesquisando…" : "Iniciar pesquisa"}
          </Button>
        </div>
        {projectError ? (
          <p id={`${selectId}-erro`} className="-mt-3 text-sm text-destructive">
            {projectError}
          </p>
        ) : null}
        {projects.length === 0 ? (
          <p className="text-sm text-muted-foreground">Nenhum projeto cadastrado ainda. Crie o projeto no início do painel, em “Novo projeto”.</p>
        ) : null}

        {quota ? (
          <div role="alert" className="flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            <p>{quota}</p>
            <p>O gerador offline é grátis: tira as palavras-chave das respostas do briefing e do conceito, sem IA.</p>
            <Button size="sm" className="self-start" onClick={() => void start(true)} disabled={propose.isPending}>
              Usar gerador offline
            </Button>
          </div>
        ) : null}

        {words ? (
          <div className="flex flex-col gap-4">
            {generatedBy ? (
              <p role="status" className="text-sm text-muted-foreground">
                <span className="mr-2 rounded-full bg-accent px-2 py-0.5 text-xs font-medium text-accent-foreground">{generatedBy.source === "ia" ? "IA" : "Gerador offline"}</span>
                {generatedBy.label}
              </p>
            ) : null}
            <ul aria-label="Palavras-chave" className="flex flex-wrap gap-2">
              {words.map((word) => (
                <li key={word} className="flex items-center gap-1 rounded-full border border-border bg-card py-1 pr-1 pl-3 text-sm">
                  {word}
                  <button
                    type="button"
                    aria-label={`Remover a palavra-chave ${word}`}
                    className="rounded-full p-0.5 text-muted-foreground hover:bg-accent hover:text-foreground"
                    onClick={() => setWords(words.filter((w) => w !== word))}
                  >
                    <X aria-hidden="true" className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
            <form onSubmit={add} noValidate className="flex flex-col gap-2">
              <label htmlFor={wordId} className="text-sm font-medium">
                Adicionar palavra-chave
              </label>
              <div className="flex gap-2">
                <Input
                  id={wordId}
                  value={draft}
                  maxLength={MAX_WORD_CHARS + 20}
                  aria-invalid={wordError ? true : undefined}
                  aria-describedby={wordError ? `${wordId}-erro` : undefined}
                  onChange={(e) => {
                    setDraft(e.target.value);
                    setWordError(null);
                  }}
                />
                <Button type="submit" variant="outline">
                  Adicionar
                </Button>
              </div>
              {wordError ? (
                <p id={`${wordId}-erro`} className="text-sm text-destructive">
                  {wordError}
                </p>
              ) : null}
            </form>
            {links.length > 0 ? (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-muted-foreground">Cada busca abre numa nova aba, com as palavras-chave acima.</p>
                <ul aria-label="Pesquisar nas plataformas" className="flex flex-wrap gap-2">
                  {links.map((link) => (
                    <li key={link.site}>
                      <a href={link.url} target="_blank" rel="noopener noreferrer" className={buttonVariants({ variant: "outline", size: "sm" })}>
                        {link.label}
                        <ExternalLink aria-hidden="true" />
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            ) : (
              <p className="text-sm text-muted-foreground">Acrescente uma palavra-chave para pesquisar.</p>
            )}
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
