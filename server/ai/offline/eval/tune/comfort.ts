import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Comfort and performance (NBR 15575, ISO/CIE 8995-1, 10152, 10151, 16401, 15220-3), taken from
 * exam questions, professional blogs and norm summaries; each fact was read in the source given.
 */
export const TUNE_COMFORT: EvalQuestion[] = [
  // NBR 15575: vida útil de projeto
  {
    q: "Qual a vida útil de projeto mínima da estrutura pela norma de desempenho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "50 anos",
    source: "https://coartengenharia.com.br/corrosao-e-degradacao-em-estruturas-de-concreto-entenda-os-impactos-na-vida-util",
  },
  {
    q: "pra atingir o nivel superior de durabilidade a estrutura precisa de VUP de quantos anos?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "75 anos",
    source: "http://ibracon.org.br/site_revista/concreto_construcoes/ebook/edicao79/files/assets/basic-html/page65.html",
  },
  // NBR 15575: desempenho lumínico
  {
    q: "Quantos lux de iluminação natural o dormitório precisa ter no mínimo pela NBR 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "60 lux",
    source: "https://soprovas.com/questoes/2974762",
  },
  {
    q: "fator de luz diurna minimo na sala pela norma de desempenho",
    kind: "fact",
    norm: "NBR 15575",
    fact: "0,50%",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "Na NBR 15575, qual a iluminância artificial mínima da cozinha?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "200 lux",
    source: "https://soprovas.com/questoes/2974762",
  },
  {
    q: "quanto de luz precisa numa garagem descoberta de prédio pela 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "20 lux",
    source: "https://soprovas.com/questoes/2974762",
  },
  // NBR 15575: desempenho acústico
  {
    q: "Qual o isolamento acústico mínimo (DnT,w) da parede entre dois apartamentos quando um dos lados é quarto?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "45 dB",
    source: "https://www.aecweb.com.br/academy/ipt-quiz/ensaios-acusticos-de-campo-para-atendimento-a-nbr-15575/23848",
  },
  {
    q: "parede de geminação entre casas sem dormitorio, qual o DnT,w minimo?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "40 dB",
    source: "https://www.aecweb.com.br/academy/ipt-quiz/ensaios-acusticos-de-campo-para-atendimento-a-nbr-15575/23848",
  },
  {
    q: "barulho de passos do vizinho de cima: qual o ruído de impacto máximo permitido no nível mínimo?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "80 dB",
    source: "https://marcelosbarra.com/?p=1731",
  },
  {
    q: "Fachada de dormitório em local com classe de ruído III: qual o D2m,nT,w mínimo?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "30 dB",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  {
    q: "a partir de quando a emenda de acustica da norma de desempenho passou a valer para projetos?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "/março de 2022/",
    source: "https://inovatechengenharia.com.br/normas-de-desempenho/emenda-acustica-norma-de-desempenho-nbr-15575/",
  },
  {
    q: "Qual o limite de ruído de bomba e exaustor do prédio medido dentro do quarto (LAeq,nT) no nível mínimo?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "37 dB",
    source: "cópia não oficial, endereço removido: não é fonte aceita (decisão 078)",
  },
  // NBR 15575: desempenho térmico
  {
    q: "transmitância térmica máxima de parede externa clara (absortância até 0,6) na zona bioclimática 3?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "3,7 W/m²K",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  {
    q: "Qual a capacidade térmica mínima da parede externa no método simplificado da 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "130 kJ/m²K",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  {
    q: "telhado com telha escura (absortancia maior que 0,6) na ZB3: qual o U maximo da cobertura?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "1,5 W/m²K",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  {
    q: "Qual a área mínima de abertura para ventilação, em porcentagem do piso, pela NBR 15575 na zona 3?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "7%",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-683.html",
  },
  {
    // 12 m² × 7% = 0,84 m² (rule of NBR 15575-4 for the bioclimatic zone 3, minimum level)
    q: "quarto de 12 m² em zona bioclimática 3: qual a área mínima de abertura para ventilação pela 15575?",
    kind: "calc",
    norm: "NBR 15575",
    fact: "0,84 m²",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-683.html",
  },
  // NBR ISO/CIE 8995-1
  {
    q: "Quantos lux precisa um escritório para leitura e digitação?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "500 lux",
    source: "https://www.luxatec.com.br/blog/norma-nbr-8995-o-que-ela-diz-sobre-iluminao",
  },
  {
    q: "iluminancia de sala de aula pela 8995",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "300 lux",
    source: "https://faseinstalacoeseletricas.com.br/post/ilumina%C3%A7%C3%A3o-em-faculdades-e-escolas",
  },
  {
    q: "Sala de aula para curso noturno de adultos precisa de quanta iluminância?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "500 lux",
    source: "https://faseinstalacoeseletricas.com.br/post/ilumina%C3%A7%C3%A3o-em-faculdades-e-escolas",
  },
  {
    q: "quantos lux numa sala de exame de hospital?",
    kind: "fact",
    norm: "NBR ISO/CIE 8995-1",
    fact: "1.000 lux",
    source: "https://www.opainel.com.br/blog/categorias/artigos/entenda-as-principais-normas-tecnicas-para-iluminacao",
  },
  // NBR 10152 e 10151
  {
    q: "Quantos ambientes tem a tabela de valores de referência da NBR 10152 de 2017?",
    kind: "fact",
    norm: "NBR 10152",
    fact: "/48 ambientes/",
    source: "http://techne.pini.com.br/2017/12/nbr-10152-de-acustica-em-edificacoes-e-publicada-apos-revisao/",
  },
  {
    q: "limite de barulho à noite em área estritamente residencial pela NBR 10151",
    kind: "fact",
    norm: "NBR 10151",
    fact: "45 dB",
    source: "https://soprovas.com/questoes/2461105",
  },
  // NBR 16401
  {
    q: "Até quantos graus vai a temperatura operativa de conforto do ar-condicionado na NBR 16401?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "25,5 °C",
    source: "https://abrava.com.br/norma-que-regulamenta-instalacoes-de-ar-condicionado-em-sistemas-centrais-e-unitarios-nbr-16401-foi-atualizada/",
  },
  {
    q: "na NBR 16401-2 de 2008, qual a velocidade maxima do ar na zona ocupada com difusão convencional?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "0,20 m/s",
    source: "http://www.solloengenharia.com.br/publicacoes/informacoes-tecnicas/14/condicoes-de-conforto-termico-conforme-a-nbr-16401-da-abnt/",
  },
  {
    q: "Quando foi publicada a nova versão da NBR 16401 de ar-condicionado?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "/novembro de 2024/",
    source: "https://www.engenhariaearquitetura.com.br/?p=15563",
  },
  {
    q: "a revisão da 16401 tem dados climáticos de quantas cidades?",
    kind: "fact",
    norm: "NBR 16401",
    fact: "/52 localidades/",
    source: "https://www.engenhariaearquitetura.com.br/?p=15545",
  },
  // NBR 15220-3
  {
    q: "Transmitância máxima de parede leve refletora pela NBR 15220-3?",
    kind: "fact",
    norm: "NBR 15220",
    fact: "3,60 W/m²K",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  // ---- Prazos de garantia: Anexo D da NBR 15575-1 e NBR 17170 (04/12/2026) --------------------
  {
    q: "qual o prazo de garantia da impermeabilização pelo anexo D da norma de desempenho?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "5 anos",
    source: "https://tezzi.com.br/blog/garantia-de-obra-segundo-a-nbr-15575-12013",
  },
  {
    q: "garantia recomendada para a pintura de um apartamento novo, quantos anos?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "2 anos",
    source: "https://tezzi.com.br/blog/garantia-de-obra-segundo-a-nbr-15575-12013",
  },
  {
    q: "quantos anos de garantia tem o funcionamento da instalação elétrica pela 15575?",
    kind: "fact",
    norm: "NBR 15575",
    fact: "3 anos",
    source: "https://tezzi.com.br/blog/garantia-de-obra-segundo-a-nbr-15575-12013",
  },
  {
    q: "qual é a norma da ABNT de garantias das edificações, com os prazos recomendados?",
    kind: "fact",
    norm: "NBR 17170",
    fact: "/17170/",
    source: "https://i9ce.com.br/nbr-17170-2022-norma-de-garantias",
  },
];
