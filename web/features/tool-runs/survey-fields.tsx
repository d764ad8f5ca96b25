import { FormField } from "#web/components/form-field";
import { Input } from "#web/components/ui/input";

/** The survey file's field name in the form (read by the route's process, not sent as an input). */
export const SURVEY_FIELD = "arquivoPontos";

/**
 * Topography's own controls (issue 18): the surveyed points (CSV or TXT, x;y;z) and the platform's
 * elevation for cut and fill. Without a file the tool answers from the text inputs alone.
 */
export function SurveyFields() {
  return (
    <>
      <FormField
        label="Arquivo de pontos (CSV ou TXT, opcional)"
        hint="Um ponto por linha: x;y;z (vírgula decimal aceita) ou x,y,z; até 50.000 pontos. DWG, KML e outros: exporte os pontos em CSV."
      >
        {(field) => <Input {...field} name={SURVEY_FIELD} type="file" accept=".csv,.txt,text/csv,text/plain" />}
      </FormField>
      <FormField label="Cota da plataforma para corte e aterro (m, opcional)" hint="Sem ela, a cota média do terreno.">
        {(field) => <Input {...field} name="cotaPlataforma" inputMode="decimal" placeholder="Ex.: 766,5" />}
      </FormField>
    </>
  );
}
