import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CODIGO_CIVIL, CONDOMINIUM } from "./codes";

/**
 * Rules of buildings in use and of flats sold on plan that the base lacked, found by the
 * thirty-second blind development set (decision 082): the síndico's term (Código Civil, art.
 * 1.347), the developer's grace period to give up (Lei 4.591/1964, arts. 33 and 34), the
 * patrimônio de afetação (arts. 31-A to 31-F, added by Lei 10.931/2004) and the family usucapião
 * (Código Civil, art. 1.240-A, added in 2011; its amending law is not named, lest "o que diz a Lei
 * 12.424?" find this passage for a law the base does not hold). Each is cited to the law's own text at
 * the Planalto; the grace period's articles were cross-checked on a transcription of the law
 * (legjur) and a registry office's note on art. 33 (1º RI de São José dos Campos); art. 33 is
 * quoted as Lei 14.382/2022 wrote it (180 days to carry the incorporação out, then update the
 * documents), not as the old "registration valid for 180 days".
 */

const LEI4591 = "Lei 4.591/1964 (condomínios e incorporações)";
const LEI4591_SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/l4591.htm";

export const CONDOMINIUM_AND_INCORPORATION_PASSAGES: Passage[] = [
  {
    id: "cc1347-sindico-mandato",
    code: CODIGO_CIVIL,
    item: "art. 1.347",
    title: "Síndico: escolhido pela assembleia, condômino ou não, por mandato de até 2 anos, que pode ser renovado",
    topics: ["artigo 1.347", ...CONDOMINIUM, "síndico", "mandato do síndico", "prazo do mandato", "eleição do síndico", "reeleição do síndico", "síndico profissional", "síndico externo", "dois anos", "2 anos", "renovar o mandato"],
    text:
      "Pelo art. 1.347 do Código Civil, a assembleia escolhe um síndico, que pode não ser condômino, para administrar o condomínio por prazo não superior a dois anos, o qual pode renovar-se. " +
      "A convenção não alarga esse prazo: um mandato de quatro anos previsto nela não vale além dos dois da lei, e a continuidade depende de nova escolha da assembleia.",
    source: CC_SOURCE,
  },
  {
    id: "lei4591-prazo-carencia",
    code: LEI4591,
    item: "arts. 33 e 34",
    title: "Prazo de carência do incorporador para desistir da incorporação: fixado no memorial, nunca além do prazo de validade do registro e improrrogável",
    // Not the buyer's words ("apartamento na planta", "incorporadora"): a buyer who gives up is the
    // distrato's (Lei 13.786), not the developer's grace period.
    topics: ["artigo 34", "artigo 33", "Lei 4.591", "lei de incorporações", "prazo de carência", "carência", "desistir da incorporação", "desistência da incorporação", "incorporador desistir", "denúncia da incorporação", "validade do registro da incorporação", "revalidação do registro", "180 dias", "improrrogável", "prorrogar a carência"],
    text:
      "Pelo art. 34 da Lei 4.591/1964, o incorporador pode fixar um prazo de carência dentro do qual lhe é lícito desistir do empreendimento, por declaração arquivada com o memorial de incorporação (art. 32, alínea n) que diga as condições da desistência. " +
      "Esse prazo não pode ultrapassar o termo final do prazo de validade do registro da incorporação ou de sua revalidação (§ 2º) e é improrrogável (§ 6º). " +
      "Pelo art. 33, na redação da Lei 14.382/2022, a incorporação que não se concretizar em 180 dias contados do registro (sem alienação de unidade, financiamento da construção contratado ou obra iniciada) tem o registro revalidado com a documentação atualizada. " +
      "A desistência é denunciada por escrito ao Registro de Imóveis, averbada no registro da incorporação e comunicada por escrito a cada adquirente (§§ 4º e 5º); os contratos preliminares têm de mencionar o prazo de carência (§ 3º). " +
      "A carência é do incorporador: o comprador que desiste da unidade na planta não tem carência, e o desfazimento do contrato segue o distrato do art. 67-A da mesma lei.",
    source: LEI4591_SOURCE,
  },
  {
    id: "lei4591-patrimonio-afetacao",
    code: LEI4591,
    item: "arts. 31-A a 31-F (incluídos pela Lei 10.931/2004)",
    title: "Patrimônio de afetação: o terreno, a obra e os recursos de uma incorporação apartados do patrimônio do incorporador (arts. 31-A a 31-F)",
    // Not the words of any incorporação ("incorporador", "na planta"): who the developer is, or a
    // buyer's question, is another passage's.
    topics: ["artigo 31-A", "31-A", "31-F", "Lei 4.591", "lei de incorporações", "patrimônio de afetação", "afetação", "regime de afetação", "incorporação afetada", "Lei 10.931", "10.931", "falência da incorporadora", "falência da construtora", "comissão de representantes"],
    text:
      "O regime do patrimônio de afetação está nos arts. 31-A a 31-F da Lei 4.591/1964, incluídos pela Lei 10.931/2004. " +
      "A critério do incorporador, a incorporação é submetida a ele: o terreno, as acessões e os demais bens e direitos a ela vinculados ficam apartados do patrimônio do incorporador e só respondem pelas dívidas e obrigações dessa incorporação (art. 31-A). " +
      "A afetação se constitui pela averbação, a qualquer tempo, de termo firmado pelo incorporador no Registro de Imóveis (art. 31-B), e a comissão de representantes dos adquirentes acompanha a obra e as contas. " +
      "Na falência ou insolvência do incorporador, o patrimônio afetado não entra na massa: os adquirentes podem decidir prosseguir a obra ou liquidar o patrimônio (art. 31-F).",
    source: LEI4591_SOURCE,
  },
  {
    id: "cc1240a-usucapiao-familiar",
    code: CODIGO_CIVIL,
    item: "art. 1.240-A",
    title: "Usucapião familiar: 2 anos de posse exclusiva do imóvel urbano de até 250 m² dividido com o ex-cônjuge ou ex-companheiro que abandonou o lar",
    topics: ["artigo 1.240-A", "1.240-A", "usucapião", "usucapião familiar", "usucapião por abandono do lar", "abandono do lar", "ex-cônjuge", "ex-companheiro", "ex-marido", "ex-mulher", "divórcio", "separação", "2 anos", "dois anos", "250 m²", "imóvel do casal"],
    text:
      "Pelo art. 1.240-A do Código Civil, incluído em 2011, quem exerce por 2 anos, sem interrupção e sem oposição, posse direta e exclusiva sobre imóvel urbano de até 250 m² cuja propriedade divide com ex-cônjuge ou ex-companheiro que abandonou o lar, e o usa como sua moradia, adquire o domínio integral, desde que não seja proprietário de outro imóvel urbano ou rural. " +
      "O direito só pode ser reconhecido uma vez para a mesma pessoa.",
    source: CC_SOURCE,
  },
];
