import type { Passage } from "#server/ai/offline/types";

/**
 * The contract between the architect and the client, as the twentieth blind development set asked
 * it (decision 082): the Código Civil's service contract with its duty of good faith (arts. 421,
 * 422 and 593 to 609), cited by the law's text at planalto.gov.br. (The consumer code's liability
 * of a liberal professional is the passage of consumer-and-condominium.ts, which now says it.)
 */

const CODIGO_CIVIL = "Lei 10.406/2002 (Código Civil)";
const CC_SOURCE = "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm";

export const EVERYDAY_NORM_10_PASSAGES: Passage[] = [
  {
    id: "cc593-prestacao-servico-boa-fe",
    code: CODIGO_CIVIL,
    item: "arts. 421, 422 e 593 a 609",
    title: "Contrato de projeto e acompanhamento de obra: prestação de serviço (arts. 593 a 609), com boa-fé na conclusão e na execução",
    topics: ["contrato de prestação de serviço", "prestação de serviço", "contrato de projeto", "contrato do arquiteto", "contrato com o cliente", "acompanhamento de obra", "boa-fé", "boa-fé objetiva", "probidade", "função social do contrato", "liberdade contratual", "autonomia da vontade", "art. 422", "art. 593", "Código Civil"],
    text:
      "O serviço que não está sujeito às leis trabalhistas nem a lei especial, como o projeto ou o acompanhamento da obra contratados com o arquiteto, rege-se pelos arts. 593 a 609 do Código Civil; a empreitada, em que se contrata a obra, tem capítulo próprio (arts. 610 a 626). " +
      "As partes são livres para pactuar as cláusulas (a autonomia da vontade, ou privada) nos limites da função social do contrato e da lei (art. 421) e devem guardar, tanto na conclusão como na execução, os princípios de probidade e boa-fé (art. 422), a chamada boa-fé objetiva: agir com lealdade e colaborar com a outra parte do começo ao fim do contrato.",
    source: CC_SOURCE,
  },
];
