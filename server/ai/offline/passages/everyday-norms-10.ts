import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { CC_SOURCE, CODIGO_CIVIL, ESTATUTO, ESTATUTO_TEXT, NBR9077 } from "./codes";

/**
 * The contract between the architect and the client, as the twentieth blind development set asked
 * it (decision 082): the Código Civil's service contract with its duty of good faith (arts. 421,
 * 422 and 593 to 609), cited by the law's text at planalto.gov.br. (The consumer code's liability
 * of a liberal professional is the passage of consumer-and-condominium.ts, which now says it.)
 * And, from the nineteenth set, NBR 9077's kinds of emergency stair with what makes a protected
 * one (3.23 to 3.26 and 4.7.10.1), cited by the norm's text and cross-checked on pages that
 * transcribe those items; which kind a building needs depends on its occupancy and height (the
 * norm's table and the state's fire code), which the passage says without a figure. From the
 * twenty-first set, the Estatuto da Cidade's IPTU progressive in time (arts. 5º to 8º), cited by
 * the law's text.
 */


export const EVERYDAY_NORM_10_PASSAGES: Passage[] = [
  {
    id: "cc593-prestacao-servico-boa-fe",
    code: CODIGO_CIVIL,
    item: "arts. 421, 422 e 593 a 609",
    title: "Contrato de projeto e acompanhamento de obra: prestação de serviço (arts. 593 a 609), com boa-fé na conclusão e na execução",
    topics: ["contrato de prestação de serviço", "prestação de serviço", "contrato de projeto", "contrato do arquiteto", "contrato com o cliente", "acompanhamento de obra", "boa-fé", "boa-fé objetiva", "probidade", "função social do contrato", "liberdade contratual", "autonomia da vontade", "art. 422", "art. 593", "Código Civil"],
    text:
      "O serviço que não está sujeito às leis trabalhistas nem a lei especial, como o projeto ou o acompanhamento da obra contratados com o arquiteto, rege-se pelos arts. 593 a 609 do Código Civil; a empreitada, em que se contrata a obra, tem capítulo próprio (arts. 610 a 626). " +
      "As partes pactuam as cláusulas com liberdade (a autonomia da vontade, ou privada): pelo art. 421, a liberdade contratual é exercida nos limites da função social do contrato, e nas relações privadas prevalecem a intervenção mínima e a excepcionalidade da revisão contratual (parágrafo único). " +
      "Pelo art. 422, os contratantes devem guardar, tanto na conclusão como na execução, os princípios de probidade e boa-fé, o que a doutrina chama de boa-fé objetiva: lealdade e cooperação entre as partes. " +
      "Quando o cliente é consumidor, o Código de Defesa do Consumidor vale junto com essas regras.",
    source: CC_SOURCE,
  },
  {
    id: "nbr9077-tipos-de-escada",
    code: NBR9077,
    item: "itens 3.23 a 3.26 e 4.7.10.1",
    title: "Escadas de emergência: não enclausurada (NE), enclausurada protegida (EP, paredes de 2 h e portas PRF de 30 min) e à prova de fumaça (PF, com antecâmara)",
    topics: ["escada de emergência", "tipos de escada", "escada não enclausurada", "escada comum", "NE", "escada enclausurada protegida", "escada protegida", "EP", "escada à prova de fumaça", "escada enclausurada à prova de fumaça", "PF", "PFP", "pressurizada", "antecâmara", "parede corta-fogo", "paredes corta-fogo", "porta corta-fogo", "PRF", "resistência ao fogo da escada", "2 h", "30 min", "9077"],
    text:
      "A NBR 9077 distingue três escadas de emergência: a não enclausurada ou comum (NE), que se comunica diretamente com corredores e halls, sem portas corta-fogo; a enclausurada protegida (EP), ventilada, num ambiente envolvido por paredes corta-fogo e com portas resistentes ao fogo; e a enclausurada à prova de fumaça (PF), com caixa de paredes e portas corta-fogo e acesso por antecâmara enclausurada ou local aberto (a PFP se mantém estanque à fumaça por pressurização). " +
      "A escada enclausurada protegida tem a caixa isolada por paredes resistentes a no mínimo 2 h de fogo, portas de acesso resistentes ao fogo por 30 min (PRF), de preferência com visor de vidro aramado de até 0,50 m², e ventilação para o espaço livre exterior em cada pavimento, facultativa no da descarga (4.7.10.1). " +
      "Qual delas a edificação exige depende da ocupação e da altura, pela tabela da norma e pela IT de saídas de emergência do Corpo de Bombeiros do estado, que prevalece onde existe. " +
      "Esses itens são da edição de 1993/2001; a NBR 9077 ganhou nova edição em julho de 2025: confirme-os nela e na IT do seu estado.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "estatuto-iptu-progressivo-no-tempo",
    code: ESTATUTO,
    item: "arts. 5º a 8º",
    title: "IPTU progressivo no tempo: alíquota majorada por 5 anos, no máximo o dobro do ano anterior e até 15%; depois, desapropriação com títulos",
    topics: ["IPTU progressivo", "IPTU progressivo no tempo", "alíquota do IPTU", "terreno vazio", "imóvel subutilizado", "imóvel não edificado", "parcelamento compulsório", "edificação compulsória", "utilização compulsória", "notificação", "função social da propriedade", "desapropriação", "títulos da dívida pública", "15%", "5 anos", "Estatuto da Cidade"],
    text:
      "Pelo Estatuto da Cidade, a lei municipal baseada no plano diretor pode exigir o parcelamento, a edificação ou a utilização compulsórios do solo urbano não edificado, subutilizado ou não utilizado, com prazos para o proprietário notificado (art. 5º). " +
      "Descumpridos os prazos, o município aplica o IPTU progressivo no tempo, majorando a alíquota por 5 anos consecutivos: a de cada ano não pode passar do dobro da do ano anterior, respeitado o máximo de 15% (art. 7º, § 1º), e é vedado conceder isenção ou anistia dessa tributação (§ 3º). " +
      "Decorridos 5 anos de cobrança sem que a obrigação seja cumprida, o município pode desapropriar o imóvel, pagando com títulos da dívida pública (art. 8º).",
    source: ESTATUTO_TEXT,
  },
  {
    id: "nbr9077-portas-rotas-de-saida",
    code: NBR9077,
    item: "itens 4.5.4.1 e 4.5.4.2",
    title: "Portas das rotas de saída (NBR 9077): abrem no sentido da saída e têm vão livre mínimo de 0,80 m",
    topics: ["porta de saída de emergência", "portas das rotas de saída", "sentido de abertura", "abrir para fora", "sentido da saída", "sentido do trânsito de saída", "largura da porta", "vão livre da porta", "luz da porta", "50 pessoas", "9077"],
    text:
      "Pela NBR 9077, as portas das rotas de saída, e as das salas para mais de 50 pessoas em comunicação com os acessos e descargas, abrem no sentido do trânsito de saída (4.5.4.1). " +
      "O vão livre (luz) mínimo das portas, comuns ou corta-fogo, é de 0,80 m, que conta como uma unidade no cálculo da capacidade; 1,00 m conta duas e 1,50 m, em duas folhas, três, admitida a redução de até 75 mm de cada lado para marco e alizares (4.5.4.2). " +
      "Esses itens são da edição de 1993/2001 (a NBR 9077 ganhou nova edição em julho de 2025); a IT do Corpo de Bombeiros do estado pode fixar outros limites, como a de São Paulo, que usa 100 pessoas.",
    source: NORM_TEXT_SOURCE,
  },
];
