import type { Passage } from "#server/ai/offline/types";
import { NBR15220, NBR15575 } from "./codes";

/**
 * Building performance and comfort, one key figure per passage: NBR 15575 (service life, light,
 * heat, sound), NBR ISO/CIE 8995-1 (illuminance by task), NBR 10152 and 10151 (sound levels),
 * NBR 16401 (air conditioning comfort) and NBR 15220-3 (bioclimatic guidelines).
 * Codes are the same constants as in norms-performance.ts, so one norm keeps one code.
 */

const NBR8995 = "ABNT NBR ISO/CIE 8995-1:2013";
const NBR10152 = "ABNT NBR 10152:2017";
const NBR10151 = "ABNT NBR 10151:2019";
const NBR16401 = "ABNT NBR 16401:2024";
const NBR16401_2008 = "ABNT NBR 16401:2008";

export const COMFORT_PASSAGES: Passage[] = [
  // ── NBR 15575: vida útil de projeto (VUP) ──
  {
    id: "nbr15575-vup-estrutura",
    code: NBR15575,
    title: "VUP da estrutura: 50, 63 ou 75 anos",
    item: "Parte 2 (sistemas estruturais), item 14.1",
    topics: ["vida útil", "vida útil de projeto", "VUP", "estrutura", "estrutural", "durabilidade", "quantos anos dura", "prédio dura quanto", "casa dura quanto", "50 anos", "concreto armado", "15575"],
    text:
      "Pela norma de desempenho, a estrutura principal deve ser projetada para uma vida útil de projeto (VUP) de pelo menos 50 anos no nível mínimo (M), obrigatório. " +
      "Nos níveis opcionais, a VUP da estrutura passa a 63 anos (intermediário, I) e 75 anos (superior, S). " +
      "Cabe ao projetista estrutural adotar essa VUP, cumprindo as normas de projeto como a NBR 6118 (concreto) e a NBR 8800 (aço).",
    source: "http://ibracon.org.br/site_revista/concreto_construcoes/ebook/edicao79/files/assets/basic-html/page65.html",
  },
  {
    id: "nbr15575-vup-sistemas",
    code: NBR15575,
    title: "VUP mínima de pisos, fachada, paredes internas, cobertura (telhado) e hidráulica (estimativa)",
    item: "Parte 1",
    topics: ["vida útil", "VUP", "piso", "pisos internos", "vedação vertical", "parede externa", "fachada", "parede interna", "cobertura", "telhado", "hidrossanitário", "encanamento", "instalações hidráulicas", "quantos anos", "durabilidade"],
    text:
      "Como estimativa (valores de fontes secundárias, confirme na tabela de VUP da Parte 1), a VUP mínima seria de 13 anos para pisos internos, 40 anos para a vedação vertical externa (fachada), 20 anos para a vedação vertical interna, 20 anos para a cobertura e 20 anos para o sistema hidrossanitário. " +
      "Só a VUP da estrutura (50 anos no mínimo) foi confirmada nesta base em mais de uma fonte.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr15575-vup-garantia",
    code: NBR15575,
    title: "Vida útil não é garantia: quando começa a contar",
    item: "Parte 1, item 3 (definições)",
    topics: ["vida útil", "VU", "VUP", "garantia", "prazo de garantia", "garantia legal", "garantia contratual", "habite-se", "auto de conclusão", "defeito", "vício", "construtora"],
    text:
      "A vida útil (VU) é o tempo em que o edifício e seus sistemas servem ao uso previsto, atendendo aos níveis de desempenho e desde que a manutenção do manual seja feita; ela começa a contar na emissão do Habite-se ou do auto de conclusão da obra. " +
      "Ela não se confunde com o prazo de garantia contratual, dado pela construtora ou incorporadora, nem com a garantia legal, o prazo que a lei dá ao comprador para reclamar de defeitos. " +
      "Para edifícios habitacionais, as referências internacionais convergem para uma VUP do edifício entre 50 e 60 anos.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-vup-criterios",
    code: NBR15575,
    title: "Como a VUP de cada parte é definida",
    item: "Parte 1, Anexo C (Tabelas C.1 a C.3)",
    topics: ["vida útil", "VUP", "como definir", "critérios", "efeito da falha", "custo de manutenção", "BS 7543", "categoria de vida útil", "substituível", "manutenção"],
    text:
      "A NBR 15575 fixa a VUP de cada parte do edifício pelo efeito que uma falha causa (de perigo à vida até nenhum problema excepcional), pela facilidade de manutenção e reparo e pelo custo de corrigir a falha, inclusive nos sistemas vizinhos atingidos. " +
      "O método vem da norma britânica BS 7543 e está nas Tabelas C.1 a C.3 do Anexo C da Parte 1. " +
      "Quem define a VUP no projeto também precisa definir a manutenção que o usuário deve fazer para alcançá-la.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ── NBR 15575: desempenho lumínico ──
  {
    id: "nbr15575-luz-natural",
    code: NBR15575,
    title: "Iluminação natural mínima: 60 lux",
    item: "Parte 1, desempenho lumínico",
    topics: ["iluminação natural", "luz natural", "claridade", "luz do dia", "lux", "60 lux", "dormitório", "quarto", "sala", "cozinha", "área de serviço", "desempenho lumínico", "janela", "15575"],
    text:
      "No nível mínimo da NBR 15575, o centro da sala de estar, dos dormitórios, da copa/cozinha e da área de serviço deve receber pelo menos 60 lux só com luz natural; banheiros, corredores e garagens não têm exigência mínima. " +
      "A verificação (por cálculo, simulação ou medição) considera os dias 23 de abril e 23 de outubro, às 9h30 e às 15h30. " +
      "Como estimativa (confirme na norma), os níveis intermediário e superior pedem cerca de 90 lux e 120 lux.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-fator-luz-diurna",
    code: NBR15575,
    title: "Fator de luz diurna (FLD): 0,50% no mínimo",
    item: "Parte 1, desempenho lumínico",
    topics: ["fator de luz diurna", "FLD", "daylight factor", "luz natural", "claridade", "porcentagem", "sala", "dormitório", "cozinha", "banheiro", "corredor", "garagem"],
    text:
      "Como alternativa ao valor em lux, a NBR 15575 aceita o fator de luz diurna (FLD): na sala, nos dormitórios e na copa/cozinha ele deve ser de pelo menos 0,50% no nível mínimo, 0,65% no intermediário e 0,75% no superior. " +
      "Em banheiros, corredores e garagens não há exigência no nível mínimo; para os níveis intermediário e superior pedem-se 0,25% e 0,35%.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-luz-artificial",
    code: NBR15575,
    title: "Iluminação artificial mínima por cômodo: 100, 200, 75 e 20 lux",
    item: "Parte 1, desempenho lumínico",
    topics: ["iluminação artificial", "luz artificial", "lâmpada", "luminária", "lux", "sala", "quarto", "dormitório", "banheiro", "área de serviço", "cozinha", "copa", "corredor", "escada", "garagem", "estacionamento", "15575"],
    text:
      "No nível mínimo da NBR 15575, a iluminação artificial deve dar pelo menos 100 lux na sala, nos dormitórios, no banheiro e na área de serviço, e 200 lux na copa e na cozinha. " +
      "Corredores e escadas internos à unidade, corredores e escadarias de uso comum e garagens cobertas pedem 75 lux; garagens e estacionamentos descobertos, 20 lux. " +
      "Parte desses valores veio da antiga NBR 5413, hoje cancelada.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-janela-peitoril",
    code: NBR15575,
    title: "Altura do peitoril e da testeira da janela (estimativa)",
    item: "Parte 1, desempenho lumínico (premissas de projeto)",
    topics: ["janela", "peitoril", "altura do peitoril", "testeira", "verga", "altura da janela", "contato visual com o exterior", "vista", "iluminação natural", "dormitório", "sala"],
    text:
      "A NBR 15575 recomenda que salas de estar e dormitórios recebam luz natural por portas ou janelas, com cotas máximas de peitoril e de testeira medidas a partir do piso interno. " +
      "Como estimativa (valores citados em questões de concurso, confirme na norma), o peitoril ficaria a no máximo 1,00 m do piso e a testeira a no máximo 2,20 m, para garantir a visão do exterior.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },

  // ── NBR 15575: desempenho térmico (procedimento simplificado) ──
  {
    id: "nbr15575-parede-transmitancia",
    code: NBR15575,
    title: "Parede externa: transmitância térmica U máxima (3,7 ou 2,5 W/m²K)",
    item: "Parte 4, procedimento simplificado",
    topics: ["transmitância térmica", "U", "parede externa", "parede", "fachada", "vedação vertical", "absortância", "cor da parede", "parede escura", "parede clara", "desempenho térmico", "calor", "W/m²K", "zona bioclimática"],
    text:
      "No procedimento simplificado da NBR 15575-4 (texto de 2013), a transmitância térmica da parede externa depende da cor: na zona bioclimática 3, com absortância solar α ≤ 0,6 (cores claras) o limite é U ≤ 3,7 W/m²K, e com α > 0,6 (cores escuras) é U ≤ 2,5 W/m²K. " +
      "Como estimativa (confirme na norma), a mesma regra valeria para as zonas 4 a 8, e nas zonas 1 e 2 o limite seria U ≤ 2,5 W/m²K para qualquer cor. " +
      "A Emenda de 2021 reorganizou o método térmico; confira se o projeto segue o texto de 2013 ou o de 2021.",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  {
    id: "nbr15575-parede-capacidade-termica",
    code: NBR15575,
    title: "Parede externa: capacidade térmica mínima de 130 kJ/m²K",
    item: "Parte 4, procedimento simplificado",
    topics: ["capacidade térmica", "CT", "inércia térmica", "massa térmica", "parede externa", "parede", "kJ/m²K", "desempenho térmico", "zona bioclimática", "130"],
    text:
      "Além da transmitância, o procedimento simplificado da NBR 15575-4 (texto de 2013) exige que a parede externa tenha capacidade térmica CT ≥ 130 kJ/m²K, limite confirmado para a zona bioclimática 3. " +
      "Uma parede com U = 2,64 W/m²K e CT = 102,3 kJ/m²K, por exemplo, atende à transmitância em cor clara, mas reprova na capacidade térmica. " +
      "Como estimativa (confirme na norma), a zona bioclimática 8 seria dispensada dessa exigência.",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  {
    id: "nbr15575-cobertura-transmitancia",
    code: NBR15575,
    title: "Cobertura: transmitância térmica U máxima (2,3 ou 1,5 W/m²K)",
    item: "Parte 5, procedimento simplificado",
    topics: ["cobertura", "telhado", "telha", "laje de cobertura", "transmitância térmica", "U", "absortância", "telha escura", "telha de fibrocimento", "desempenho térmico", "calor", "W/m²K"],
    text:
      "Para a cobertura, o procedimento simplificado da NBR 15575-5 (texto de 2013) limita a transmitância conforme a absortância da face externa: na zona bioclimática 3, U ≤ 2,3 W/m²K com α ≤ 0,6 e U ≤ 1,5 W/m²K com α > 0,6. " +
      "Uma cobertura de telha de fibrocimento (α acima de 0,6) com U = 2,13 W/m²K, por isso, não atende. " +
      "Como estimativa (confirme), nas zonas 7 e 8 o corte de absortância seria 0,4 e entraria um fator de ventilação do ático.",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
  {
    id: "nbr15575-aberturas-ventilacao",
    code: NBR15575,
    title: "Aberturas para ventilação: 7% da área de piso",
    item: "Parte 4, aberturas para ventilação",
    topics: ["ventilação natural", "abertura", "janela", "vão de ventilação", "área de janela", "área de piso", "porcentagem", "7%", "janela de correr", "dormitório", "sala", "cozinha", "desempenho térmico"],
    text:
      "A NBR 15575-4 exige aberturas de ventilação nos ambientes de permanência prolongada (salas, cozinhas e dormitórios); na zona bioclimática 3, o nível mínimo pede área de ventilação acima de 7% da área de piso. " +
      "Numa janela de correr só metade do vão abre, então a área de ventilação é 50% do vão de iluminação. " +
      "A NBR 15220-3 é mais exigente: para a mesma zona recomenda aberturas médias, de 15% a 25% da área de piso.",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-683.html",
  },
  {
    id: "nbr15575-termico-2013-verao",
    code: NBR15575,
    title: "Critério térmico antigo: interior não mais quente que o exterior no verão",
    item: "Parte 1, item 11.3.1 (texto de 2013)",
    topics: ["desempenho térmico", "temperatura interna", "verão", "calor", "temperatura máxima", "simulação", "medição", "sala", "dormitório", "critério antigo"],
    text:
      "No texto de 2013 da NBR 15575-1, o critério de verão pedia que a temperatura máxima diária do ar em salas e dormitórios, sem fontes internas de calor, fosse menor ou igual à máxima diária do ar externo. " +
      "A Emenda de 2021 trocou esse critério, para a simulação, pelo percentual de horas dentro de uma faixa de temperatura (PHFT) e pela carga térmica total.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ── NBR 15575: desempenho acústico ──
  {
    id: "nbr15575-acustica-geminacao",
    code: NBR15575,
    title: "Parede entre apartamentos (geminação): DnT,w 40 ou 45 dB",
    item: "Parte 4, isolamento a ruído aéreo de vedações internas",
    topics: ["isolamento acústico", "parede de geminação", "parede entre apartamentos", "parede entre casas", "vizinho", "barulho do vizinho", "ouvir o vizinho", "DnT,w", "ruído aéreo", "dB", "decibéis", "dormitório", "quarto", "acústica"],
    text:
      "A parede entre unidades habitacionais (geminação) deve isolar, medida em campo, DnT,w de 40 a 44 dB no nível mínimo, 45 a 49 dB no intermediário e 50 dB ou mais no superior quando nenhum dos ambientes é dormitório. " +
      "Se pelo menos um dos lados é dormitório, a exigência sobe para 45 a 49 dB (mínimo), 50 a 54 dB (intermediário) e 55 dB ou mais (superior).",
    source: "https://www.aecweb.com.br/academy/ipt-quiz/ensaios-acusticos-de-campo-para-atendimento-a-nbr-15575/23848",
  },
  {
    id: "nbr15575-acustica-areas-comuns",
    code: NBR15575,
    title: "Parede entre apartamento e corredor ou escada: DnT,w 40 dB",
    item: "Parte 4, isolamento a ruído aéreo de vedações internas",
    topics: ["isolamento acústico", "parede cega", "corredor", "escada", "hall", "área comum", "condomínio", "barulho do corredor", "salão de festas", "academia", "DnT,w", "dB", "dormitório", "acústica"],
    text:
      "A parede cega de dormitório voltada para áreas comuns de trânsito eventual, como corredores e escadas dos pavimentos, deve ter DnT,w de 40 a 44 dB no nível mínimo, 45 a 49 dB no intermediário e 50 dB ou mais no superior. " +
      "Como estimativa (confirme na Parte 4), a parede cega de salas e cozinhas voltada ao corredor pediria 30 dB, a parede voltada a áreas de lazer (salão de festas, academia) 45 dB e o conjunto de portas de unidades separadas por um hall 40 dB, no nível mínimo.",
    source: "https://www.aecweb.com.br/academy/ipt-quiz/ensaios-acusticos-de-campo-para-atendimento-a-nbr-15575/23848",
  },
  {
    id: "nbr15575-acustica-impacto",
    code: NBR15575,
    title: "Ruído de impacto entre andares: L'nT,w até 80 dB",
    item: "Parte 3, ruído de impacto em sistemas de piso",
    topics: ["ruído de impacto", "barulho de passos", "barulho do vizinho de cima", "salto alto", "laje", "piso", "contrapiso flutuante", "manta acústica", "L'nT,w", "dB", "decibéis", "andar de cima", "acústica"],
    text:
      "O piso que separa unidades sobrepostas deve limitar o ruído de impacto medido no dormitório de baixo a L'nT,w de no máximo 80 dB no nível mínimo; aqui, quanto menor o número, melhor. " +
      "O nível intermediário fica entre 56 e 65 dB; abaixo disso (55 dB ou menos) está o superior. " +
      "Laje com contrapiso comum e cerâmica costuma precisar de tratamento, como contrapiso flutuante sobre manta resiliente, para passar do mínimo.",
    source: "http://www.scielo.br/scielo.php?script=sci_arttext&pid=S1678-86212022000100105&lang=en",
  },
  {
    id: "nbr15575-acustica-piso-aereo",
    code: NBR15575,
    title: "Ruído aéreo pelo piso entre unidades (estimativa)",
    item: "Parte 3",
    topics: ["isolamento acústico", "laje", "piso", "ruído aéreo", "DnT,w", "andar de cima", "vizinho de cima", "conversa", "televisão", "dB", "acústica"],
    text:
      "Além do impacto, o piso entre unidades sobrepostas precisa isolar o ruído aéreo (voz, TV), medido como DnT,w. " +
      "Como estimativa (confirme na Parte 3), o nível mínimo seria DnT,w ≥ 45 dB entre unidades em pavimentos diferentes e também entre a unidade e áreas comuns de lazer.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr15575-acustica-fachada",
    code: NBR15575,
    title: "Fachada: isolamento D2m,nT,w por classe de ruído (20, 25 ou 30 dB)",
    item: "Parte 4, isolamento a ruído aéreo da vedação externa",
    topics: ["fachada", "janela", "esquadria", "barulho da rua", "trânsito", "ruído externo", "classe de ruído", "D2m,nT,w", "dB", "dormitório", "janela antirruído", "acústica"],
    text:
      "A vedação externa de dormitórios é avaliada em campo pelo D2m,nT,w conforme a classe de ruído do local: classe I (longe de fontes intensas) pede 20 dB no mínimo, 25 dB no intermediário e 30 dB no superior; classe II, 25, 30 e 35 dB; classe III (ruído intenso de transporte), 30, 35 e 40 dB. " +
      "Para salas, cozinhas, lavanderias e banheiros não há requisito específico, e perto de aeroportos, estádios, rodovias e ferrovias são necessários estudos próprios. " +
      "Nos ensaios de laboratório (texto de 2013) presume-se um índice 5 dB acima do de campo.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },
  {
    id: "nbr15575-emenda-acustica",
    code: NBR15575,
    title: "Emenda de acústica de 2021: publicação e vigência",
    item: "ABNT NBR 15575-4:2013/Em2:2021",
    topics: ["emenda", "emenda 2", "emenda de acústica", "acústica", "norma de desempenho", "revisão", "2021", "2022", "classe de ruído", "vigência", "quando vale", "a partir de quando", "passou a valer", "exigível", "projetos protocolados", "medição in loco", "ISO 12354"],
    text:
      "A emenda de acústica da NBR 15575 (Emenda 2, numerada na Parte 4 como ABNT NBR 15575-4:2013/Em2:2021) foi publicada em 14/09/2021 e vale para projetos protocolados a partir de 180 dias depois, por volta de 13 de março de 2022. " +
      "Ela não muda radicalmente os limites: torna objetiva a classe de ruído da fachada, determinada por medição no entorno ou simulação em vez da antiga tabela descritiva, e formaliza a previsão do isolamento pela ISO 12354. " +
      "Projetos protocolados antes seguem o texto de 2013.",
    source: "https://inovatechengenharia.com.br/normas-de-desempenho/emenda-acustica-norma-de-desempenho-nbr-15575/",
  },
  {
    id: "nbr15575-ruido-equipamentos",
    code: NBR15575,
    title: "Ruído de equipamentos prediais no dormitório: até 37 dB",
    item: "Ruído de equipamentos prediais (Emenda de 2021)",
    topics: ["ruído de equipamentos", "bomba", "exaustor", "ventilador", "barulho de máquina", "casa de máquinas", "LAeq,nT", "LASmax,nT", "dormitório", "quarto", "dB", "acústica"],
    text:
      "O ruído de equipamentos prediais de uso coletivo (bombas, exaustores, ventiladores), medido no dormitório, deve ter LAeq,nT de no máximo 37 dB no nível mínimo, 34 dB no intermediário e 30 dB no superior. " +
      "O nível máximo LASmax,nT fica em 42, 39 e 36 dB. " +
      "Geradores de emergência, sirenes, bombas de incêndio e outros dispositivos de emergência não entram nessa avaliação.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ── NBR ISO/CIE 8995-1: iluminância por tarefa ──
  {
    id: "nbr8995-escritorio",
    code: NBR8995,
    title: "Escritório: 500 lux para ler, escrever e digitar",
    item: "Tabela de requisitos de iluminação (escritórios)",
    topics: ["escritório", "iluminação de escritório", "lux", "500 lux", "iluminância", "ler", "leitura", "escrever", "escrita", "digitar", "digitação", "computador", "mesa de trabalho", "estação de trabalho", "estações de trabalho", "posto de trabalho", "home office", "IRC", "Ra", "uniformidade", "luminotécnico", "8995"],
    text:
      "Pela NBR ISO/CIE 8995-1, tarefas de escritório como ler, escrever, digitar e processar dados pedem iluminância mantida de 500 lux na área da tarefa. " +
      "O índice de reprodução de cor (Ra ou IRC) deve ser de pelo menos 80 na maioria das atividades e a uniformidade mínima na área da tarefa é 0,6. " +
      "Como estimativa (confirme na tabela da norma), o limite de ofuscamento para escritórios seria UGR 19.",
    source: "https://www.luxatec.com.br/blog/norma-nbr-8995-o-que-ela-diz-sobre-iluminao",
  },
  {
    id: "nbr8995-sala-de-aula",
    code: NBR8995,
    title: "Sala de aula: 300 lux (500 lux à noite e para adultos)",
    item: "Tabela de requisitos de iluminação (educação)",
    topics: ["sala de aula", "escola", "faculdade", "iluminação escolar", "lux", "300 lux", "aula noturna", "educação de adultos", "lousa", "quadro", "8995"],
    text:
      "A NBR ISO/CIE 8995-1 pede iluminância mantida de 300 lux nas salas de aula de escolas primárias e secundárias, tratando a sala inteira como área de tarefa. " +
      "Para aulas noturnas e educação de adultos o valor sobe para 500 lux. " +
      "Medições em escolas mostram salas abaixo dos 300 lux com frequência.",
    source: "https://faseinstalacoeseletricas.com.br/post/ilumina%C3%A7%C3%A3o-em-faculdades-e-escolas",
  },
  {
    id: "nbr8995-circulacao",
    code: NBR8995,
    title: "Corredor, escada e banheiro de área de trabalho (estimativa)",
    item: "Tabela de requisitos de iluminação (áreas gerais)",
    topics: ["corredor", "circulação", "escada", "banheiro", "sanitário", "vestiário", "lux", "iluminância", "área comum", "8995"],
    text:
      "Como estimativa (valores da ISO 8995-1 de memória, confirme na tabela da norma), as áreas gerais de edificações de trabalho pedem 100 lux em áreas de circulação e corredores, 150 lux em escadas e 200 lux em banheiros e vestiários. " +
      "Esses valores não se aplicam a residências, que a 8995-1 não trata.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr8995-desenho",
    code: NBR8995,
    title: "Desenho técnico, reunião e recepção (estimativa)",
    item: "Tabela de requisitos de iluminação (escritórios)",
    topics: ["desenho técnico", "prancheta", "escritório de arquitetura", "sala de reunião", "recepção", "arquivo", "lux", "750 lux", "UGR", "8995"],
    text:
      "Como estimativa (valores da ISO 8995-1 de memória, confirme na tabela da norma), desenho técnico pede 750 lux com UGR 16, salas de reunião 500 lux, recepção 300 lux e arquivamento e cópias 300 lux. " +
      "O único valor de escritório confirmado nesta base é 500 lux para ler, escrever e digitar.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr8995-hospital",
    code: NBR8995,
    title: "Hospital: sala de exames com 1.000 lux",
    item: "Tabela de requisitos de iluminação (saúde)",
    topics: ["hospital", "clínica", "consultório", "sala de exames", "lux", "1000 lux", "iluminância", "saúde", "8995"],
    text:
      "Segundo resumos da NBR ISO/CIE 8995-1, salas de exame em hospitais pedem 1.000 lux, o dobro dos 500 lux de um escritório. " +
      "Outros ambientes de saúde, como enfermarias e quartos, têm valores próprios na tabela da norma.",
    source: "https://www.opainel.com.br/blog/categorias/artigos/entenda-as-principais-normas-tecnicas-para-iluminacao",
  },
  {
    id: "nbr8995-residencia-5413",
    code: NBR8995,
    title: "Iluminação de casas: a 8995-1 não trata, e a NBR 5413 foi cancelada",
    topics: ["residência", "casa", "apartamento", "iluminação residencial", "quantos lux na sala", "quantos lux no quarto", "NBR 5413", "5413", "norma cancelada", "revogada", "lux"],
    text:
      "A NBR ISO/CIE 8995-1 trata de ambientes de trabalho e não tem tabela para residências; ela cancelou a NBR 5413, cuja tabela de casas (por exemplo 100, 150 e 200 lux para sala, quartos e banheiro) não vale mais. " +
      "Para habitações, o mínimo normativo hoje é o da NBR 15575: 100 lux em sala, quarto, banheiro e área de serviço e 200 lux em copa e cozinha.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ── NBR 10152 e NBR 10151: níveis sonoros ──
  {
    id: "nbr10152-mudancas-2017",
    code: NBR10152,
    title: "O que mudou na NBR 10152 de 2017 em relação à de 1987",
    item: "Tabela 3",
    topics: ["NBR 10152", "10152", "ruído interno", "barulho dentro de casa", "nível sonoro", "RLAeq", "RLASmax", "RLNC", "curva NC", "1987", "revisão", "acústica", "dB"],
    text:
      "A edição de 2017 da NBR 10152 cancelou a de 1987 e passou a trazer também o procedimento de medição e de cálculo do nível sonoro representativo do ambiente, que a antiga não tinha. " +
      "O objetivo deixou de ser só o conforto acústico e passou a ser a saúde e o bem-estar dos usuários. " +
      "Sua Tabela 3 dá valores de referência em RLAeq, RLASmax e RLNC para 48 ambientes em 10 categorias de uso.",
    source: "http://techne.pini.com.br/2017/12/nbr-10152-de-acustica-em-edificacoes-e-publicada-apos-revisao/",
  },
  {
    id: "nbr10152-residencia",
    code: NBR10152,
    title: "Níveis sonoros de referência em quarto e sala (estimativa)",
    item: "Tabela 3",
    topics: ["dormitório", "quarto", "sala de estar", "residência", "barulho", "ruído interno", "RLAeq", "dB", "decibéis", "silêncio", "quanto de barulho"],
    text:
      "Como estimativa (valores de memória, confirme na Tabela 3 da norma), a NBR 10152:2017 daria como referência RLAeq de 35 dB em dormitórios e 40 dB em salas de estar de residências. " +
      "A edição de 1987, cancelada, usava faixas em dB(A) e curvas NC, como 35 a 45 dB(A) para dormitórios.",
    source: "https://portalacustica.info/conforto-acustico-nbr-10-152",
    uncertain: true,
  },
  {
    id: "nbr10152-relacao-15575",
    code: NBR10152,
    title: "NBR 10152, 10151 e 15575: como se ligam",
    topics: ["NBR 10152", "NBR 10151", "NBR 15575", "isolamento de fachada", "ruído externo", "ruído interno", "barulho da rua", "acústica", "RLAeq"],
    text:
      "Os valores de referência em RLAeq da NBR 10152 conversam com o isolamento exigido pela NBR 15575 e com os limites externos da NBR 10151. " +
      "Se o ruído externo passar dos critérios da NBR 10151, o interior pode não atingir os valores da NBR 10152 mesmo com a fachada atendendo à NBR 15575 (Partes 4 e 5).",
    source: "http://techne.pini.com.br/2017/12/nbr-10152-de-acustica-em-edificacoes-e-publicada-apos-revisao/",
  },
  {
    id: "nbr10151-limites",
    code: NBR10151,
    title: "Limites de ruído externo por tipo de área: 50 dB de dia e 45 dB à noite em área residencial",
    item: "Tabela 3",
    topics: ["ruído externo", "barulho", "barulho do vizinho", "som alto", "lei do silêncio", "horário", "noite", "dia", "área residencial", "área industrial", "limite de ruído", "nível de critério de avaliação", "NCA", "nível de pressão sonora", "RLAeq", "dB", "decibéis", "10151"],
    text:
      "Os limites de ruído externo da NBR 10151 são, de dia e de noite: sítios e fazendas 40 e 35 dB; área estritamente residencial urbana, de hospitais ou de escolas 50 e 45 dB; mista predominantemente residencial 55 e 50 dB; mista comercial e administrativa 60 e 55 dB; mista recreacional 65 e 55 dB; predominantemente industrial 70 e 60 dB. " +
      "A revisão de 2019 mudou o método de medição e avaliação, mas manteve esses limites. " +
      "Leis municipais de ruído podem ser mais restritivas: confira a do município.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
  },

  // ── NBR 16401: ar-condicionado ──
  {
    id: "nbr16401-temperatura-verao",
    code: NBR16401,
    title: "Temperatura do ar-condicionado no verão: 22,5 °C a 25,5 °C",
    item: "Parte 2 (parâmetros de conforto térmico)",
    topics: ["ar-condicionado", "temperatura", "temperatura do ar condicionado", "temperatura operativa", "verão", "escritório", "conforto térmico", "umidade", "quantos graus", "climatização", "16401"],
    text:
      "Na NBR 16401-2 revisada em 2024, a temperatura operativa interna de conforto vai de 22,5 °C a 25,5 °C. " +
      "Na edição de 2008, a zona de verão (roupa de 0,5 clo) ia de 22,5 °C a 25,5 °C com umidade relativa de 65% e de 23,0 °C a 26,0 °C com umidade de 35%, para conforto aceitável de pelo menos 80% das pessoas em atividade sedentária ou leve.",
    source: "https://abrava.com.br/norma-que-regulamenta-instalacoes-de-ar-condicionado-em-sistemas-centrais-e-unitarios-nbr-16401-foi-atualizada/",
  },
  {
    id: "nbr16401-velocidade-ar",
    code: NBR16401_2008,
    title: "Velocidade do ar na zona ocupada: 0,20 m/s (edição de 2008)",
    item: "Parte 2, item 5.1",
    topics: ["velocidade do ar", "corrente de ar", "vento do ar-condicionado", "difusor", "insuflamento", "deslocamento", "m/s", "conforto térmico", "ar-condicionado", "16401"],
    text:
      "Na edição de 2008 da NBR 16401-2, a velocidade média do ar na zona ocupada, no verão, não devia passar de 0,20 m/s com distribuição de ar convencional (turbulência de 30% a 50%) nem de 0,25 m/s com insuflamento por deslocamento (turbulência abaixo de 10%). " +
      "Segundo a ABRAVA, a revisão de 2024 tornou os limites de velocidade do ar mais rigorosos: confira os valores novos na norma.",
    source: "http://www.solloengenharia.com.br/publicacoes/informacoes-tecnicas/14/condicoes-de-conforto-termico-conforme-a-nbr-16401-da-abnt/",
  },
  {
    id: "nbr16401-inverno",
    code: NBR16401_2008,
    title: "Condições de inverno da edição de 2008 (estimativa)",
    item: "Parte 2, item 5.2",
    topics: ["inverno", "aquecimento", "temperatura", "ar-condicionado", "conforto térmico", "umidade", "roupa", "clo", "16401"],
    text:
      "Na edição de 2008 da NBR 16401-2, o inverno considerava roupa de 0,9 clo. " +
      "Como estimativa (faixa de memória, confirme na norma), a temperatura operativa iria de cerca de 21,0 °C a 23,5 °C com umidade de 60% e de 21,5 °C a 24,0 °C com umidade de 30%.",
    source: "http://www.solloengenharia.com.br/publicacoes/informacoes-tecnicas/14/condicoes-de-conforto-termico-conforme-a-nbr-16401-da-abnt/",
    uncertain: true,
  },
  {
    id: "nbr16401-escala-conforto",
    code: NBR16401_2008,
    title: "Como a NBR 16401-2 de 2008 definia conforto aceitável",
    item: "Parte 2, itens 4 e 5",
    topics: ["conforto térmico", "sensação térmica", "escala ASHRAE", "PMV", "insatisfeitos", "80%", "met", "clo", "atividade sedentária", "ar-condicionado"],
    text:
      "A NBR 16401-2 de 2008 avaliava a sensação térmica pela escala da ASHRAE, de -3 (muito frio) a +3 (muito quente), considerando aceitável o intervalo de -0,5 a +0,5. " +
      "Seus parâmetros visavam conforto para 80% ou mais das pessoas, em atividade sedentária ou leve (1,0 a 1,2 met) e com roupa típica da estação (0,5 clo no verão e 0,9 clo no inverno).",
    source: "http://www.solloengenharia.com.br/publicacoes/informacoes-tecnicas/14/condicoes-de-conforto-termico-conforme-a-nbr-16401-da-abnt/",
  },
  {
    id: "nbr16401-ar-exterior",
    code: NBR16401_2008,
    title: "Vazão de ar exterior em escritórios (estimativa)",
    item: "Parte 3, item 5.2 (Tabela 1)",
    topics: ["renovação de ar", "ar externo", "ar exterior", "vazão", "L/s", "por pessoa", "escritório", "qualidade do ar", "QAI", "ventilação", "ar-condicionado"],
    text:
      "A Parte 3 calcula a vazão eficaz de ar exterior somando uma parcela por pessoa e outra por área de piso. " +
      "Como estimativa (valores da edição de 2008 de memória, confirme na norma), para escritórios no nível 1 seriam cerca de 2,5 L/s por pessoa mais 0,3 L/s por m². " +
      "A revisão de 2024 mudou o cálculo da vazão de ar externo, e depois a comissão reabriu a discussão da Parte 3.",
    source: "texto oficial da norma — ABNT, abntcatalogo.com.br",
    uncertain: true,
  },
  {
    id: "nbr16401-2024-parte3",
    code: NBR16401,
    title: "Revisão de 2024 da Parte 3 (qualidade do ar interior)",
    item: "Parte 3",
    topics: ["qualidade do ar", "QAI", "ar exterior", "renovação de ar", "filtro", "filtragem", "CO2", "material particulado", "exaustão", "ar-condicionado", "revisão", "16401"],
    text:
      "A revisão da NBR 16401-3, publicada em novembro de 2024, mudou o cálculo da vazão de ar exterior, a seleção de filtros, a recirculação de ar pelos filtros e a exaustão contínua junto com a renovação, e fixou concentrações máximas de CO2 e de material particulado. " +
      "O texto passou por consulta nacional em 2022 e por uma segunda consulta em dezembro de 2023. " +
      "Depois da publicação, num fim de abril (provavelmente de 2025, confirme), a comissão decidiu reabrir as discussões da Parte 3.",
    source: "https://www.engenhariaearquitetura.com.br/?p=15563",
  },

  // ── NBR 15220-3: tipos de parede e cobertura ──
  {
    id: "nbr15220-tipos-vedacao",
    code: NBR15220,
    title: "Parede leve refletora e cobertura leve isolada: limites de U, atraso e fator solar",
    topics: ["parede leve refletora", "cobertura leve isolada", "transmitância térmica", "atraso térmico", "fator solar", "FSo", "zona bioclimática 3", "ZB3", "diretrizes construtivas", "interesse social"],
    text:
      "Para a zona bioclimática 3, a NBR 15220-3 recomenda parede leve refletora e cobertura leve isolada. " +
      "A parede leve refletora deve ter U ≤ 3,60 W/m²K, atraso térmico ≤ 4,3 h e fator solar ≤ 4,0%; a cobertura leve isolada, U ≤ 2,00 W/m²K, atraso ≤ 3,3 h e fator solar ≤ 6,5%. " +
      "Essas diretrizes, feitas para habitação de interesse social, são mais exigentes que o procedimento simplificado da NBR 15575.",
    source: "http://casaleiria.com.br/euroelecs/anais2017/assets/basic-html/page-684.html",
  },
];
