import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * Twelfth blind development set by source (07/12/2026; decision 082, R-AI-8). Written from search
 * results of the stored public pages only: no passage of the offline base and no other evaluation
 * set's questions were read, and the offline answerer was not run. Every source is a page from a
 * publisher that no passage, tuning or holdout question, holdout-by-source question nor first,
 * third to eleventh development set cites (questions.test.ts checks it), every host ends in ".br"
 * but not in ".com.br", and none is a file-sharing copy, a blog host or an exam bank on the banned
 * list. This set leans on what public institutions teach and rule: health-agency resolutions, state
 * and city councils' laws and bills, prosecutors' and courts' rulings on accessibility and building
 * defects, professional councils and associations, law firms on condominium, incorporation,
 * neighbour and forest law, and a university journal. Questions are asked as an architect types in
 * the chat, some with the project's case first, some lowercase and unaccented, some exam-style,
 * some in two parts; each key fact was read on the cited page (a calc question's rule was read
 * there and the arithmetic done on it, with every input given in the question itself). A few
 * answerable questions ask obscure but real facts (a prosecutor's daily fine for a school in São
 * Francisco do Sul, the RDC 51 date behind a Mato Grosso instruction, a Mato Grosso court widening a
 * repair deadline, a Rio Grande do Norte award for a defective MCMV house, the year the ABNT
 * construction committee was restructured, a Ceará bill's policy name) that the base is not
 * expected to hold: there the honest answer is "não encontrei".
 */
export const DEV_SOURCE_12: EvalQuestion[] = [
  // Saúde, ILPI e acessibilidade
  {
    q: "Projeto de uma ILPI (casa de repouso): nos dormitórios, qual a distância mínima entre duas camas e quantas pessoas no máximo por quarto?",
    kind: "fact",
    norm: "RDC 283",
    fact: "0,80 m",
    source: "https://bvsms.saude.gov.br/bvs/saudelegis/anvisa/2007/rdc0094_31_12_2007.html",
  },
  {
    q: "qual resolucao da anvisa e de que data trata do projeto fisico de estabelecimentos assistenciais que o MT usa como base na IN 001/2022 da SES?",
    kind: "fact",
    norm: "RDC 51",
    fact: "/2011/",
    source: "https://iomat.mt.gov.br/legislacao/diario_oficial/detalhes/112339",
  },
  {
    q: "No caso da escola de São Francisco do Sul que o MPSC levou à Justiça por falta de acessibilidade, qual foi a multa diária fixada na liminar?",
    kind: "fact",
    norm: "NBR 9050",
    fact: "/R$ 5 mil/",
    source:
      "https://intranet.mpsc.mp.br/noticias/mpsc-obtem-medida-liminar-e-municipio-de-sao-francisco-do-sul-tera-que-promover-obras-de-acessibilidade-em-escola",
  },
  {
    q: "Piso tátil em calçada: qual norma da ABNT e de que ano o projeto aprovado na Câmara de Joinville manda seguir?",
    kind: "fact",
    norm: "NBR 16537",
    fact: "/2016/",
    source: "https://camara.joinville.br/noticias/comissao-aprova-padronizacao-de-piso-tatil-em-calcadas/?amp=1",
  },
  {
    q: "a partir de que idade a pessoa conta como idosa pra reserva de vagas de estacionamento?",
    kind: "fact",
    norm: "Lei 10.741",
    fact: "60 anos",
    source: "http://sapl.camarabento.rs.gov.br/ta/511/text",
  },
  {
    q: "Vaga para pessoa com deficiência em estacionamento: qual resolução do CONTRAN fixa o percentual de 2%?",
    kind: "fact",
    norm: "Lei 10.098",
    fact: "/304/",
    source: "https://aspecbrasil.org.br/2018/12/18/vaga-de-estacionamento-para-deficientes",
  },
  // Águas, habitação e incêndio
  {
    q: "Qual NBR define águas cinzas para reúso em edificações, citada no projeto de lei de Pernambuco junto com a NBR 15527?",
    kind: "fact",
    norm: "NBR 16783",
    fact: "/16.783/",
    source: "https://www.alepe.pe.gov.br/proposicao-texto-completo/?docid=6429&tipoprop=p",
  },
  {
    q: "Pelas portarias novas do Minha Casa Minha Vida, qual a área útil mínima da casa térrea? E quanto era antes?",
    kind: "fact",
    norm: "Portaria MCID 725",
    fact: "40 m²",
    wrong: ["36 m²"],
    source: "https://abc.habitacao.org.br/quatro-portarias-regulamentam-minhacasa-minha-vida-com-novas-regras",
  },
  {
    q: "a lei kiss (13.425/2017) mudou qual outra lei federal alem das regras de prevencao de incendio?",
    kind: "fact",
    norm: "Lei 13.425",
    fact: "/8.078/",
    source: "https://fundabom.org.br/lei-kiss-as-novas-diretrizes-para-prevencao-de-incendio/",
  },
  {
    q: "Qual o nome da política estadual proposta pelo PL 608/2019 na Assembleia do Ceará sobre vistoria de prédios?",
    kind: "fact",
    norm: "PL 608/2019",
    fact: "/Política de Inspeção Predial/",
    source: "https://www2.al.ce.gov.br/legislativo/tramit2019/pl608_19.htm",
  },
  {
    q: "Em que ano a ABNT reestruturou o Comitê Brasileiro da Construção Civil (CB-02)?",
    kind: "fact",
    norm: "ABNT/CB-02",
    fact: "/2010/",
    source:
      "http://www.redeaplmineral.org.br/noticias/abnt-divulga-comunicado-sobre-a-reestruturacao-do-comite-brasileiro-da-construcao-civil",
  },
  // Exercício profissional
  {
    q: "Segundo o art. 1º da Lei 5.194/66, a profissão se caracteriza pelo interesse social e humano em realizar o quê?",
    kind: "fact",
    norm: "Lei 5.194",
    fact: "/edificações, serviços e equipamentos urbanos/",
    source: "https://crea-pr.org.br/ws/?p=7440",
  },
  {
    q: "A ART foi instituída por qual lei e em que ano? Preciso citar no memorial.",
    kind: "fact",
    norm: "Lei 6.496",
    fact: "/1977/",
    source: "https://aej.org.br/jundiai/crea-sp/legislacao-lei-6496.html",
  },
  // Condomínio, incorporação e vícios
  {
    q: "Condômino atrasou a taxa do condomínio: qual o teto da multa pelo Código Civil hoje? A convenção antiga fala em 20%.",
    kind: "fact",
    norm: "Código Civil",
    fact: "2%",
    wrong: ["20%"],
    source: "https://anacon.adv.br/o-impacto-da-lei-14-905-2024-sobre-a-cobranca-de-despesas-condominiais",
  },
  {
    q: "O incorporador só pode negociar as unidades depois de arquivar os documentos no registro de imóveis — qual artigo da Lei 4.591 lista esses documentos?",
    kind: "fact",
    norm: "Lei 4.591",
    fact: "/artigo 32/",
    source: "https://creci-pb.gov.br/voce-entende-o-que-e-incorporacao-imobiliaria/",
  },
  {
    q: "morador quer vender a vaga de garagem pra alguem de fora do predio. qual artigo do codigo civil proibe, salvo autorizacao na convencao?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/1.331/",
    source:
      "https://www.jornalcapital.jor.br/colunas/opiniao/2047-garagem-so-pode-ser-vendida-ou-alugada-com-aprovacao-do-condominio",
  },
  {
    q: "Retrofit de prédio comercial para residencial: qual o quórum de condôminos exigido hoje para mudar a destinação do edifício?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/dois terços/",
    source:
      "https://mmso2021.intercode.net.br/pt/inteligencia-juridica/publicacoes-ij/imobiliario/nova-lei-reduz-o-quorum-para-alterar-destinacao-de-edificio-ou-unidade-imobiliaria",
  },
  {
    q: "Antes da Lei 14.405/2022, que votação era exigida para mudar a destinação de uma unidade no condomínio?",
    kind: "fact",
    norm: "Lei 14.405",
    fact: "/unanimidade/",
    source:
      "https://www.gabrielamacedo.adv.br/post/destina%C3%A7%C3%A3o-das-unidades-de-condom%C3%ADnio-agora-poder%C3%A3o-ser-alteradas-com-maior-facilidade",
  },
  {
    q: "Assembleia de condomínio para aprovar obra não atingiu o quórum especial: se virar sessão permanente, em quantos dias no total ela tem de terminar?",
    kind: "fact",
    norm: "Lei 14.309",
    fact: "90 dias",
    source: "https://ronaldomartins.adv.br/24/03/2022/lei-federal-altera-a-realizacao-de-assembleias-e-votacoes-em-condominios",
  },
  {
    q: "Além do Código Civil, que outra lei a Lei 14.309/2022 das assembleias virtuais alterou?",
    kind: "fact",
    norm: "Lei 14.309",
    fact: "/13.019/",
    source:
      "https://jornaldaadvocacia.oabsp.org.br/noticias/nota-publica-reunioes-e-deliberacoes-virtuais-e-as-assembleias-condominiais-em-sessao-permanente",
  },
  {
    q: "Casa de praia em multipropriedade: qual a duração mínima de cada fração de tempo?",
    kind: "fact",
    norm: "Lei 13.777",
    fact: "7 dias",
    source: "https://gschroeder.adv.br/?p=171",
  },
  {
    q: "Direito de laje: o artigo 1.510-B do Código Civil manda o titular da laje respeitar o quê na fachada do prédio?",
    kind: "fact",
    norm: "Código Civil",
    fact: "/linha arquitetônica/",
    source: "https://periodicos.uni7.edu.br/index.php/revistajuridica/article/download/1312/967?inline=1",
  },
  {
    q: "Cliente comprou imóvel com defeito aparente: qual o prazo pelo CDC para reclamar de vício aparente em bem durável?",
    kind: "fact",
    norm: "Código de Defesa do Consumidor",
    fact: "90 dias",
    source: "https://www.bezerragoncalves.adv.br/prazos-para-garantia-na-venda-de-imovel/",
  },
  {
    q: "Na apelação 124652/2016 do TJMT sobre vícios construtivos, para quantos dias o tribunal dilatou o prazo de reparo?",
    kind: "fact",
    norm: "TJMT",
    fact: "90 dias",
    source: "http://leon.adv.br/?p=334",
  },
  {
    q: "No caso das casas do MCMV com defeito em João Câmara (RN), de quanto foram os danos morais fixados?",
    kind: "fact",
    norm: "TJRN",
    fact: "/R$ 8 mil/",
    source: "https://ardanazsa.adv.br/indenizacao-vicios-construcao-imovel/",
  },
  // Parcelamento, regularização e ambiental
  {
    q: "Loteamento à beira de rodovia: a faixa não edificável de 15 m pode ser reduzida por lei municipal até quanto de cada lado?",
    kind: "fact",
    norm: "Lei 6.766",
    fact: "5 m",
    source: "https://www2.camara.leg.br/legin/fed/lei/2019/lei-13913-25-novembro-2019-789458-republicacao-159490-pl.html",
  },
  {
    q: "reurb: a legitimacao fundiaria so vale pra nucleo urbano informal existente ate que data?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/22 de dezembro de 2016/",
    source: "https://www.pedreiras.ma.gov.br/diariooficial.php?id=2490",
  },
  {
    q: "Qual decreto federal regulamenta a Reurb da Lei 13.465, citado na lei de Mococa?",
    kind: "fact",
    norm: "Lei 13.465",
    fact: "/9.310/",
    source: "https://sapl.mococa.sp.leg.br/norma/10096",
  },
  {
    q: "Terreno com córrego de 4 m de largura: qual a faixa de APP em cada margem pelo Código Florestal? E em volta de nascente?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "30 m",
    source: "https://imbuia.sc.leg.br/institucional/noticias/antes-de-2021/codigo-florestal",
  },
  {
    q: "Sítio no interior de São Paulo, fora da Amazônia Legal: qual o percentual mínimo de reserva legal?",
    kind: "fact",
    norm: "Lei 12.651",
    fact: "20%",
    source:
      "https://luizaportela.adv.br/posts/informe-se-aspectos-da-reserva-legal-rl-em-propriedades-rurais",
  },
  // Cálculos
  {
    q: "Estacionamento com 200 vagas: reservando 5% para idosos, quantas vagas ficam para eles?",
    kind: "calc",
    norm: "Lei 10.741",
    fact: "10 vagas",
    source: "https://sapl.congonhas.mg.leg.br/norma/6781",
  },
  {
    q: "Shopping com 250 vagas: quantas vagas para pessoa com deficiência com a reserva de 2%?",
    kind: "calc",
    norm: "Lei 10.098",
    fact: "5 vagas",
    source:
      "https://itarare.sp.gov.br/prefeitura-de-itarare-explica-como-obter-cartao-para-vaga-de-estacionamento-exclusiva-a-pessoa-com-deficiencia",
  },
  {
    q: "Lote de 360 m² na Zona Central de Rio Verde, com taxa de ocupação de 70%: qual a projeção máxima da edificação?",
    kind: "calc",
    norm: "Lei Complementar 5.478",
    fact: "252 m²",
    source: "https://legislacao.rioverde.go.gov.br/leis/4291",
  },
  {
    q: "Piscina de 8 × 4 m em Cuiabá, com a grade de proteção a 3,00 m da borda em todo o contorno: quantos metros de grade vou precisar?",
    kind: "calc",
    norm: "Lei 3.684",
    fact: "48 m",
    source:
      "https://legislativo.camaracuiaba.mt.gov.br/Arquivo/Documents/legislacao/html/L36841997.html",
  },
  {
    q: "piscina 10x5 m em santa barbara d'oeste, cerca a 1,20 m da borda em volta toda: qual o perimetro da cerca?",
    kind: "calc",
    norm: "Lei 3.985",
    fact: "39,6 m",
    source: "http://www2.camarasantabarbara.sp.gov.br/Sino.Siave/arquivo?Id=131429",
  },
  {
    q: "Pelo PL 242/2019 de Minas (inspeção predial: até 30 anos a cada 5; acima de 40 a cada 3; acima de 50 a cada 2; acima de 60 anual), um prédio concluído em 1983 e vistoriado em 2026 deve ser inspecionado a cada quantos anos?",
    kind: "calc",
    norm: "PL 242/2019",
    fact: "3 anos",
    source:
      "https://www.almg.gov.br/atividade-parlamentar/projetos-de-lei/texto/?ano=2019&num=242&tipo=PL",
  },
  {
    q: "Salário mínimo profissional (Lei 4.950-A): 6 salários mínimos para 6 horas e as horas excedentes com 25% a mais. Para 8 horas por dia, com salário mínimo de R$ 1.518,00, quanto dá?",
    kind: "calc",
    norm: "Lei 4.950-A",
    fact: "R$ 12.903,00",
    source: "http://www.crea-mg.org.br/node/573",
  },
  // Regras municipais
  {
    q: "Qual o recuo frontal mínimo para residência em Ângulo (PR)?",
    kind: "municipal",
    source: "https://sapl.angulo.pr.leg.br/norma/821",
  },
  {
    q: "Loteamento em Cidade Ocidental (GO): qual a área mínima de lote e a testada exigidas?",
    kind: "municipal",
    source: "https://leis.cidadeocidental.go.gov.br/leis/1396",
  },
  {
    q: "qual a taxa de ocupacao maxima permitida em cacapava sp na zona residencial?",
    kind: "municipal",
    source:
      "https://camarasempapel.camaracacapava.sp.gov.br/Arquivo/Documents/legislacao/html/C1352000.html",
  },
  {
    q: "Em Sorocaba, a partir de quantos m² de área impermeabilizada o lote precisa de reservatório de retenção de água de chuva?",
    kind: "municipal",
    source: "http://camarasorocaba.sp.gov.br/newsitem.html?id=5e3f1683bedb010f54f16b44&keywords=",
  },
  {
    q: "Calçada em Sapezal (MT): qual a largura mínima da faixa livre e o material exigido pela lei municipal?",
    kind: "municipal",
    source: "https://sapl.sapezal.mt.leg.br/norma/1599",
  },
  {
    q: "Muro de divisa em Divinópolis (MG): qual a altura máxima permitida?",
    kind: "municipal",
    source: "https://sapl.divinopolis.mg.leg.br/norma/14420",
  },
  {
    q: "Prédio residencial em São Vicente (SP): de quanto em quanto tempo a lei municipal exige a inspeção predial?",
    kind: "municipal",
    source: "https://sapl.saovicente.sp.leg.br/ta/1134/text",
  },
  {
    q: "Desdobro de lote em Formosa (GO): em quantos lotes no máximo dá para desdobrar sem virar loteamento?",
    kind: "municipal",
    source: "https://sapl.formosa.go.leg.br/ta/84/text",
  },
  // Ainda não publicado
  {
    q: "A próxima edição da NBR 16280, que deve sair em 2027, muda o que no plano de reforma?",
    kind: "future",
    source:
      "https://aeasjc.org.br/2015/04/10/termina-dia-27-consulta-publica-sobre-mudancas-na-norma-de-reforma-da-abnt/",
  },
  {
    q: "Qual foi o INCC-M de março de 2027 para reajustar meu contrato de obra?",
    kind: "future",
    source: "http://zambiasi.net.br/site/home/indice/bcid/16/?indice.html",
  },
  {
    q: "Qual o limite de financiamento por unidade que a lei do Programa Nacional de Moradia por Autogestão vai fixar quando for sancionada?",
    kind: "future",
    source: "http://leidaautogestaoja.org.br/projeto-de-lei/",
  },
  // Fora de arquitetura
  {
    q: "Inquilino do imóvel que projetei não paga o aluguel: quantos dias de prazo tem a notificação antes da ação de despejo?",
    kind: "out",
    source: "https://mav.adv.br/category/stj/page/3",
  },
  {
    q: "vendi um apartamento que reformei e vou comprar outro: em quantos dias preciso reinvestir para ter isenção de imposto de renda sobre o ganho de capital?",
    kind: "out",
    source:
      "https://arnsdeoliveira.adv.br/boletim-ir-2019-numero-4-isencao-de-imposto-de-renda-sobre-ganho-de-capital-em-alienacao-de-imoveis-residenciais",
  },
  {
    q: "Qual o prazo de pagamento da cota única do IPTU 2021 em Picos (PI) e o desconto?",
    kind: "out",
    source: "https://www2.picos.pi.gov.br/juridico/2021/05/decreto-65-2021-regulamentacao-iptu-2021/",
  },
  {
    q: "Quantos casos de dengue foram notificados no Acre no surto de 2016?",
    kind: "out",
    source: "http://blog.montage.eng.br/2016/02/o-combate-dengue-tambem-e.html",
  },
  {
    q: "Para evitar o mosquito da dengue no quintal, quantas vezes por semana devo limpar os ralos?",
    kind: "out",
    source: "http://novohorizonte.sp.gov.br/Projeto/19",
  },
  {
    q: "Quais ações de combate à dengue a prefeitura de Tenente Ananias (RN) fez nos bairros?",
    kind: "out",
    source: "https://tenenteananias.rn.gov.br/prefeitura-no-combate-a-dengue/",
  },
  {
    q: "Como saber se minha família foi habilitada para as casas a custo zero do governo de Goiás?",
    kind: "out",
    source:
      "https://agenciacoradenoticias.go.gov.br/radio/estado-divulga-listas-de-familias-habilitadas-as-casas-a-custo-zero?amp",
  },
  {
    q: "qual a meta de cobertura da campanha de vacinacao contra a gripe pros grupos prioritarios?",
    kind: "out",
    source: "http://universitariafm.ufla.br/?p=3455",
  },
  {
    q: "Quando e onde é a vacinação contra influenza para servidores e alunos da UFV?",
    kind: "out",
    source: "https://dsa.ufv.br/cronograma-de-vacinacao-influenza",
  },
  {
    q: "Quantos domicílios no Brasil não têm escritura registrada, segundo as estimativas sobre usucapião extrajudicial?",
    kind: "out",
    source:
      "https://mmnj.adv.br/2024/01/17/usucapi%C3%A3o-extrajudicial-como-fazer-passo-a-passo-guia-completo-pr%C3%A1tico-e-simples",
  },
  {
    q: "Quantas ações de usucapião a Defensoria do Ceará ajuizou em 2024?",
    kind: "out",
    source:
      "https://www.defensoria.ce.def.br/noticia/idosos-procuram-a-defensoria-para-dar-encaminhamento-nas-acoes-de-usucapiao-de-propriedades",
  },
  {
    q: "Sou arquiteta autônoma: quantos pontos preciso em 2025 na regra de transição para me aposentar pelo INSS?",
    kind: "out",
    source: "https://wp.ingracio.adv.br/como-funciona-a-pontuacao-na-aposentadoria/",
  },
];
