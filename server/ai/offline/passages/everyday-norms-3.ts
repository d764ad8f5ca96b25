import { NORM_TEXT_SOURCE } from "#server/ai/offline/source-hosts";
import type { Passage } from "#server/ai/offline/types";
import { CODIGO_CIVIL, LEI12378, NBR10844, NBR6118, NBR9050, PLANALTO_12378 } from "./codes";

/**
 * More everyday facts the base lacked, one rule per passage: the signage of doors and the floor
 * number on handrails (NBR 9050), the reserved places of auditoriums, the norms of lifts and
 * platforms (NBR 16858 and its neighbours), the vertical and horizontal rainwater pipes (NBR 10844), the
 * deflection limits of beams and slabs (NBR 6118, Tabela 13.3), and the rules of the profession:
 * registration and sanctions of the CAU (Lei 12.378), copyright in a design (Lei 9.610) and the
 * contract for works in the Civil Code (arts. 614 to 622: measurements, extras, rejecting the work,
 * changing the design and the designer's liability).
 */

const PLANALTO_CC = "https://www.planalto.gov.br/ccivil_03/leis/2002/l10406compilada.htm";

export const EVERYDAY_NORM_3_PASSAGES: Passage[] = [
  // ---------------------------------------------------------------- NBR 9050: sinalização e auditórios
  {
    id: "nbr9050-sinalizacao-portas",
    code: NBR9050,
    item: "item 5.4.1 (sinalização de portas e passagens)",
    title: "Placa de identificação de portas: altura entre 1,20 m e 1,60 m em plano vertical, ou inclinada entre 0,90 m e 1,20 m",
    topics: ["placa de porta", "placa na porta", "placas de porta", "placa de identificação", "placa de identificação de sala", "sinalização de portas", "sinalização de porta", "sinalização de portas e passagens", "placa em braille", "placa braille", "placa em braile", "altura da placa", "1,20 m", "1,60 m", "plano inclinado", "deficiente visual", "9050"],
    text:
      "Pela NBR 9050, portas e passagens recebem informação visual associada à sinalização tátil ou sonora: números, letras ou pictogramas, com texto em relevo e em Braille. " +
      "A placa fica na faixa de alcance entre 1,20 m e 1,60 m de altura, em plano vertical. " +
      "Quando instalada mais baixa, entre 0,90 m e 1,20 m, vai na parede ao lado da maçaneta, em plano inclinado de 15° a 30° em relação à horizontal, para ser lida com as mãos.",
    source: "https://www.watplast.com.br/blog/veja-quais-os-principais-tipos-de-placas-de-sinalizacao-para-deficientes-visuais/",
  },
  {
    id: "nbr9050-corrimao-sinalizacao-pavimento",
    code: NBR9050,
    item: "itens 5.4.3 e 5.5.1.3",
    title: "Número do andar em relevo e Braille no prolongamento do corrimão",
    topics: ["braille no corrimão", "braile no corrimão", "placa braille para corrimão", "placa braile de corrimão", "placa de corrimão", "anel de corrimão", "sinalização de pavimento", "sinalização do pavimento", "número do andar", "identificação do andar", "identificação do pavimento", "andar em braille", "deficiente visual", "9050"],
    text:
      "A NBR 9050 pede que os corrimãos de escadas fixas e de rampas tenham sinalização tátil, com caracteres em relevo e em Braille, identificando o pavimento. " +
      "Ela fica na geratriz superior do prolongamento horizontal do corrimão, no início e no fim do lance; na parede, a mesma informação é visual e, opcionalmente, tátil, e pode ir também nas paredes laterais. " +
      "Nas escadas que ligam os pavimentos, inclusive as de emergência, o número do andar é sinalizado de forma tátil, visual ou sonora junto às portas corta-fogo.",
    source: "https://rdpplast.ind.br/placa-braile-para-corrimao-onde-e-como-utilizar-da-maneira-correta/",
  },
  {
    id: "nbr9050-auditorio-lugares-reservados",
    code: NBR9050,
    item: "item 10.3.1 (cinemas, teatros, auditórios e similares)",
    title: "Cinemas, teatros e auditórios: lugares reservados em piso plano, na rota de fuga e com assento de acompanhante ao lado",
    topics: ["auditório", "auditorio", "auditórios", "cinema", "teatro", "anfiteatro", "plateia", "assento para obeso", "assento para pessoa obesa", "assento para obesos", "espaço para cadeira de rodas na plateia", "assento companheiro", "assento de acompanhante", "lugares reservados", "mapa de assentos", "P.C.R.", "P.M.R.", "9050"],
    text:
      "A NBR 9050 pede que cinemas, teatros, auditórios e similares, inclusive locais de eventos temporários com público em pé, tenham espaços reservados para pessoas em cadeira de rodas e assentos para pessoas com mobilidade reduzida, com deficiência visual e obesas. " +
      "Esses lugares ficam em rota acessível ligada a uma rota de fuga, distribuídos pela plateia com boa visibilidade e acústica, em piso plano horizontal, com pelo menos um assento de acompanhante ao lado de cada um, e aparecem no mapa de assentos da bilheteria e dos sites de venda. " +
      "A quantidade de lugares varia com a lotação, pela tabela da NBR 9050 e pelo Decreto 5.296/2004 (art. 23, com a redação dada em 2018): confira nelas a quantidade para a lotação do projeto.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- Elevadores e plataformas
  {
    id: "nbr16858-elevadores-vigencia",
    code: "ABNT NBR 16858-1:2020",
    title: "Elevadores novos: a NBR 16858 substituiu a NM 207, a NM 267 e a NBR 16042 e é exigida desde abril de 2024",
    topics: ["norma de elevador", "norma de elevadores", "norma nova de elevadores", "elevador de passageiros", "elevadores de passageiros", "NBR 16858", "16858", "NM 207", "NBR NM 207", "NM 267", "NBR 16042", "EN 81-20", "elevador novo", "instalação de elevador"],
    text:
      "A ABNT publicou em julho de 2020 a série NBR 16858, baseada na norma europeia EN 81-20:2014: a Parte 1 trata dos elevadores de passageiros e de passageiros e cargas, e a Parte 2, dos requisitos de projeto, cálculo, inspeções e ensaios de componentes. " +
      "Ela unificou e substituiu a NBR NM 207 (elevadores elétricos), a NBR NM 267 (elevadores hidráulicos) e a NBR 16042. " +
      "Segundo empresa do setor, por causa da pandemia a exigência para as instalações novas foi adiada e vale desde 20 de abril de 2024 (confira a data na ABNT); até ela, as normas antigas continuaram em vigor.",
    source: "https://crel.com.br/conformidade-com-a-abnt-nbr-16858-o-que-sindicos-precisam-saber/",
  },
  {
    id: "elevadores-plataformas-normas",
    code: "Elevadores e plataformas acessíveis — ABNT NBR 16858, NBR ISO 9386-1 e NBR 12892",
    title: "Qual norma vale para elevador acessível, plataforma elevatória e elevador unifamiliar",
    topics: ["norma de elevador acessível", "elevador acessível", "elevador para cadeirante", "acessibilidade em elevadores", "qual norma de plataforma", "norma de plataforma elevatória", "plataforma elevatória", "plataforma elevatória vertical", "elevador unifamiliar", "elevador residencial", "elevador de casa", "NM 313", "NBR NM 313", "16858", "ISO 9386-1", "12892", "NBR 12892"],
    text:
      "A NBR 9050 indica onde a edificação precisa de elevador ou de plataforma acessível, mas não dimensiona o equipamento, que segue normas próprias. " +
      "O elevador de passageiros acessível segue a parte de acessibilidade da série NBR 16858, que substituiu a antiga NBR NM 313 (confira o número da parte no catálogo da ABNT); a plataforma elevatória motorizada para pessoas com mobilidade reduzida segue a NBR ISO 9386-1, que substituiu a NBR 15655-1; e o elevador unifamiliar ou de uso por pessoas com mobilidade reduzida segue a NBR 12892. " +
      "A plataforma é solução de uso restrito, para acessibilidade, e não entra no cálculo de tráfego dos elevadores do prédio.",
    source: "https://montele.com.br/elevadores-e-normas-de-acessibilidade",
  },
  // ---------------------------------------------------------------- NBR 10844: condutores
  {
    id: "nbr10844-condutor-vertical-70mm",
    code: NBR10844,
    item: "itens 5.6.3 e 5.6.4",
    title: "Condutor vertical de águas pluviais: diâmetro interno mínimo de 70 mm",
    topics: ["condutor vertical", "condutores verticais", "condutor pluvial", "descida de calha", "descida de água pluvial", "cano da calha", "tubo de descida", "prumada de águas pluviais", "diâmetro do condutor", "diâmetro mínimo do condutor", "70 mm", "ábaco", "águas pluviais", "10844"],
    text:
      "Pela NBR 10844, o diâmetro interno mínimo dos condutores verticais de seção circular é de 70 mm. " +
      "O diâmetro de projeto sai dos ábacos da Figura 3 da norma, um para calha com saída em aresta viva e outro para saída com funil, entrando com a vazão de projeto em L/min, a altura da lâmina de água na calha e o comprimento do condutor. " +
      "Adota-se o tubo cujo diâmetro interno seja igual ou maior que o valor lido, nunca abaixo dos 70 mm.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr10844-condutor-horizontal",
    code: NBR10844,
    item: "itens 5.7.1 e 5.7.2",
    title: "Condutor horizontal de águas pluviais: declividade mínima de 0,5% e lâmina de 2/3 do diâmetro",
    topics: ["condutor horizontal", "condutores horizontais", "coletor pluvial", "coletor de águas pluviais", "tubulação pluvial enterrada", "rede pluvial", "caimento do condutor", "declividade do condutor", "declividade da tubulação de chuva", "0,5%", "2/3 do diâmetro", "Tabela 4", "águas pluviais", "10844"],
    text:
      "Na NBR 10844, os condutores horizontais são projetados, sempre que possível, com declividade uniforme de no mínimo 0,5%, o mesmo mínimo das calhas. " +
      "Os de seção circular são dimensionados para escoar com lâmina de altura igual a 2/3 do diâmetro interno do tubo. " +
      "A Tabela 4 da norma dá a vazão que cada diâmetro conduz, conforme a rugosidade do material e a declividade adotada.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- NBR 6118: deslocamentos-limites
  {
    id: "nbr6118-flecha-limite-visual",
    code: NBR6118,
    item: "item 13.3, Tabela 13.3",
    title: "Flecha máxima de vigas e lajes: vão/250 no total e vão/350 para as cargas variáveis",
    topics: ["flecha", "flecha máxima", "flecha admissível", "flecha limite", "flecha da laje", "flecha da viga", "deslocamento limite", "deslocamentos-limites", "laje cedendo", "viga cedendo", "barriga na laje", "L/250", "l/250", "L/350", "aceitabilidade sensorial", "6118"],
    text:
      "A Tabela 13.3 da NBR 6118 limita os deslocamentos de vigas e lajes em serviço. " +
      "Pela aceitabilidade sensorial, a flecha total visível não deve passar do vão dividido por 250 (l/250), e a parcela devida às cargas variáveis de utilização, que provoca vibração sentida no piso, de l/350; superfícies que precisam escoar água, como coberturas e varandas, também ficam em l/250 no total. " +
      "Nos balanços, o vão considerado é o dobro do comprimento do balanço; num vão de 5 m, por exemplo, l/250 dá 20 mm.",
    source: NORM_TEXT_SOURCE,
  },
  {
    id: "nbr6118-flecha-paredes",
    code: NBR6118,
    item: "item 13.3, Tabela 13.3 (elementos não estruturais)",
    title: "Laje ou viga sob alvenaria: deslocamento depois da parede de no máximo l/500 e 10 mm",
    topics: ["flecha e alvenaria", "flecha sob parede", "trinca por flecha", "fissura na alvenaria por flecha", "parede sobre laje", "parede sobre viga", "deslocamento após a parede", "divisória leve", "divisórias leves", "caixilho", "l/500", "L/500", "10 mm", "25 mm", "6118"],
    text:
      "Para proteger os elementos não estruturais, a Tabela 13.3 da NBR 6118 limita o deslocamento que acontece depois de construída a parede: sob alvenaria, caixilhos e revestimentos, no máximo l/500 e 10 mm. " +
      "Sob divisórias leves e caixilhos telescópicos, o limite é l/250 e 25 mm, contado depois da instalação da divisória, e sob forros com revestimento colado, l/350 depois da construção do forro. " +
      "São verificações que se somam ao limite visual de l/250 da flecha total.",
    source: NORM_TEXT_SOURCE,
  },
  // ---------------------------------------------------------------- Exercício profissional: CAU e direito autoral
  {
    id: "lei12378-registro-cau",
    code: LEI12378,
    item: "arts. 5º a 7º",
    title: "Registro no CAU: obrigatório para usar o título e exercer a profissão, e vale em todo o país",
    topics: ["registro no CAU", "registro profissional", "registro do arquiteto", "inscrição no CAU", "registro vale no país todo", "exercício ilegal", "exercício ilegal da profissão", "sem registro no CAU", "título de arquiteto", "diploma", "Lei 12.378"],
    text:
      "Pela Lei 12.378/2010, o registro no CAU da unidade da federação é obrigatório para usar o título de arquiteto e urbanista e exercer as atividades privativas da profissão, e esse registro habilita o profissional a atuar em todo o território nacional. " +
      "Os requisitos são capacidade civil e diploma de graduação em arquitetura e urbanismo de instituição reconhecida (ou estrangeiro revalidado). " +
      "Quem presta serviços privativos de arquiteto, ou se apresenta como arquiteto ou empresa de arquitetura sem registro no CAU, exerce a profissão ilegalmente.",
    source: PLANALTO_12378,
  },
  {
    id: "lei12378-sancoes-disciplinares",
    code: LEI12378,
    item: "art. 19",
    title: "Sanções do CAU: advertência, suspensão de 30 dias a 1 ano, cancelamento do registro e multa de 1 a 10 anuidades",
    topics: ["sanção", "sanções", "sanção disciplinar", "sanções disciplinares", "punição do CAU", "penalidade do CAU", "processo ético", "processo ético-disciplinar", "infração ética", "infração disciplinar", "advertência", "suspensão do registro", "cancelamento do registro", "multa do CAU", "Lei 12.378"],
    text:
      "A Lei 12.378/2010 prevê quatro sanções disciplinares para o arquiteto e urbanista: advertência; suspensão do exercício da atividade em todo o território nacional por 30 dias a 1 ano; cancelamento do registro; e multa de 1 a 10 anuidades, que pode ser aplicada junto com as demais. " +
      "O processo ético-disciplinar é julgado pelo CAU da unidade da federação, com recurso ao CAU/BR, e a resolução do CAU/BR que o regula divide a advertência em reservada e pública.",
    source: PLANALTO_12378,
  },
  {
    id: "lei9610-projeto-obra-protegida",
    code: "Lei 9.610/1998 (direitos autorais)",
    item: "arts. 7º, 18, 24, 26, 27 e 41",
    title: "Projeto de arquitetura é obra protegida; alterado sem consentimento, o autor pode repudiar a autoria",
    topics: ["direito autoral", "direitos autorais", "direito autoral do arquiteto", "direito autoral do projeto", "autoria do projeto", "plágio", "copiar projeto", "cópia de projeto", "repudiar a autoria", "repúdio da autoria", "registro do projeto", "registrar o projeto", "obra intelectual", "Lei 9.610", "Lei de Direitos Autorais", "direitos morais", "direitos patrimoniais", "domínio público", "70 anos"],
    text:
      "A Lei 9.610/1998 inclui entre as obras intelectuais protegidas os projetos, esboços e obras plásticas de arquitetura, paisagismo, engenharia e topografia (art. 7º, X), e a proteção independe de registro: a lei não exige registrar o projeto em órgão algum para protegê-lo (art. 18). " +
      "Entre os direitos morais do autor estão reivindicar a autoria, ter o nome indicado quando a obra é usada e assegurar a sua integridade (art. 24). " +
      "Se o projeto arquitetônico for alterado sem o consentimento do autor, durante a execução ou depois de concluída a construção, ele pode repudiar a autoria, e o proprietário que continuar a atribuir-lhe o projeto repudiado responde pelos danos (art. 26). " +
      "Os direitos morais são inalienáveis e irrenunciáveis (art. 27); os patrimoniais duram 70 anos, contados de 1º de janeiro do ano seguinte ao da morte do autor (art. 41).",
    source: "https://www.planalto.gov.br/ccivil_03/leis/l9610.htm",
  },
  {
    id: "cc621-alteracao-projeto-aprovado",
    code: CODIGO_CIVIL,
    item: "art. 621",
    title: "O dono da obra não pode mudar o projeto aprovado sem a anuência do autor, salvo alterações de pouca monta",
    topics: ["alterar projeto", "alteração de projeto", "alterar o projeto de outro arquiteto", "mudar o projeto", "modificar o projeto", "projeto de outro arquiteto", "anuência do autor", "autorização do autor do projeto", "dono da obra", "alterações de pouca monta", "unidade estética", "Código Civil", "art. 621"],
    text:
      "Pelo art. 621 do Código Civil, sem a anuência do autor o proprietário da obra não pode introduzir modificações no projeto por ele aprovado, ainda que a execução seja confiada a terceiros. " +
      "A exceção é quando, por motivos supervenientes ou razões de ordem técnica, fica comprovada a inconveniência ou a excessiva onerosidade de executar o projeto na forma original. " +
      "A proibição não alcança alterações de pouca monta, ressalvada sempre a unidade estética da obra projetada.",
    source: PLANALTO_CC,
  },
  {
    id: "cc622-responsabilidade-autor-projeto",
    code: CODIGO_CIVIL,
    item: "art. 622",
    title: "Quem só fez o projeto responde apenas pela solidez e segurança do art. 618 se não dirigir nem fiscalizar a obra",
    topics: ["responsabilidade do projetista", "responsabilidade do autor do projeto", "responsabilidade do arquiteto pela obra", "só fiz o projeto", "projeto sem acompanhamento de obra", "direção da obra", "fiscalização da obra", "execução por terceiros", "empreiteiro", "defeito da obra", "Código Civil", "art. 622"],
    text:
      "Pelo art. 622 do Código Civil, quando a execução da obra é confiada a terceiros, o autor do projeto que não assume a direção nem a fiscalização dela responde apenas pelos danos dos defeitos previstos no art. 618, os que afetam a solidez e a segurança da construção, cobertos pelo prazo de 5 anos desse artigo. " +
      "Se ele também dirige ou fiscaliza a execução, essa limitação deixa de valer. " +
      "O próprio Código lembra que o contrato para elaborar um projeto não obriga a executá-lo nem a fiscalizar a execução (art. 610, § 2º); por isso o contrato e o RRT devem deixar claro se o serviço é só o projeto ou inclui a direção ou o acompanhamento da obra.",
    source: PLANALTO_CC,
  },
  {
    id: "cc619-acrescimo-preco-empreitada",
    code: CODIGO_CIVIL,
    item: "art. 619",
    title: "Empreitada: mudança no projeto só dá direito a acréscimo no preço se o dono da obra a pediu por escrito",
    topics: ["acréscimo no preço", "aditivo de obra", "aditivo", "serviço extra", "serviços extras", "mudança no projeto durante a obra", "alteração durante a obra", "empreitada", "preço global", "preço fechado", "empreiteiro", "instruções escritas", "autorização por escrito", "Código Civil", "art. 619"],
    text:
      "Pelo art. 619 do Código Civil, salvo estipulação em contrário, o empreiteiro que executa uma obra segundo um plano aceito pelo dono não pode exigir acréscimo no preço, ainda que o projeto seja modificado, a não ser que as modificações resultem de instruções escritas do dono da obra. " +
      "Mesmo sem autorização escrita, o dono paga os aumentos, pelo valor arbitrado, se esteve sempre presente à obra, em visitas continuadas, não podia ignorar o que acontecia e nunca protestou. " +
      "Na prática, toda alteração pedida durante a obra deve ser registrada por escrito, com o seu custo.",
    source: PLANALTO_CC,
  },
  {
    id: "cc614-medicao-verificada-30-dias",
    code: CODIGO_CIVIL,
    item: "art. 614",
    title: "Medição da obra: o que se mediu se presume verificado se os defeitos não forem apontados em 30 dias",
    topics: ["medição", "medição de obra", "medições", "boletim de medição", "pagamento por etapa", "pagamento por medição", "obra por etapas", "o que se pagou", "30 dias", "denunciar defeito", "fiscalização da obra", "empreitada", "Código Civil", "art. 614"],
    text:
      "Pelo art. 614 do Código Civil, se a obra tem partes distintas ou é das que se determinam por medida, o empreiteiro pode exigir que ela seja verificada por medição ou pelas partes em que se divide, e receber na proporção do que executou. " +
      "Tudo o que se pagou presume-se verificado; e o que se mediu também se presume verificado se, em 30 dias contados da medição, o dono da obra ou quem a fiscaliza não denunciar os vícios ou defeitos. " +
      "Quem fiscaliza a obra deve, portanto, registrar as falhas dentro desse prazo de cada medição.",
    source: PLANALTO_CC,
  },
  {
    id: "cc615-rejeitar-obra-abatimento",
    code: CODIGO_CIVIL,
    item: "arts. 615 e 616",
    title: "Obra fora do combinado: o dono pode rejeitá-la ou recebê-la com abatimento no preço",
    topics: ["rejeitar a obra", "recusar a obra", "receber a obra", "entrega da obra", "obra fora do projeto", "obra diferente do projeto", "abatimento no preço", "desconto no preço", "regras técnicas", "empreiteiro", "empreitada", "Código Civil", "art. 615"],
    text:
      "Pelo art. 615 do Código Civil, concluída a obra de acordo com o ajuste ou com o costume do lugar, o dono é obrigado a recebê-la. " +
      "Ele pode, porém, rejeitá-la se o empreiteiro se afastou das instruções recebidas e dos planos dados, ou das regras técnicas desse tipo de trabalho. " +
      "Nesse caso, em vez de rejeitá-la, pode recebê-la com abatimento no preço (art. 616).",
    source: PLANALTO_CC,
  },
];
