import { placeIsCity } from "#domain/city-rules";
import { PASSAGES } from "./passages";
import { passageById } from "./search";
import { foldAccents } from "./text";
import type { Calculation } from "./calc/types";

/**
 * City rules: setbacks, TO/CA/TP of a zone, height limits, minimum room areas, parking ratios.
 * No national value exists, so asking for one gets "depends on that city's law" with what to
 * look up and where — never another city's number or a revoked law's.
 */
const PARAMETER =
  /(recuo|afastamento|taxa de ocupacao|\bto\b|coeficiente de aproveitamento|\bca\b|indice de aproveitamento|gabarito|altura maxima d[ao] (edifica|predio|construc)|taxa de permeabilidade|\btp\b|numero (maximo )?de pavimentos|quantos pavimentos|lote minimo|\btestada\b|vagas? (de garagem|de estacionamento)? ?por (unidade|apartamento|apto|moradia|m2|metro)|vagas de garagem|(area|tamanho|dimens(ao|oes)) minim[oa]s? d[eo]s? (\w+ ){0,2}(dormitorio|quarto|sala|cozinha|banheiro|lavabo|comodo|compartimento|lote))/;
const ASKS_VALUE = /\b(qual|quais|quanto|quantos|quantas|minim[oa]s?|maxim[oa]s?|exigid[oa]s?|exige|permitid[oa]|posso|pode|preciso|obrigatori)/;
const DEFINITION = /(o que (e|sao|significa)|defini|como (se )?calcul|formula|diferenca entre|para que serve)/;
/** Federal sources that do fix such values (a programme's specification, a norm). */
const NOT_MUNICIPAL =
  /(estatuto|codigo civil|mcmv|minha casa|nbr|abnt|norma|9050|15575|pcd|deficien|idos|\bcub\b|leitos?|\buti\b|hote(l|is)|lei federal|federal|6\.?766|parcelamento|codigo florestal|\bapp\b|preservacao permanente)/;
/** A zone code ("ZR-2", "ZM") or "em/na/de <Cidade>" also asks for the value there. */
const PLACE = /\bZ[A-Z]{1,4}\b|\b(em|na|no|de|da|do)\s+[A-ZÁÉÍÓÚ][a-zà-ú]+/;

/** The city passages (code "Legislação municipal…") whose title names a place in the question. */
function cityPassages(folded: string) {
  return PASSAGES.filter((p) => p.id.startsWith("zon-") && p.id !== "zon-municipal" && /: (onde|lei|codigo|plano)/i.test(foldAccents(p.title)))
    .filter((p) => {
      const place = foldAccents(p.title.split(":")[0] as string).trim();
      return place.length > 2 && folded.includes(place);
    });
}

/** The lot's size and frontage: the city sets them, above the federal floor. */
const LOT_SIZE = /lote minimo|\btestada\b|(area|tamanho|dimens(ao|oes)) minim[oa]s? d[eo]s? lote/;

export function municipalReply(question: string): Calculation | undefined {
  const folded = foldAccents(question);
  if (!PARAMETER.test(folded) || DEFINITION.test(folded) || NOT_MUNICIPAL.test(folded)) return undefined;
  const cities = cityPassages(folded);
  if (!ASKS_VALUE.test(folded) && !PLACE.test(question) && cities.length === 0) return undefined;
  // Federal rules stay federal (decision 082): the city's minimum lot sits on the national floor,
  // quoted below the city's answer, never as the city's figure.
  const floor = LOT_SIZE.test(folded) ? [passageById("lei6766-lote-minimo")] : [];
  return {
    lines: [
      `**Depende da lei do município${cities.length ? "" : " onde fica o terreno"}.** Recuos, taxa de ocupação, coeficiente de aproveitamento, permeabilidade, altura, vagas e áreas mínimas de cômodos não têm valor nacional: cada cidade os fixa, em geral por zona, e eles mudam a cada revisão da lei.`,
      [
        "Onde olhar:",
        "- o mapa de zoneamento, para saber a zona do lote;",
        "- o quadro de parâmetros da zona na lei de uso e ocupação do solo e no plano diretor vigentes;",
        "- o código de obras, para áreas e dimensões mínimas dos cômodos, iluminação e ventilação;",
        "- a certidão de uso do solo ou as informações básicas do lote emitidas pela prefeitura, e as restrições do loteamento ou condomínio, quando houver.",
      ].join("\n"),
    ],
    computed: [],
    passages: [...cities, passageById("zon-municipal"), ...floor],
  };
}

/**
 * Passages that hold one city's own rule (its zoning law, its glossary, its code of works), with
 * the cities they belong to. A tool run for a lot shows them only when the lot is in one of them
 * (decision 078): Natal's way of measuring a height or São Paulo's zones are not a Curitiba lot's.
 */
export const CITY_RULE_PASSAGES: Readonly<Record<string, readonly string[]>> = {
  "zon-tp-exemplos": ["São Paulo", "Natal"],
  "zon-recuo": ["Natal"],
  "zon-gabarito": ["Natal"],
  "zon-cota-parte": ["São Paulo"],
  "zon-quota-ambiental": ["São Paulo"],
  "zon-lpuos-sp": ["São Paulo"],
  "zon-sp-quadro3": ["São Paulo"],
  "zon-sp-2004": ["São Paulo"],
  "zon-zonas": ["São Paulo"],
  "zon-zeis": ["São Paulo"],
  "zon-usos-sp": ["São Paulo"],
  "zon-varandas-sp": ["São Paulo"],
  "energia-sp-lei-solar": ["São Paulo"],
  "zon-bh": ["Belo Horizonte"],
  "zon-curitiba": ["Curitiba"],
  "zon-campinas": ["Campinas"],
  "zon-porto-alegre": ["Porto Alegre"],
};

/** True unless the passage is a city's rule and `place` (the lot's city or address) is not in it. */
export function shownForPlace(passageId: string, place: string | null | undefined): boolean {
  const cities = CITY_RULE_PASSAGES[passageId];
  return !cities || cities.some((city) => placeIsCity(place, city));
}
