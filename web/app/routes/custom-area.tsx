import { CreatedTabNotice, MyTabs, useCreateTabProcess } from "#web/features/custom-tabs/custom-area";
import { ToolPage } from "#web/features/tools/tool-page";

/** /dashboard/area-personalizada (R-TAB-1): the spec's tool screen creates a tab; below, "Abrir aba" and "Minhas abas". */
export function CustomAreaRoute() {
  const { process, created } = useCreateTabProcess();
  return (
    <ToolPage toolId="area-personalizada" process={process}>
      <CreatedTabNotice tab={created} />
      <MyTabs />
    </ToolPage>
  );
}
