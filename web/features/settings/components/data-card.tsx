import { useState } from "react";
import { Download, Trash2 } from "lucide-react";
import { toast } from "sonner";
import { Button } from "#web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#web/components/ui/card";
import { errorMessage } from "#web/lib/api";
import { useDownloadMyData } from "#web/api/account";
import { DeleteAccountDialog } from "./delete-account-dialog";

/** "Seus dados (LGPD)" (R-PROFILE-5): a copy of everything of the person's, and the account's deletion. */
export function DataCard() {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);

  function downloadData() {
    download.mutate(undefined, {
      onError: (error) => toast.error("Não foi possível baixar seus dados", { description: errorMessage(error) }),
    });
  }

  return (
    <Card aria-labelledby="seus-dados">
      <CardHeader>
        <CardTitle id="seus-dados">Seus dados (LGPD)</CardTitle>
        <CardDescription>
          Baixe uma cópia de tudo o que a Prancheta guarda sobre você, ou exclua sua conta de vez.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="flex flex-col gap-2">
          <p className="text-sm text-muted-foreground">
            Um arquivo ZIP com tudo o que é seu (conta, conversas, sugestões, lembretes, abas, notificações e todo o conteúdo dos estúdios de que você é proprietário), os arquivos deles e um LEIA-ME que explica cada parte.
          </p>
          <Button variant="outline" className="self-start" onClick={downloadData} disabled={download.isPending}>
            <Download aria-hidden="true" />
            {download.isPending ? "Preparando o arquivo..." : "Baixar meus dados"}
          </Button>
        </div>
        <div className="flex flex-col gap-2 rounded-md border border-destructive/30 p-4">
          <p className="text-sm text-muted-foreground">
            Exclui sua conta e os estúdios em que só você está, com seus clientes, projetos e arquivos. Isso não pode ser desfeito.
          </p>
          <Button variant="destructive" className="self-start" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" />
            Excluir minha conta
          </Button>
        </div>
        <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
      </CardContent>
    </Card>
  );
}
