import type { EvalQuestion } from "#server/ai/offline/eval/types";

/**
 * The twenty-ninth blind development set by source (decision 082, R-AI-8), written 07/12/2026.
 *
 * Written from search results of stored public pages only: no passage of the offline base, no
 * question of another set was read, and the answerer was not run. Every source is a publisher new
 * to the base and to every earlier set, checked one by one before use (44 publishers).
 *
 * Theme: accessibility, egress and housing performance as met in approvals, client meetings and
 * condominium renovations — LBI parking and hotel rooms (Decreto 9.296), Decreto 9.451 adaptable
 * units, NBR 16280 renovation management, NBR 15575 service life, Lei 6.766 lots and
 * non-buildable strips, Código Florestal APP widths, the CAU's ethics, exits for events, and the
 * consumption-tax reform on an architect's fees (Lei Complementar 214/2025); plus off-topic,
 * foreign-code, false-premise, municipal and not-yet-published questions. It holds no NBR 9050
 * question and one on NBR 9077: the how-to pages on them came from publishers already taken.
 *
 * Publishers' kinds: regional newspapers and news portals, a state CAU, a notary office,
 * condominium and construction-tech blogs, engineering firms, law firms and accounting offices,
 * environmental NGOs, city halls and municipal chambers, pet and car sites, Portuguese and US
 * accessibility references.
 */
export const DEV_SOURCE_29: readonly EvalQuestion[] = [
  // ——— fact ———
  { q: "Córrego estreito, com menos de 10 m de largura, passando no fundo do sítio do cliente: qual a faixa mínima de APP que ele precisa respeitar em cada margem?", kind: "fact", norm: "Lei 12.651", fact: "30 m", source: "https://amda.org.br/noticias/4547-justica-paralisa-construcao-em-area-de-preservacao-permanente-em-conceicao-de-ibitipoca/" },
  { q: "um cliente quer montar um deck de bar na beira de um rio pequeno no interior de MG, quantos metros de mata ciliar ele tem que deixar no minimo?", kind: "fact", norm: "Lei 12.651", fact: "30 m", source: "https://umminuto.com.br/?p=11035" },
  { q: "O Decreto 9.451/2018, das unidades adaptáveis, foi publicado em julho de 2018 mas não valeu de imediato. Quanto tempo as construtoras tiveram até a regra entrar em vigor?", kind: "fact", norm: "Decreto 9.451", fact: "18 meses", source: "http://rmmgadvogados.com.br/pt/publicacoes-todas/norma-obriga-condominios-residenciais-a-se-adaptarem-as-regras-de-acessibilidade.html?category_id=29" },
  { q: "Meu cliente é cadeirante e comprou apê na planta; pelo decreto que regulamenta o art. 58 da LBI, como ele consegue uma vaga de garagem acessível se a dele é comum?", kind: "fact", norm: "Decreto 9.451", fact: "/substituição/", source: "http://rmmgadvogados.com.br/pt/publicacoes-todas/norma-obriga-condominios-residenciais-a-se-adaptarem-as-regras-de-acessibilidade.html?category_id=29" },
  { q: "construtora pode cobrar a mais do comprador pra converter a unidade adaptavel em acessivel? o que o decreto diz sobre isso", kind: "fact", norm: "Decreto 9.451", fact: "/valores adicionais/", source: "https://chicoterra.com/2018/07/28/carmen-lucia-regulamenta-regras-de-acessibilidade-em-predios/" },
  { q: "Pousada antiga, construída antes de 2004: pelo decreto de acessibilidade em hotéis, que percentual dos quartos tem que ter recursos completos de acessibilidade?", kind: "fact", norm: "Decreto 9.296", fact: "5%", source: "https://blog.freedom.ind.br/regulamentacao-de-acessibilidade-em-hoteis" },
  { q: "Além dos quartos com acessibilidade completa, que percentual a mais de dormitórios o hotel existente precisa ter com pelo menos os recursos mínimos, tipo barra de apoio no box e chuveiro com barra deslizante?", kind: "fact", norm: "Decreto 9.296", fact: "5%", source: "https://blog.freedom.ind.br/regulamentacao-de-acessibilidade-em-hoteis" },
  { q: "Hotéis construídos até 29 de junho de 2004 ganharam quanto tempo, pelo Decreto 9.296/2018, para se adequar às regras de dormitórios acessíveis?", kind: "fact", norm: "Decreto 9.296", fact: "4 anos", source: "https://blog.freedom.ind.br/regulamentacao-de-acessibilidade-em-hoteis" },
  { q: "Num loteamento cortado por um riacho, qual a faixa não edificável mínima que a lei de parcelamento exige de cada lado da margem?", kind: "fact", norm: "Lei 6.766", fact: "15 m", source: "https://cidadeazulnoticias.com.br/projeto-permite-reducao-de-faixa-nao-edificavel-ao-lado-de-rodovias-por-lei-municipal/" },
  { q: "Ao longo de rodovia em área urbana, até quanto a lei municipal pode reduzir a faixa non aedificandi que antes era de 15 m de cada lado?", kind: "fact", norm: "Lei 6.766", fact: "5 m", source: "https://cidadeazulnoticias.com.br/projeto-permite-reducao-de-faixa-nao-edificavel-ao-lado-de-rodovias-por-lei-municipal/" },
  { q: "Reforma de apartamento em condomínio vertical: além da comunicação ao síndico, qual documento técnico o condômino tem que apresentar antes de começar, segundo a NBR 16280?", kind: "fact", norm: "NBR 16280", fact: "/plano de reforma/", source: "https://www.zemcondominial.com.br/post/o-síndico-e-a-exigência-de-art-rrt-para-reformas-em-unidades-autônomas" },
  { q: "sou arquiteta e vou tocar a reforma de um apto, qual registro meu o sindico vai pedir junto com o plano de reforma?", kind: "fact", norm: "NBR 16280", fact: "/RRT/", source: "https://www.zemcondominial.com.br/post/o-síndico-e-a-exigência-de-art-rrt-para-reformas-em-unidades-autônomas" },
  { q: "Uma loja de revestimentos me ofereceu 10% de comissão (a famosa RT) sobre o que meus clientes comprarem lá. O que o Código de Ética do CAU manda o arquiteto fazer nesse caso?", kind: "fact", norm: "Resolução CAU/BR 52", fact: "/recusar/", source: "https://cauto.gov.br/conselho-alerta-sobre-a-pratica-da-reserva-tecnica-no-tocantins?cat=10" },
  { q: "Qual o percentual mínimo de vagas reservadas a pessoas com deficiência num estacionamento de supermercado aberto ao público?", kind: "fact", norm: "Lei 13.146", fact: "2%", source: "https://plmulher.org.br/?p=5913" },
  { q: "Pela emenda da NBR 16280, como devem ficar os sistemas de segurança do prédio (alarme, hidrantes, iluminação) enquanto a reforma de uma unidade está em andamento?", kind: "fact", norm: "NBR 16280", fact: "/em funcionamento/", source: "https://sindusconjf.com.br/projeto-de-emenda-para-norma-da-abnt-sobre-execucao-de-reformas-em-edificacoes-entra-em-consulta-publica-nacional" },
  { q: "O empreiteiro do meu cliente quer deixar saco de entulho no patamar da escada de emergência só durante a obra. O que a revisão da NBR 16280 diz sobre as saídas de emergência durante reformas?", kind: "fact", norm: "NBR 16280", fact: "/obstrução/", source: "https://sindusconjf.com.br/projeto-de-emenda-para-norma-da-abnt-sobre-execucao-de-reformas-em-edificacoes-entra-em-consulta-publica-nacional" },
  { q: "Num prédio residencial, de quem deve partir a exigência de cumprir a NBR 16280 quando um morador quer reformar, e quem vira corresponsável se der problema?", kind: "fact", norm: "NBR 16280", fact: "/síndico/", source: "http://legalengenharia.com/2019/07/03/abnt-nbr-16280-2014-requisitos-e-exigencias-para-reformas-e-obras-em-edificacoes" },
  { q: "Demolir parede e mexer em laje dentro do apartamento: pela NBR 16280, quem pode assumir a responsabilidade pelo projeto e pela execução dessa obra?", kind: "fact", norm: "NBR 16280", fact: "/engenheiro ou arquiteto/", source: "http://legalengenharia.com/2019/07/03/abnt-nbr-16280-2014-requisitos-e-exigencias-para-reformas-e-obras-em-edificacoes" },
  { q: "Qual a vida útil de projeto mínima que a norma de desempenho exige para a estrutura de um edifício habitacional?", kind: "fact", norm: "NBR 15575", fact: "50 anos", source: "https://fastbuilt.com.br/?p=8466" },
  { q: "vup minima de piso interno pela 15575, quantos anos?", kind: "fact", norm: "NBR 15575", fact: "13 anos", source: "https://fastbuilt.com.br/?p=8466" },
  { q: "Cliente reclamou das tubulações do apê novo: qual a vida útil de projeto mínima do sistema hidrossanitário segundo a NBR 15575?", kind: "fact", norm: "NBR 15575", fact: "20 anos", source: "https://fastbuilt.com.br/?p=8466" },
  { q: "Qual a área mínima de lote admitida pela lei federal de parcelamento do solo urbano, quando o município não exige mais?", kind: "fact", norm: "Lei 6.766", fact: "125 m²", source: "https://cartorioitapiranga.com.br/servicos/registro-de-imoveis/parcelamento-do-solo" },
  { q: "E a testada? Qual a frente mínima de um lote pela Lei 6.766/79?", kind: "fact", norm: "Lei 6.766", fact: "5 m", source: "https://cartorioitapiranga.com.br/servicos/registro-de-imoveis/parcelamento-do-solo" },
  { q: "Depois que a prefeitura aprova o desmembramento, em quanto tempo o proprietário precisa levar ao registro de imóveis para a aprovação não caducar?", kind: "fact", norm: "Lei 6.766", fact: "180 dias", source: "https://diariopernambucano.com.br/qual-o-tamanho-minimo-para-desmembrar-um-terreno-regras-e-medidas" },
  { q: "Na reforma tributária, arquiteto e urbanista tem alguma redução nas alíquotas de IBS e CBS? De quanto?", kind: "fact", norm: "Lei Complementar 214", fact: "30%", source: "https://murayama.com.br/?p=11343" },
  { q: "Em 2026, ano de teste da reforma tributária, qual alíquota de CBS o escritório de arquitetura precisa destacar na nota fiscal?", kind: "fact", norm: "Lei Complementar 214", fact: "0,9%", source: "https://www.rotinafiscal.com.br/outros/reforma-tributaria" },
  { q: "Nos empreendimentos do Minha Casa Minha Vida, qual o percentual mínimo das unidades reservado para pessoas com deficiência ou famílias com PcD?", kind: "fact", norm: "Lei 13.146", fact: "3%", source: "https://memoria.ebc.com.br/radioagencianacional/materia/2011-12-27/governo-altera-crit%C3%A9rios-de-sele%C3%A7%C3%A3o-do-programa-minha-casa-minha-vida" },
  { q: "Salão que vai receber baile de carnaval: quantas saídas de emergência, no mínimo, os bombeiros exigem e como devem ficar posicionadas?", kind: "fact", norm: "NBR 9077", fact: "/lados opostos/", source: "https://cenariomt.com.br/?p=809492" },
  { q: "Pelo Estatuto do Idoso, que percentual das vagas de um estacionamento privado aberto ao público tem que ser destinado a pessoas com 60 anos ou mais?", kind: "fact", norm: "Lei 10.741", fact: "5%", source: "https://oiguassu.com.br/mppr-recomenda-que-estabelecimentos-publicos-e-privados-de-sao-mateus-do-sul-garantam-vaga-de-estacionamento-a-idosos" },

  // ——— calc ———
  { q: "Terreno rural com 40 m de testada ao longo de um córrego de uns 4 m de largura: quantos m² de APP ficam dentro do lote só nessa margem?", kind: "calc", norm: "Lei 12.651", fact: "1.200 m²", source: "https://amda.org.br/noticias/4547-justica-paralisa-construcao-em-area-de-preservacao-permanente-em-conceicao-de-ibitipoca/" },
  { q: "Hotel de 120 quartos construído em 2001: quantos quartos, no mínimo, precisam ter recursos completos de acessibilidade pelo decreto de hotelaria?", kind: "calc", norm: "Decreto 9.296", fact: "/6 quartos/", source: "https://blog.freedom.ind.br/regulamentacao-de-acessibilidade-em-hoteis" },
  { q: "Shopping com 240 vagas: quantas devem ser reservadas para idosos?", kind: "calc", norm: "Lei 10.741", fact: "12 vagas", source: "https://oiguassu.com.br/mppr-recomenda-que-estabelecimentos-publicos-e-privados-de-sao-mateus-do-sul-garantam-vaga-de-estacionamento-a-idosos" },
  { q: "Lote de loteamento novo com 50 m de divisa com a faixa de domínio de uma ferrovia: quantos m² ficam na faixa não edificável exigida pela lei de parcelamento?", kind: "calc", norm: "Lei 6.766", fact: "750 m²", source: "https://cidadeazulnoticias.com.br/projeto-permite-reducao-de-faixa-nao-edificavel-ao-lado-de-rodovias-por-lei-municipal/" },
  { q: "Estacionamento de clínica com 150 vagas: quantas vagas PcD eu preciso demarcar no projeto?", kind: "calc", norm: "Lei 13.146", fact: "3 vagas", source: "https://folhavitoria.com.br/colunas/voz-da-inclusao/artigos/2024/06/25/camara-aprova-lei-que-amplia-vagas-especificas-de-estacionamento-para-todas-as-pessoas-com-deficiencia" },
  { q: "padaria com 30 vagas no estacionamento, 2% da 0,6... quantas vagas pra pcd tenho que fazer afinal?", kind: "calc", norm: "Lei 13.146", fact: "1 vaga", source: "https://reportermaceio.com.br/camara-dos-deputados-ccj-da-camara-dos-deputados-aprova-proposta-que-amplia-vagas-de-estacionamento-para-pessoas-com-deficiencia/amp" },
  { q: "Prédio com habite-se em 2020 e estrutura projetada no nível mínimo da norma de desempenho: até que ano, pela VUP, a estrutura deve manter o desempenho?", kind: "calc", norm: "NBR 15575", fact: "/2070/", source: "https://fastbuilt.com.br/?p=8466" },
  { q: "Gleba com 2.000 m² de área líquida para lotes, município sem regra própria: quantos lotes no máximo dá para tirar respeitando a área mínima federal?", kind: "calc", norm: "Lei 6.766", fact: "/16 lotes/", source: "https://diariopernambucano.com.br/qual-o-tamanho-minimo-para-desmembrar-um-terreno-regras-e-medidas" },
  { q: "Se a alíquota padrão de IBS+CBS ficar em 27%, quanto um escritório de arquitetura pagaria com a redução prevista para profissões regulamentadas?", kind: "calc", norm: "Lei Complementar 214", fact: "18,9%", source: "https://vsc-servicos.com.br/category/reforma-tributaria" },

  // ——— municipal ———
  { q: "Em Itapevi (SP), a prefeitura pode renovar o alvará de funcionamento de uma loja que não tem banheiro adaptado nem rampa?", kind: "municipal", source: "https://www.cotiaecia.com.br/2025/08/justica-proibe-prefeitura-de-itapevi-de.html" },
  { q: "Tenho cliente com comércio em Porto Ferreira: até quando ele tem prazo para adequar o imóvel às regras municipais de acessibilidade?", kind: "municipal", source: "https://www.portoferreirahoje.com.br/noticia/2025/10/02/acessibilidade-em-porto-ferreira-prazo-final-para-adequacao-termina-em-junho-de-2026" },
  { q: "Em Teresina, restaurante precisa ter lavatório e sanitário adaptados para pessoas com nanismo? Qual a multa se não tiver?", kind: "municipal", source: "https://cidadeverde.com/noticias/276878/lei-determina-que-banheiros-devem-ser-adaptados-para-pessoas-com-baixa-estatura" },
  { q: "Quais as dimensões da rampa de meio-fio na esquina exigidas pelo Código de Posturas de Barra do Garças (MT)?", kind: "municipal", source: "https://www.barradogarcas.mt.leg.br/institucional/noticias/projeto-de-lei-complementar-altera-normas-das-rampas-no-codigo-de-postura" },
  { q: "vinhedo: casa de 180 m2 precisa de cisterna pra tirar o habite-se? de quantos litros?", kind: "municipal", source: "https://portalcbncampinas.com.br/2024/12/vinhedo-vai-obrigar-que-novas-construcoes-tenham-cisternas" },
  { q: "Em Francisco Beltrão (PR), a partir de que área construída a prefeitura exige cisterna para liberar o habite-se?", kind: "municipal", source: "http://franciscobeltrao.pr.gov.br/urbanismo/cisternas-passam-a-ser-obrigatorias-em-obras-com-mais-de-135-m2/?replytocom=6778" },
  { q: "Projeto de galpão comercial de 400 m² em Cruzeiro (SP): preciso apresentar projeto de captação de água de chuva? Qual o volume mínimo da caixa?", kind: "municipal", source: "https://cmcruzeiro.sp.gov.br/2019/index.php/camara/noticias/2305-aguas-pluviais-serao-aproveitadas" },

  // ——— future ———
  { q: "A partir de quando os estacionamentos vão ter que reservar 5% das vagas para pessoas com deficiência, como prevê o PL 3185/23?", kind: "future", source: "https://centraldodireito.com.br/noticias/comissao-da-camara-aprova-ampliacao-de-vagas-para-pessoas-com-deficiencia-e-idosos-em-estacionamentos/amp" },
  { q: "Qual vai ser a alíquota cheia de IBS+CBS que um escritório de arquitetura no lucro presumido vai pagar em 2033, quando a transição terminar?", kind: "future", source: "https://blogdominard.com.br/2024/04/advogados-contadores-engenheiros-veja-as-18-categorias-que-pagarao-menos-imposto-com-a-reforma" },
  { q: "Quando entra em vigor a reserva de 10% das vagas para idosos que a Câmara aprovou em comissão?", kind: "future", source: "https://estacionamentoria.com.br/aumentodevagasespeciais/" },

  // ——— out ———
  { q: "Quantas vezes por dia devo dar ração pro meu gato filhote de 3 meses?", kind: "out", source: "https://www.peritoanimal.com.br/quantas-vezes-um-gato-deve-comer-por-dia-23860.html?print=1" },
  { q: "gato adulto castrado deve comer quantas vezes ao dia?", kind: "out", source: "https://www.catnannylisboa.com/post/alimenta%C3%A7%C3%A3o-gato" },
  { q: "De quantos em quantos quilômetros tenho que levar o carro para revisão?", kind: "out", source: "https://carro.one/revisao-carro-quando-fazer-itens-checklist" },
  { q: "Troca de óleo do motor: é a cada 5 mil ou 10 mil km?", kind: "out", source: "https://websocket.meionorte.com/noticias/qual-o-prazo-ideal-para-troca-de-oleo-do-motor-confira-a-resposta-142301" },
  { q: "Projeto para um cliente nos Estados Unidos: pela ADA, qual a largura mínima de uma rampa acessível e a altura dos corrimãos?", kind: "out", source: "https://veryfocus.net/articles_80suga.html" },
  { q: "Under the ADA, how long must the landing at the top and bottom of a ramp be?", kind: "out", source: "http://www.gulfshorespierfishing.com/f27/pier-repairs-17235-print/index6.html" },
  { q: "Vou projetar uma loja em Lisboa: o que o Decreto-Lei 163/2006 exige de acessibilidade para edifícios que recebem público?", kind: "out", source: "http://www.apd-sintra.org.pt/artigo.aspx?lang=pt&id_object=1787" },
  { q: "Em Portugal, a que altura do piso deve ficar o bordo de uma banheira acessível numa instalação sanitária?", kind: "out", source: "http://www.includible.net/knowledge-base/2-9-7-banheiras-acessiveis/" },
  { q: "Qual especificação do LNEC rege o ensaio de compactação de solos em obras em Portugal?", kind: "out", source: "http://www.engenium.net/engenharia/legislacao/page/2/" },
  { q: "Qual NBR obriga todo apartamento novo a ter banheira na suíte principal?", kind: "out", source: "https://enfeitedecora.com/instalar-uma-banheira-em-apartamento-nao-e-so-trocar-o-box-entenda-os-riscos" },
  { q: "meu cliente comprou cobertura e disse que a norma obriga a construtora a entregar piscina pronta na cobertura, qual é essa norma?", kind: "out", source: "https://imejunior.com.br/2017/03/07/piscinas-em-cobertura-de-olho-no-peso" },
  { q: "Qual lei federal exige banheira de hidromassagem em imóveis de alto padrão acima de 200 m²?", kind: "out", source: "https://fernandaandrade.com.br/site/fernanda-andrade-no-site-brasil-fashion-news-em-materia-sobre-banheiras/" },
];
