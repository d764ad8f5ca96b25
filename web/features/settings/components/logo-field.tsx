import { useState, type ChangeEvent } from "react";
import { toast } from "sonner";
import { IMAGE_ACCEPT, IMAGE_MIME_TYPES } from "#domain/files";
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from "#domain/profile";
import type { Profile } from "#domain/profile.schema";
import { FormField } from "#web/components/form-field";
import { Button } from "#web/components/ui/button";
import { Input } from "#web/components/ui/input";
import { ApiError, errorMessage } from "#web/lib/api";
import { useRemoveLogo, useUploadLogo } from "#web/api/profile";

/** What the page can tell before sending (the server reads the bytes and decides). */
function logoProblem(file: File): string | null {
  if (file.size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  // An empty type (some systems) is left to the server.
  if (file.type && !(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return LOGO_WRONG_TYPE;
  return null;
}

/** The studio's logo: shown, replaced by choosing a file (sent at once), removed. */
export function LogoField({ studio }: { studio: Profile["studio"] }) {
  const upload = useUploadLogo();
  const remove = useRemoveLogo();
  const [error, setError] = useState<string | null>(null);
  // A new key empties the file input (its value cannot be set).
  const [inputKey, setInputKey] = useState(0);
  const busy = upload.isPending || remove.isPending;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const problem = logoProblem(file);
    if (problem) {
      setError(problem);
      setInputKey((k) => k + 1);
      return;
    }
    setError(null);
    upload.mutate(file, {
      onSuccess: () => toast.success("Logotipo atualizado", { description: "Ele aparece nos PDFs do estúdio." }),
      onError: (err) => {
        const message = err instanceof ApiError && err.fields?.file ? err.fields.file : null;
        if (message) setError(message);
        else toast.error("Não foi possível enviar o logotipo", { description: errorMessage(err) });
      },
      onSettled: () => setInputKey((k) => k + 1),
    });
  }

  function removeLogo() {
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => toast.success("Logotipo removido"),
      onError: (err) => toast.error("Não foi possível remover o logotipo", { description: errorMessage(err) }),
    });
  }

  return (
    <div className="flex flex-col gap-3">
      {studio.logo ? (
        <div className="flex items-center gap-4">
          <img src={studio.logo.screenUrl} alt="Logotipo do estúdio" className="max-h-20 max-w-40 rounded border border-border bg-white object-contain p-1" />
          {studio.canEdit ? (
            <Button variant="outline" size="sm" onClick={removeLogo} disabled={busy}>
              {remove.isPending ? "Removendo..." : "Remover logotipo"}
            </Button>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">O estúdio ainda não tem logotipo.</p>
      )}
      <FormField
        label={studio.logo ? "Trocar logotipo" : "Enviar logotipo"}
        hint={`PNG, JPEG ou WebP, até ${LOGO_MAX_BYTES / 1024 / 1024} MB. Aparece em todos os PDFs do estúdio.`}
        error={error ?? undefined}
      >
        {(wiring) => (
          <Input
            key={inputKey}
            {...wiring}
            type="file"
            accept={IMAGE_ACCEPT}
            onChange={choose}
            disabled={!studio.canEdit || busy}
            aria-busy={upload.isPending}
            className="h-auto py-1.5"
          />
        )}
      </FormField>
      {upload.isPending ? <p role="status" className="text-sm text-muted-foreground">Enviando logotipo...</p> : null}
    </div>
  );
}
