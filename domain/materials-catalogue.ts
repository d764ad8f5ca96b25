/**
 * The "Banco de materiais" catalogue (issue 16, item 9): materials and finishes used in Brazilian
 * works, as data, with the search and the recommendation the materials tool answers from (pure
 * functions, no I/O). The texts are general, modest notes written for this product — not a
 * manufacturer's data sheet — and a norm is named only where the one that governs the material is
 * well known; otherwise it is null.
 */

export const MATERIAL_CATEGORIES = [
  { id: "pisos", label: "Pisos" },
  { id: "revestimentos-parede", label: "Revestimentos de parede" },
  { id: "fachada", label: "Fachada" },
  { id: "coberturas", label: "Coberturas" },
  { id: "esquadrias", label: "Esquadrias" },
  { id: "vidros", label: "Vidros" },
  { id: "tintas", label: "Tintas e vernizes" },
  { id: "loucas-metais", label: "Louças e metais" },
  { id: "iluminacao", label: "Iluminação" },
  { id: "isolamento", label: "Isolamento térmico e acústico" },
  { id: "impermeabilizacao", label: "Impermeabilização" },
  { id: "estrutura-vedacao", label: "Estrutura e vedação" },
  { id: "paisagismo-externo", label: "Paisagismo e áreas externas" },
  { id: "bancadas", label: "Bancadas" },
  { id: "forros", label: "Forros" },
  { id: "energia", label: "Energia e aquecimento" },
] as const;

export type MaterialCategoryId = (typeof MATERIAL_CATEGORIES)[number]["id"];

export const MATERIAL_APPLICATIONS = [
  { id: "area-molhada", label: "Área molhada" },
  { id: "area-seca", label: "Área seca" },
  { id: "fachada", label: "Fachada" },
  { id: "externo", label: "Área externa" },
  { id: "cobertura", label: "Cobertura" },
  { id: "piso-interno", label: "Piso interno" },
  { id: "piso-externo", label: "Piso externo" },
  { id: "parede-interna", label: "Parede interna" },
  { id: "estrutura", label: "Estrutura" },
] as const;

export type MaterialApplicationId = (typeof MATERIAL_APPLICATIONS)[number]["id"];

export const PRICE_BANDS_SOURCE =
  "Especificação do produto (faixas de orçamento de materiais por m² de obra), referência de 2025";

export const PRICE_BANDS_NOTE =
  "Faixas de referência do custo da obra por m² em que o material costuma caber — não são o preço do próprio material.";

export interface PriceBand {
  id: "economico" | "medio" | "alto" | "luxo";
  label: string;
  /** The reference range as people read it. */
  range: string;
  /** R$/m² of the work; null where the band is open. */
  minPerM2: number | null;
  maxPerM2: number | null;
  source: string;
  note: string;
}

export type PriceBandId = PriceBand["id"];

export const PRICE_BANDS: readonly PriceBand[] = [
  { id: "economico", label: "Econômico", range: "até R$ 1.500/m² (referência)", minPerM2: null, maxPerM2: 1500, source: PRICE_BANDS_SOURCE, note: PRICE_BANDS_NOTE },
  { id: "medio", label: "Médio", range: "R$ 1.500–3.000/m² (referência)", minPerM2: 1500, maxPerM2: 3000, source: PRICE_BANDS_SOURCE, note: PRICE_BANDS_NOTE },
  { id: "alto", label: "Alto", range: "R$ 3.000–5.000/m² (referência)", minPerM2: 3000, maxPerM2: 5000, source: PRICE_BANDS_SOURCE, note: PRICE_BANDS_NOTE },
  { id: "luxo", label: "Luxo", range: "acima de R$ 5.000/m² (referência)", minPerM2: 5000, maxPerM2: null, source: PRICE_BANDS_SOURCE, note: PRICE_BANDS_NOTE },
];

export const MATERIAL_STYLES = [
  { id: "contemporaneo", label: "Contemporâneo" },
  { id: "minimalista", label: "Minimalista" },
  { id: "industrial", label: "Industrial" },
  { id: "rustico", label: "Rústico" },
  { id: "classico", label: "Clássico" },
  { id: "tropical", label: "Tropical / brasileiro moderno" },
  { id: "escandinavo", label: "Escandinavo" },
] as const;

export type MaterialStyleId = (typeof MATERIAL_STYLES)[number]["id"];

export interface Material {
  id: string;
  name: string;
  category: MaterialCategoryId;
  applications: MaterialApplicationId[];
  bands: PriceBandId[];
  styles: MaterialStyleId[];
  durability: string;
  maintenance: string;
  sustainability: string;
  /** The ABNT norm that governs it, where there is a well-known one. */
  norm: string | null;
  tags?: string[];
}

function m(
  id: string,
  name: string,
  category: MaterialCategoryId,
  applications: MaterialApplicationId[],
  bands: PriceBandId[],
  styles: MaterialStyleId[],
  durability: string,
  maintenance: string,
  sustainability: string,
  norm: string | null,
  tags: string[] = [],
): Material {
  return { id, name, category, applications, bands, styles, durability, maintenance, sustainability, norm, tags };
}

// Norms used by several materials.
const CERAMICA = "ABNT NBR ISO 13006 (placas cerâmicas; substituiu a NBR 13818)";
const PAREDE_CERAMICA = "ABNT NBR 13754 (assentamento de revestimento cerâmico em paredes internas)";
const FACHADA_CERAMICA = "ABNT NBR 13755 (revestimento cerâmico de fachadas com argamassa colante)";
const ESQUADRIAS = "ABNT NBR 10821 (esquadrias para edificações)";
const VIDROS = "ABNT NBR 7199 (vidros na construção civil)";
const TINTA_LATEX = "ABNT NBR 15079 (tintas látex para edificações não industriais)";
const PINTURA = "ABNT NBR 13245 (execução de pinturas em edificações não industriais)";
const LOUCAS = "ABNT NBR 15097 (aparelhos sanitários de material cerâmico)";
const TORNEIRAS = "ABNT NBR 10281 (torneiras de pressão)";
const IMPERMEABILIZACAO = "ABNT NBR 9575 (impermeabilização — seleção e projeto)";
const MANTA_ASFALTICA = "ABNT NBR 9952 (manta asfáltica para impermeabilização)";
const MADEIRA = "ABNT NBR 7190 (projeto de estruturas de madeira)";
const DESEMPENHO = "ABNT NBR 15575 (edificações habitacionais — desempenho)";
const TERMICO = "ABNT NBR 15220 (desempenho térmico de edificações)";
const ILUMINACAO_INTERNA = "ABNT NBR ISO/CIE 8995-1 (iluminação de ambientes de trabalho)";
const ILUMINACAO_PUBLICA = "ABNT NBR 5101 (iluminação pública)";
const INSTALACOES = "ABNT NBR 5410 (instalações elétricas de baixa tensão)";
const ARGAMASSA = "ABNT NBR 13749 (revestimento de paredes e tetos de argamassas inorgânicas)";
const PAVIMENTO_PERMEAVEL = "ABNT NBR 16416 (pavimentos permeáveis de concreto)";
const GRANITO = "ABNT NBR 15844 (rochas para revestimento — requisitos para granitos)";
const DRYWALL = "ABNT NBR 14715 (chapas de gesso para drywall)";

const E = "economico" as const;
const M = "medio" as const;
const A = "alto" as const;
const L = "luxo" as const;

export const MATERIALS: readonly Material[] = [
  // ——— Pisos ———
  m("porcelanato-polido", "Porcelanato polido", "pisos", ["piso-interno", "area-seca", "parede-interna"], [M, A, L], ["contemporaneo", "classico", "minimalista"],
    "Muito resistente e de baixa absorção de água; o brilho da superfície pode riscar com areia e uso intenso.",
    "Limpeza com pano úmido e detergente neutro; evitar produtos abrasivos e ceras.",
    "Produção com queima em alta temperatura e alto consumo de energia; durabilidade longa compensa parte do impacto.",
    CERAMICA, ["porcelanato", "brilhante", "sala"]),
  m("porcelanato-acetinado", "Porcelanato acetinado", "pisos", ["piso-interno", "area-seca", "area-molhada", "parede-interna"], [M, A], ["contemporaneo", "minimalista", "escandinavo"],
    "Superfície de brilho suave que disfarça melhor riscos e marcas do que o polido.",
    "Limpeza simples com detergente neutro; rejunte deve ser revisto periodicamente em áreas molhadas.",
    "Material durável e inerte; preferir fabricantes com reaproveitamento de resíduos e água no processo.",
    CERAMICA, ["porcelanato", "acetinado", "banheiro", "cozinha"]),
  m("porcelanato-tecnico", "Porcelanato técnico (natural)", "pisos", ["piso-interno", "piso-externo", "area-molhada", "externo"], [M, A], ["contemporaneo", "industrial", "minimalista"],
    "Massa homogênea em toda a espessura, muito resistente à abrasão e indicada para tráfego intenso.",
    "Superfície porosa no acabamento natural pode pedir limpeza mais frequente e impermeabilizante específico.",
    "Alta durabilidade reduz trocas ao longo da vida útil do edifício.",
    CERAMICA, ["porcelanato", "alto tráfego", "antiderrapante", "comercial"]),
  m("porcelanato-grande-formato", "Porcelanato de grande formato", "pisos", ["piso-interno", "parede-interna", "area-seca"], [A, L], ["contemporaneo", "minimalista"],
    "Placas grandes com poucas juntas; exigem base bem nivelada e mão de obra especializada para não trincar.",
    "Poucas juntas facilitam a limpeza; reposição de uma peça é difícil, por isso convém guardar sobras.",
    "Menos rejunte e menos cortes quando bem paginado; transporte e manuseio exigem cuidado para evitar perdas.",
    CERAMICA, ["porcelanato", "grande formato", "poucas juntas"]),
  m("porcelanato-amadeirado", "Porcelanato amadeirado", "pisos", ["piso-interno", "piso-externo", "area-molhada", "externo"], [M, A], ["contemporaneo", "escandinavo", "tropical", "rustico"],
    "Aparência de madeira com a resistência da cerâmica, inclusive em áreas úmidas.",
    "Limpeza com detergente neutro; não precisa de verniz nem de tratamento contra cupins.",
    "Alternativa ao uso de madeira nativa em pisos de áreas molhadas e externas.",
    CERAMICA, ["porcelanato", "madeira", "varanda", "banheiro"]),
  m("ceramica-esmaltada-piso", "Cerâmica esmaltada para piso", "pisos", ["piso-interno", "area-seca", "area-molhada"], [E, M], ["contemporaneo", "classico", "rustico"],
    "Boa durabilidade quando a classe de resistência à abrasão é adequada ao uso do ambiente.",
    "Limpeza fácil; trocar rejuntes trincados evita infiltração sob as placas.",
    "Amplamente produzida no país, com cadeia de fornecimento próxima na maioria das regiões.",
    CERAMICA, ["cerâmica", "econômico", "cozinha", "banheiro"]),
  m("ceramica-antiderrapante", "Cerâmica antiderrapante para área externa", "pisos", ["piso-externo", "externo", "area-molhada"], [E, M], ["rustico", "tropical", "contemporaneo"],
    "Superfície texturizada que mantém aderência com água; desgaste lento em tráfego residencial.",
    "A textura acumula sujeira: lavar com escova e detergente neutro de tempos em tempos.",
    "Produto nacional de ampla oferta; vida útil longa em áreas externas.",
    CERAMICA, ["cerâmica", "antiderrapante", "piscina", "quintal", "varanda"]),
  m("piso-vinilico-manta", "Piso vinílico em manta", "pisos", ["piso-interno", "area-seca"], [E, M], ["contemporaneo", "minimalista"],
    "Resistente ao uso comum e com poucas emendas; pode marcar sob móveis pesados e objetos pontiagudos.",
    "Limpeza com pano úmido; evitar excesso de água, solventes e arrastar móveis.",
    "Confortável e silencioso; é um derivado de PVC, com reciclagem ainda restrita.",
    null, ["vinílico", "acústico", "clínica", "sala"]),
  m("piso-vinilico-regua-colado", "Piso vinílico em régua colada", "pisos", ["piso-interno", "area-seca"], [E, M], ["contemporaneo", "escandinavo", "minimalista"],
    "Bom desempenho em tráfego residencial e comercial leve, sobre contrapiso liso e seco.",
    "Limpeza com pano úmido e produto neutro; réguas danificadas podem ser trocadas individualmente.",
    "Instalação a seco de obra (sem argamassa) e rápida, útil em reformas; material plástico.",
    null, ["vinílico", "madeira", "reforma", "acústico"]),
  m("piso-vinilico-click", "Piso vinílico click (encaixe)", "pisos", ["piso-interno", "area-seca"], [M], ["contemporaneo", "escandinavo", "minimalista"],
    "Réguas rígidas de encaixe flutuante, estáveis e resistentes ao uso residencial.",
    "Limpeza com pano úmido; não lavar com água corrente.",
    "Pode ser instalado sobre o piso existente, evitando entulho de demolição em reformas.",
    null, ["vinílico", "reforma", "sem quebra-quebra", "acústico"]),
  m("piso-laminado", "Piso laminado melamínico", "pisos", ["piso-interno", "area-seca"], [E, M], ["contemporaneo", "escandinavo"],
    "Superfície resistente a riscos; o miolo de fibra de madeira estufa se molhar.",
    "Apenas pano levemente úmido; não indicado para cozinhas, banheiros ou áreas com risco de água.",
    "Usa madeira de reflorestamento na chapa; resinas e manta de base dificultam a reciclagem.",
    null, ["laminado", "madeira", "quarto"]),
  m("taco-madeira", "Taco de madeira maciça", "pisos", ["piso-interno", "area-seca"], [M, A], ["classico", "rustico", "tropical"],
    "Pode durar décadas e aceita vários lixamentos ao longo da vida útil.",
    "Limpeza com pano pouco úmido; renovar verniz ou cera quando o acabamento desgastar.",
    "Exigir madeira de origem legal e certificada; reaproveitamento de tacos antigos é comum em reformas.",
    null, ["madeira", "taco", "reforma", "natural"]),
  m("assoalho-madeira", "Assoalho de madeira maciça", "pisos", ["piso-interno", "area-seca"], [A, L], ["classico", "rustico", "tropical", "escandinavo"],
    "Muito durável quando bem instalado e protegido da umidade; permite restauração por lixamento.",
    "Evitar água em excesso; repor acabamento (verniz, óleo ou cera) periodicamente.",
    "Material renovável quando de manejo certificado; evitar espécies ameaçadas.",
    null, ["madeira", "natural", "conforto térmico"]),
  m("piso-madeira-engenheirada", "Piso de madeira engenheirada", "pisos", ["piso-interno", "area-seca"], [A, L], ["contemporaneo", "escandinavo", "minimalista"],
    "Capa de madeira nobre sobre base estável, com menos empenamento que a maciça.",
    "Cuidados de madeira: pano pouco úmido e proteção contra arraste de móveis.",
    "Usa menos madeira nobre por m² do que o assoalho maciço.",
    null, ["madeira", "natural"]),
  m("cimento-queimado", "Cimento queimado", "pisos", ["piso-interno", "area-seca", "parede-interna"], [E, M], ["industrial", "minimalista", "tropical", "rustico"],
    "Resistente, mas sujeito a fissuras de retração se não houver juntas e cura adequadas.",
    "Selar com resina ou cera; manchas de gordura e ácidos marcam a superfície sem proteção.",
    "Materiais simples e locais; o cimento tem alta emissão de CO₂ na produção.",
    null, ["cimento", "monolítico", "sem rejunte"]),
  m("microcimento", "Microcimento", "pisos", ["piso-interno", "parede-interna", "area-molhada", "area-seca"], [M, A], ["industrial", "minimalista", "contemporaneo"],
    "Camada fina e contínua aplicada sobre a base existente; depende muito da aplicação e da selagem.",
    "Reaplicar o selador conforme o desgaste; evitar produtos ácidos e abrasivos.",
    "Aplicado sobre revestimento antigo, reduz demolição e entulho em reformas.",
    null, ["cimento", "monolítico", "sem rejunte", "reforma", "banheiro"]),
  m("granilite", "Granilite (marmorite)", "pisos", ["piso-interno", "piso-externo", "area-seca", "externo"], [M, A], ["classico", "tropical", "contemporaneo"],
    "Piso contínuo de grande resistência, comum em edifícios públicos com décadas de uso.",
    "Pode ser repolido e reimpermeabilizado; limpeza com detergente neutro.",
    "Usa fragmentos de pedra, inclusive resíduos de marmorarias; vida útil muito longa.",
    null, ["granilite", "terrazzo", "monolítico", "alto tráfego"]),
  m("ladrilho-hidraulico", "Ladrilho hidráulico", "pisos", ["piso-interno", "parede-interna", "area-seca", "area-molhada"], [M, A], ["classico", "rustico", "tropical"],
    "Peça de cimento prensado sem queima, durável quando impermeabilizada.",
    "Poroso: precisa de impermeabilizante e limpeza com produtos neutros.",
    "Fabricado sem queima e muitas vezes de forma artesanal e local.",
    "ABNT NBR 9457 (ladrilho hidráulico para pavimentação)", ["ladrilho", "artesanal", "cozinha", "varanda"]),
  m("granito-piso", "Granito polido para piso", "pisos", ["piso-interno", "piso-externo", "area-seca", "externo"], [M, A], ["classico", "contemporaneo"],
    "Pedra muito dura e resistente à abrasão; o polido fica escorregadio quando molhado.",
    "Limpeza com detergente neutro; impermeabilizar conforme a porosidade da pedra.",
    "Pedra natural brasileira; a extração gera resíduos e o transporte pesa no impacto.",
    GRANITO, ["pedra", "granito", "natural", "escada"]),
  m("marmore-piso", "Mármore", "pisos", ["piso-interno", "parede-interna", "area-seca"], [A, L], ["classico", "contemporaneo"],
    "Pedra nobre, porém mais macia e sensível a ácidos do que o granito.",
    "Evitar produtos ácidos; repolimento e impermeabilização periódicos.",
    "Pedra natural, muitas vezes importada; escolher origens nacionais reduz o transporte.",
    null, ["pedra", "mármore", "natural", "nobre"]),
  m("ardosia", "Ardósia", "pisos", ["piso-interno", "piso-externo", "area-seca", "externo"], [E, M], ["rustico", "classico", "tropical"],
    "Pedra laminada resistente ao uso residencial, mas que pode descamar com o tempo.",
    "Aplicar resina ou cera própria; limpeza com pano úmido.",
    "Pedra natural extraída em Minas Gerais, de baixo processamento.",
    null, ["pedra", "ardósia", "natural", "cozinha"]),
  m("pedra-miracema", "Pedra Miracema", "pisos", ["piso-externo", "externo", "fachada"], [E, M], ["rustico", "tropical"],
    "Pedra rústica e áspera, muito resistente em áreas externas.",
    "Lavagem periódica com escova; pode acumular limo em áreas sombreadas.",
    "Pedra natural de baixo beneficiamento, extraída no estado do Rio de Janeiro.",
    null, ["pedra", "antiderrapante", "piscina", "quintal", "garagem"]),
  m("pedra-sao-tome", "Pedra São Tomé", "pisos", ["piso-externo", "externo", "area-molhada"], [M], ["rustico", "tropical"],
    "Quartzito resistente e naturalmente antiderrapante, comum em bordas de piscina.",
    "Lavar com água e escova; impermeabilizar reduz manchas.",
    "Pedra natural mineira de baixo processamento; superfície que aquece pouco ao sol.",
    null, ["pedra", "quartzito", "antiderrapante", "piscina", "varanda"]),
  m("quartzito-piso", "Quartzito", "pisos", ["piso-interno", "piso-externo", "externo", "area-seca"], [A, L], ["contemporaneo", "classico", "minimalista"],
    "Pedra muito dura e resistente a riscos, com desenhos naturais marcantes.",
    "Impermeabilizar e limpar com detergente neutro.",
    "Pedra natural; origem e transporte definem boa parte do impacto ambiental.",
    null, ["pedra", "quartzito", "natural", "nobre"]),
  m("travertino", "Travertino", "pisos", ["piso-interno", "parede-interna", "area-seca"], [A, L], ["classico", "contemporaneo", "minimalista"],
    "Pedra calcária com poros naturais, sensível a ácidos e a manchas.",
    "Poros costumam ser estucados; impermeabilizar e evitar produtos ácidos.",
    "Pedra natural, frequentemente importada.",
    null, ["pedra", "natural", "nobre"]),
  m("piso-tatil", "Piso tátil de alerta e direcional", "pisos", ["piso-interno", "piso-externo", "externo"], [E, M, A, L], ["contemporaneo", "minimalista", "industrial"],
    "Peças de concreto, borracha ou cerâmica que resistem ao tráfego de áreas públicas.",
    "Manter as peças completas e bem fixadas; repor peças soltas.",
    "Item de acessibilidade que torna o espaço utilizável por pessoas com deficiência visual.",
    "ABNT NBR 16537 (sinalização tátil no piso)", ["acessibilidade", "calçada", "comercial"]),
  m("epoxi-autonivelante", "Piso epóxi autonivelante", "pisos", ["piso-interno", "area-seca"], [M, A], ["industrial", "minimalista", "contemporaneo"],
    "Revestimento contínuo e resistente a produtos químicos, indicado para garagens, laboratórios e comércio.",
    "Limpeza fácil por não ter juntas; riscos profundos pedem recomposição.",
    "Sem juntas nem rejuntes; as resinas são derivadas de petróleo.",
    null, ["epóxi", "monolítico", "garagem", "industrial"]),
  m("carpete-placa", "Carpete em placas", "pisos", ["piso-interno", "area-seca"], [M, A], ["contemporaneo", "minimalista"],
    "Resistente em escritórios; placas gastas podem ser trocadas individualmente.",
    "Aspiração frequente e limpeza profissional periódica.",
    "Bom desempenho acústico; preferir linhas com fios reciclados e programas de recolhimento.",
    null, ["acústico", "escritório", "corporativo"]),

  // ——— Revestimentos de parede ———
  m("revestimento-ceramico-parede", "Revestimento cerâmico de parede (azulejo)", "revestimentos-parede", ["parede-interna", "area-molhada"], [E, M], ["contemporaneo", "classico", "minimalista"],
    "Durável e impermeável na face esmaltada; o rejunte é o ponto mais sensível.",
    "Limpeza com detergente neutro; refazer rejuntes que escurecem ou trincam.",
    "Produção nacional ampla; vida útil longa em banheiros e cozinhas.",
    PAREDE_CERAMICA, ["cerâmica", "azulejo", "banheiro", "cozinha"]),
  m("metro-white", "Cerâmica tipo metrô (subway)", "revestimentos-parede", ["parede-interna", "area-molhada"], [E, M], ["industrial", "escandinavo", "classico", "contemporaneo"],
    "Peças pequenas esmaltadas, duráveis em paredes de cozinhas e banheiros.",
    "Muitas juntas: rejunte epóxi ou limpeza frequente evitam escurecimento.",
    "Cerâmica nacional de ampla oferta.",
    PAREDE_CERAMICA, ["cerâmica", "cozinha", "banheiro"]),
  m("revestimento-3d", "Revestimento 3D (placas em relevo)", "revestimentos-parede", ["parede-interna", "area-seca"], [M, A], ["contemporaneo", "minimalista"],
    "Placas de cerâmica, gesso ou concreto com relevo; as de gesso são só para áreas secas.",
    "O relevo acumula pó: limpar com espanador ou pano seco; gesso pede pintura de proteção.",
    "O impacto depende do material da placa; gesso e concreto são de fabricação simples.",
    null, ["relevo", "parede de destaque", "sala"]),
  m("pastilha-vidro", "Pastilha de vidro", "revestimentos-parede", ["parede-interna", "area-molhada", "externo"], [M, A], ["contemporaneo", "tropical"],
    "Impermeável e de cores estáveis, comum em piscinas e banheiros.",
    "Rejunte bem executado é essencial; limpeza com detergente neutro.",
    "Pode conter vidro reciclado; peças pequenas geram muitos metros de rejunte.",
    null, ["pastilha", "piscina", "banheiro", "vidro"]),
  m("pastilha-porcelana", "Pastilha de porcelana", "revestimentos-parede", ["parede-interna", "area-molhada", "fachada"], [M, A], ["contemporaneo", "classico", "tropical"],
    "Muito resistente, com baixa absorção de água, adequada a fachadas e piscinas.",
    "Lavagem periódica; acompanhar rejuntes e juntas de movimentação em fachadas.",
    "Material inerte e durável, tradicional em edifícios brasileiros.",
    CERAMICA, ["pastilha", "piscina", "banheiro", "fachada"]),
  m("tijolinho-aparente", "Tijolinho aparente (plaqueta cerâmica)", "revestimentos-parede", ["parede-interna", "fachada", "externo"], [E, M], ["industrial", "rustico", "tropical"],
    "Plaquetas de argila queimada resistentes ao tempo; a textura acumula sujeira.",
    "Aplicar hidrofugante ou resina para reduzir manchas e eflorescência.",
    "Material cerâmico simples e local; pode usar tijolos de demolição.",
    null, ["tijolo", "tijolinho", "aparente", "demolição"]),
  m("pedra-canjiquinha", "Pedra canjiquinha (filete)", "revestimentos-parede", ["parede-interna", "fachada", "externo"], [M], ["rustico", "tropical"],
    "Filetes de pedra natural muito duráveis em paredes externas e internas.",
    "Pode acumular pó e limo; lavar e aplicar resina própria para pedras.",
    "Pedra natural de baixo processamento.",
    null, ["pedra", "filete", "parede de destaque", "área gourmet"]),
  m("painel-ripado-madeira", "Painel ripado de madeira", "revestimentos-parede", ["parede-interna", "area-seca"], [M, A], ["contemporaneo", "escandinavo", "tropical"],
    "Durável em áreas internas secas; madeira exige proteção contra umidade e cupins.",
    "Espanar com frequência; renovar o acabamento quando desbotar.",
    "Preferir madeira certificada ou de reflorestamento; também existe em MDF revestido.",
    null, ["madeira", "ripado", "sala", "parede de destaque"]),
  m("papel-de-parede-vinilico", "Papel de parede vinílico", "revestimentos-parede", ["parede-interna", "area-seca"], [E, M], ["classico", "contemporaneo", "escandinavo"],
    "Resistente a limpeza leve; descola se houver umidade na parede.",
    "Limpar com pano úmido; evitar ambientes com vapor constante.",
    "Troca rápida sem obra; material plástico de reciclagem difícil.",
    null, ["papel de parede", "quarto", "reforma"]),
  m("laminado-pvc-parede", "Painel de PVC para parede", "revestimentos-parede", ["parede-interna", "area-molhada"], [E], ["contemporaneo"],
    "Resistente à água e leve; marca com impactos.",
    "Limpeza com pano úmido e sabão neutro.",
    "Instalação rápida sem entulho; material plástico.",
    null, ["PVC", "reforma", "lavanderia"]),
  m("marmore-parede", "Lâmina de mármore ou granito para parede", "revestimentos-parede", ["parede-interna", "area-molhada"], [A, L], ["classico", "contemporaneo"],
    "Pedra natural duradoura em paredes de banheiros e salas.",
    "Impermeabilizar e evitar produtos ácidos.",
    "Pedra natural; preferir pedras nacionais para reduzir o transporte.",
    null, ["pedra", "mármore", "granito", "banheiro", "nobre"]),
  m("revestimento-argila", "Revestimento de argila (reboco de terra)", "revestimentos-parede", ["parede-interna", "area-seca"], [M, A], ["rustico", "tropical", "minimalista"],
    "Acabamento durável em áreas internas secas; sensível a água corrente.",
    "Pequenos reparos são feitos com o mesmo material umedecido.",
    "Terra crua de baixa energia incorporada e que ajuda a regular a umidade do ar.",
    null, ["terra", "natural", "sustentável", "bioconstrução"]),

  // ——— Fachada ———
  m("acm", "ACM (painel de alumínio composto)", "fachada", ["fachada", "externo"], [M, A], ["contemporaneo", "minimalista", "industrial"],
    "Painéis leves e planos com boa durabilidade da pintura externa.",
    "Lavagem periódica; verificar vedações das juntas.",
    "Em edifícios altos, exigir núcleo com desempenho ao fogo adequado; alumínio é reciclável.",
    null, ["alumínio", "comercial", "fachada ventilada"]),
  m("brise-aluminio", "Brise de alumínio", "fachada", ["fachada", "externo"], [M, A, L], ["contemporaneo", "minimalista", "tropical"],
    "Lâminas fixas ou móveis resistentes à corrosão quando anodizadas ou pintadas.",
    "Limpeza periódica; peças móveis pedem revisão dos mecanismos.",
    "Sombreia a fachada e reduz o ganho de calor, diminuindo o uso de ar-condicionado.",
    null, ["brise", "sombreamento", "conforto térmico", "sustentável"]),
  m("brise-madeira", "Brise de madeira", "fachada", ["fachada", "externo"], [A, L], ["tropical", "contemporaneo", "rustico"],
    "Bonito e eficiente, mas a madeira exposta ao tempo exige proteção contínua.",
    "Reaplicar stain ou verniz conforme a exposição ao sol e à chuva.",
    "Sombreamento passivo; exigir madeira certificada.",
    MADEIRA, ["brise", "madeira", "sombreamento", "conforto térmico"]),
  m("cobogo", "Cobogó (elemento vazado)", "fachada", ["fachada", "externo", "parede-interna"], [E, M, A], ["tropical", "contemporaneo", "rustico"],
    "Elementos de cerâmica, concreto ou vidro muito duráveis.",
    "Limpeza dos vazados; peças cerâmicas podem receber hidrofugante.",
    "Invenção brasileira que permite ventilação e luz natural com privacidade.",
    null, ["cobogó", "ventilação", "sombreamento", "sustentável"]),
  m("fulget", "Fulget (granilite lavado)", "fachada", ["fachada", "externo", "piso-externo"], [M], ["tropical", "classico", "rustico"],
    "Revestimento de cimento e grãos de pedra muito resistente às intempéries.",
    "Lavagem periódica; pode receber resina para reduzir manchas.",
    "Materiais minerais simples e duráveis, com pouca manutenção.",
    null, ["fulget", "pedra", "muro", "calçada"]),
  m("textura-acrilica", "Textura acrílica", "fachada", ["fachada", "externo", "parede-interna"], [E, M], ["contemporaneo", "rustico", "tropical"],
    "Camada texturizada que disfarça imperfeições e resiste bem à chuva.",
    "Repintura ou lavagem a cada alguns anos; a textura retém sujeira.",
    "Base água, de baixo odor; o acabamento dispensa massa corrida.",
    PINTURA, ["textura", "muro", "pintura"]),
  m("grafiato", "Grafiato", "fachada", ["fachada", "externo", "parede-interna"], [E], ["rustico", "classico"],
    "Textura riscada resistente, tradicional em muros e fachadas.",
    "Sulcos acumulam sujeira; repintar com tinta acrílica quando desbotar.",
    "Produto base água; disfarça imperfeições do reboco.",
    PINTURA, ["textura", "muro"]),
  m("reboco-argamassa", "Reboco de argamassa (emboço e reboco)", "fachada", ["fachada", "parede-interna", "externo"], [E, M], ["classico", "rustico", "contemporaneo"],
    "Base tradicional de paredes; fissura se a cura e o traço não forem adequados.",
    "Manter pintura em dia e tratar fissuras antes que a água entre.",
    "Materiais locais; cimento e cal têm emissão relevante na produção.",
    ARGAMASSA, ["argamassa", "reboco"]),
  m("porcelanato-fachada-ventilada", "Fachada ventilada de porcelanato", "fachada", ["fachada", "externo"], [A, L], ["contemporaneo", "minimalista"],
    "Placas fixadas por inserts metálicos com câmara de ar, sem risco de desplacamento por argamassa.",
    "Placas podem ser trocadas individualmente; inspecionar fixações periodicamente.",
    "A câmara de ar melhora o desempenho térmico da parede.",
    null, ["fachada ventilada", "porcelanato", "conforto térmico"]),
  m("ceramica-fachada", "Revestimento cerâmico de fachada", "fachada", ["fachada", "externo"], [E, M, A], ["contemporaneo", "classico"],
    "Muito durável quando assentado com juntas de movimentação corretas.",
    "Inspeções periódicas para detectar desplacamentos; lavagem da fachada.",
    "Material inerte e de longa vida útil.",
    FACHADA_CERAMICA, ["cerâmica", "pastilha", "edifício"]),
  m("concreto-aparente", "Concreto aparente", "fachada", ["fachada", "estrutura", "parede-interna", "externo"], [M, A], ["industrial", "minimalista", "tropical", "contemporaneo"],
    "Estrutura e acabamento num só material; depende de cobrimento e execução cuidadosos.",
    "Aplicar hidrofugante e tratar fissuras para proteger a armadura.",
    "Dispensa revestimentos; o cimento tem alta emissão de CO₂.",
    "ABNT NBR 6118 (projeto de estruturas de concreto)", ["concreto", "brutalista", "aparente"]),
  m("chapa-aco-corten", "Chapa de aço patinável (corten)", "fachada", ["fachada", "externo"], [A, L], ["industrial", "contemporaneo", "rustico"],
    "A pátina de ferrugem protege o aço e dá a cor característica.",
    "Quase não exige manutenção; prever o escorrimento da pátina nas superfícies abaixo.",
    "Aço é reciclável e dispensa pintura.",
    null, ["aço", "metal", "industrial", "muro"]),
  m("pele-de-vidro", "Pele de vidro (fachada cortina)", "fachada", ["fachada"], [A, L], ["contemporaneo", "minimalista"],
    "Sistema de alumínio e vidro de longa vida útil quando vedações são mantidas.",
    "Limpeza periódica com equipe especializada; revisão de silicones e gaxetas.",
    "Exige vidro de controle solar para não aumentar a carga de ar-condicionado.",
    ESQUADRIAS, ["vidro", "corporativo", "comercial"]),
  m("siding-cimenticio", "Siding cimentício", "fachada", ["fachada", "externo"], [M], ["escandinavo", "contemporaneo", "rustico"],
    "Réguas de fibrocimento resistentes a umidade, fungos e cupins.",
    "Repintura periódica com tinta acrílica.",
    "Usado em construção seca, com pouco desperdício de obra.",
    "ABNT NBR 15498 (placa plana cimentícia sem amianto)", ["siding", "steel frame", "fibrocimento"]),

  // ——— Coberturas ———
  m("telha-ceramica", "Telha cerâmica", "coberturas", ["cobertura"], [E, M, A], ["classico", "rustico", "tropical"],
    "Muito durável; peças quebradas são trocadas individualmente.",
    "Limpeza de calhas e revisão de peças deslocadas após ventanias.",
    "Argila queimada de produção local e bom desempenho térmico em relação às metálicas sem isolamento.",
    "ABNT NBR 15310 (telhas cerâmicas)", ["telha", "telhado", "colonial"]),
  m("telha-concreto", "Telha de concreto", "coberturas", ["cobertura"], [E, M], ["contemporaneo", "classico"],
    "Resistente e de boa estabilidade; mais pesada que a cerâmica.",
    "Revisar encaixes e fixações; lavar para remover limo.",
    "Fabricação sem queima; o cimento pesa na emissão de CO₂.",
    "ABNT NBR 13858 (telhas de concreto)", ["telha", "telhado"]),
  m("telha-fibrocimento", "Telha de fibrocimento (sem amianto)", "coberturas", ["cobertura"], [E], ["industrial"],
    "Leve e barata, mas frágil a impactos e ao pisoteio.",
    "Não caminhar diretamente sobre as telhas; trocar peças trincadas.",
    "A fabricação com amianto é proibida no Brasil; aquece bastante sem forro ou isolamento.",
    "ABNT NBR 7196 (telhas de fibrocimento — execução de coberturas)", ["telha", "econômico", "galpão"]),
  m("telha-metalica-simples", "Telha metálica trapezoidal", "coberturas", ["cobertura", "fachada"], [E, M], ["industrial", "contemporaneo"],
    "Aço galvanizado ou galvalume resistente à corrosão; permite baixa inclinação.",
    "Verificar parafusos e vedações; ruidosa na chuva sem isolamento.",
    "Aço reciclável; sem isolamento transmite muito calor ao ambiente.",
    null, ["telha", "metal", "galpão"]),
  m("telha-sanduiche", "Telha termoacústica (sanduíche)", "coberturas", ["cobertura", "fachada"], [M, A], ["industrial", "contemporaneo", "minimalista"],
    "Duas chapas metálicas com núcleo isolante (EPS, PIR ou lã de rocha), durável e leve.",
    "Revisar fixações e vedações; lavar periodicamente.",
    "O núcleo isolante reduz calor e ruído; aço reciclável.",
    null, ["telha", "conforto térmico", "acústico", "metal"]),
  m("telha-shingle", "Telha shingle (asfáltica)", "coberturas", ["cobertura"], [M, A], ["classico", "escandinavo", "contemporaneo"],
    "Placas asfálticas sobre base de OSB, adequadas a telhados inclinados de formas variadas.",
    "Revisar placas soltas após ventanias; manter a base seca.",
    "Derivado de petróleo; leve, o que reduz a estrutura do telhado.",
    null, ["telha", "telhado", "steel frame"]),
  m("telha-policarbonato", "Telha ou chapa de policarbonato", "coberturas", ["cobertura", "externo"], [E, M], ["contemporaneo", "industrial"],
    "Leve e resistente a impactos; pode amarelar sem proteção UV.",
    "Limpeza com água e sabão neutro, sem abrasivos.",
    "Aproveita luz natural; aquece o ambiente abaixo se não tiver controle solar.",
    null, ["translúcido", "pergolado", "garagem", "iluminação natural"]),
  m("cobertura-vidro", "Cobertura de vidro (laminado)", "coberturas", ["cobertura", "externo"], [A, L], ["contemporaneo", "minimalista"],
    "Vidro laminado com estrutura metálica, durável e seguro em caso de quebra.",
    "Limpeza frequente para manter a transparência; revisar vedações.",
    "Luz natural abundante; pede controle solar para não superaquecer.",
    VIDROS, ["vidro", "claraboia", "pergolado", "iluminação natural"]),
  m("laje-impermeabilizada", "Laje impermeabilizada (cobertura plana)", "coberturas", ["cobertura"], [M, A], ["contemporaneo", "minimalista", "tropical"],
    "Cobertura plana durável desde que a impermeabilização e os caimentos sejam bem executados.",
    "Inspecionar ralos e a proteção mecânica; reparar fissuras rapidamente.",
    "Permite terraço, telhado verde ou placas solares sobre a laje.",
    IMPERMEABILIZACAO, ["laje", "terraço", "cobertura plana"]),
  m("telhado-verde", "Telhado verde", "coberturas", ["cobertura", "externo"], [A, L], ["tropical", "contemporaneo"],
    "Sistema com impermeabilização, drenagem, substrato e vegetação; a camada vegetal protege a manta.",
    "Rega e poda conforme as plantas; inspeção de ralos e drenos.",
    "Reduz o calor sob a laje, retém água de chuva e amplia áreas verdes.",
    IMPERMEABILIZACAO, ["verde", "sustentável", "conforto térmico", "jardim"]),
  m("telha-ecologica", "Telha de fibra vegetal e asfalto", "coberturas", ["cobertura"], [E], ["rustico", "tropical"],
    "Leve e flexível, indicada para coberturas simples.",
    "Revisar fixações; evitar pisoteio.",
    "Produzida com fibras recicladas e betume.",
    null, ["telha", "reciclado", "sustentável"]),
  m("cobertura-metalica-junta-vertical", "Cobertura em chapa de zinco ou de aço com junta vertical", "coberturas", ["cobertura", "fachada"], [A, L], ["contemporaneo", "minimalista", "industrial"],
    "Chapas com junta vertical, de longa vida útil e estanqueidade.",
    "Inspeção de juntas e rufos; pouca manutenção.",
    "Metal reciclável; exige mão de obra especializada.",
    null, ["metal", "telhado", "baixa inclinação"]),

  // ——— Esquadrias ———
  m("esquadria-aluminio", "Esquadria de alumínio", "esquadrias", ["fachada", "area-seca", "area-molhada"], [E, M, A], ["contemporaneo", "minimalista", "industrial"],
    "Resistente à corrosão com pintura eletrostática ou anodização; não empena.",
    "Limpar trilhos e drenos; lubrificar roldanas e fechos.",
    "Alumínio é reciclável sem perda de qualidade.",
    ESQUADRIAS, ["janela", "porta", "alumínio"]),
  m("esquadria-aluminio-linha-pesada", "Esquadria de alumínio de linha pesada (grandes vãos)", "esquadrias", ["fachada", "externo"], [A, L], ["contemporaneo", "minimalista"],
    "Perfis reforçados para grandes vãos e boa estanqueidade a vento e chuva.",
    "Limpeza de trilhos e drenos; regulagem periódica de folhas.",
    "Aumenta a iluminação natural; alumínio reciclável.",
    ESQUADRIAS, ["janela", "porta de correr", "grande vão", "alumínio"]),
  m("esquadria-pvc", "Esquadria de PVC", "esquadrias", ["fachada", "area-seca", "area-molhada"], [M, A], ["contemporaneo", "minimalista"],
    "Boa vedação e desempenho acústico e térmico, sobretudo com vidro insulado.",
    "Limpeza com água e sabão neutro; regular ferragens periodicamente.",
    "Isola melhor que o alumínio comum; o PVC é reciclável em cadeias específicas.",
    ESQUADRIAS, ["janela", "acústico", "conforto térmico"]),
  m("esquadria-madeira", "Esquadria de madeira", "esquadrias", ["fachada", "area-seca"], [M, A, L], ["classico", "rustico", "tropical", "escandinavo"],
    "Durável quando protegida do sol e da chuva com acabamento em dia.",
    "Reaplicar verniz ou stain periodicamente; revisar ferragens.",
    "Material renovável quando certificado; bom isolante térmico.",
    ESQUADRIAS, ["janela", "porta", "madeira"]),
  m("esquadria-aco", "Esquadria de aço", "esquadrias", ["fachada", "area-seca"], [E, M, A], ["industrial", "classico"],
    "Resistente e de perfis finos; oxida se a pintura não for mantida.",
    "Repintura com fundo anticorrosivo quando houver pontos de ferrugem.",
    "Aço reciclável.",
    ESQUADRIAS, ["janela", "basculante", "industrial", "serralheria"]),
  m("porta-pivotante", "Porta pivotante de madeira", "esquadrias", ["fachada", "area-seca"], [A, L], ["contemporaneo", "minimalista", "tropical"],
    "Porta de entrada de grande dimensão sobre pivô; exige madeira estável.",
    "Acabamento e regulagem do pivô periodicamente.",
    "Prefira madeira certificada ou painéis engenheirados.",
    ESQUADRIAS, ["porta", "entrada", "madeira"]),
  m("porta-madeira-semioca", "Porta interna de madeira semioca", "esquadrias", ["area-seca"], [E, M], ["contemporaneo", "classico"],
    "Leve e econômica, adequada a ambientes internos secos.",
    "Evitar umidade; repintar ou reenvernizar quando desgastar.",
    "Usa pouca madeira maciça.",
    null, ["porta", "interna", "madeira"]),
  m("veneziana-integrada", "Janela com veneziana integrada", "esquadrias", ["fachada", "area-seca"], [M, A], ["contemporaneo", "tropical"],
    "Combina vidro e veneziana para escurecimento e ventilação.",
    "Limpar as lâminas e revisar o acionamento.",
    "Permite ventilar com privacidade e reduzir ganho de calor.",
    ESQUADRIAS, ["janela", "quarto", "ventilação", "escurecimento"]),
  m("persiana-motorizada", "Persiana de enrolar (rolo) motorizada", "esquadrias", ["fachada", "area-seca"], [A, L], ["contemporaneo", "minimalista"],
    "Lâminas de alumínio com motor; a durabilidade depende do motor e da guia.",
    "Limpeza das lâminas e revisão do motor.",
    "Bloqueia o sol direto, reduzindo o uso de ar-condicionado.",
    null, ["persiana", "automação", "escurecimento"]),
  m("guarda-corpo-vidro", "Guarda-corpo de vidro", "esquadrias", ["externo", "fachada"], [M, A, L], ["contemporaneo", "minimalista"],
    "Vidro laminado temperado com fixação metálica; seguro quando dimensionado.",
    "Limpeza do vidro e revisão das fixações.",
    "Mantém a vista livre; vidro reciclável.",
    VIDROS, ["vidro", "varanda", "sacada", "segurança"]),

  // ——— Vidros ———
  m("vidro-comum", "Vidro comum (float incolor)", "vidros", ["area-seca", "fachada"], [E], ["contemporaneo", "classico"],
    "Durável, mas quebra em cacos cortantes; uso limitado onde há risco de impacto.",
    "Limpeza com água e detergente neutro.",
    "Vidro é reciclável; não melhora o desempenho térmico.",
    VIDROS, ["vidro", "janela"]),
  m("vidro-temperado", "Vidro temperado", "vidros", ["area-molhada", "area-seca", "fachada", "externo"], [E, M, A], ["contemporaneo", "minimalista"],
    "Mais resistente que o comum e, ao quebrar, se fragmenta em pedaços pequenos.",
    "Limpeza simples; não pode ser cortado ou furado depois de temperado.",
    "Reciclável; usado em boxes, portas e tampos.",
    "ABNT NBR 14698 (vidro temperado)", ["vidro", "box", "porta", "segurança"]),
  m("vidro-laminado", "Vidro laminado", "vidros", ["fachada", "cobertura", "externo", "area-seca"], [M, A], ["contemporaneo", "minimalista"],
    "Duas ou mais lâminas unidas por película; ao quebrar, os cacos ficam presos.",
    "Limpeza simples; evitar umidade nas bordas expostas.",
    "Reduz ruído e bloqueia boa parte dos raios UV.",
    "ABNT NBR 14697 (vidro laminado)", ["vidro", "segurança", "guarda-corpo", "acústico"]),
  m("vidro-insulado", "Vidro insulado (duplo)", "vidros", ["fachada", "area-seca"], [A, L], ["contemporaneo", "minimalista"],
    "Dois vidros com câmara de ar selada; a vedação do perímetro define a vida útil.",
    "Limpeza comum; condensação interna indica falha na selagem.",
    "Melhora isolamento térmico e acústico, reduzindo consumo de climatização.",
    VIDROS, ["vidro", "acústico", "conforto térmico"]),
  m("vidro-low-e", "Vidro low-e (baixa emissividade)", "vidros", ["fachada"], [A, L], ["contemporaneo", "minimalista"],
    "Vidro com camada metálica que reflete calor; a camada fica protegida em laminados ou insulados.",
    "Limpeza com produtos não abrasivos.",
    "Reduz a entrada de calor mantendo a luz natural.",
    VIDROS, ["vidro", "controle solar", "conforto térmico", "sustentável"]),
  m("vidro-refletivo", "Vidro refletivo", "vidros", ["fachada"], [M, A], ["contemporaneo"],
    "Vidro com camada metálica espelhada de boa durabilidade.",
    "Limpeza comum; a camada pode riscar se for a face exposta.",
    "Reduz calor, mas também a luz natural; pode refletir calor para a vizinhança.",
    VIDROS, ["vidro", "controle solar", "comercial"]),
  m("vidro-serigrafado", "Vidro serigrafado", "vidros", ["fachada", "area-seca", "area-molhada"], [M, A], ["contemporaneo", "minimalista"],
    "Esmalte cerâmico fundido no vidro temperado, muito durável.",
    "Limpeza comum.",
    "O desenho filtra parte da luz e do calor.",
    "ABNT NBR 14698 (vidro temperado)", ["vidro", "privacidade", "fachada"]),
  m("vidro-jateado", "Vidro jateado ou acidado", "vidros", ["area-molhada", "area-seca"], [E, M], ["contemporaneo", "minimalista"],
    "Superfície fosca que dá privacidade; marcas de dedo aparecem no jateado.",
    "Limpeza com produtos neutros; no jateado, evitar gordura.",
    "Mantém a luz natural com privacidade.",
    VIDROS, ["vidro", "privacidade", "banheiro", "box"]),
  m("vidro-aramado", "Vidro aramado", "vidros", ["area-seca", "cobertura"], [E], ["industrial"],
    "Vidro com tela metálica interna que mantém os cacos unidos.",
    "Limpeza comum.",
    "Solução simples para segurança; reciclável.",
    VIDROS, ["vidro", "segurança", "industrial"]),
  m("espelho", "Espelho", "vidros", ["area-molhada", "area-seca", "parede-interna"], [E, M, A, L], ["contemporaneo", "classico", "minimalista"],
    "Durável; a prata pode oxidar nas bordas em ambientes úmidos.",
    "Limpar com pano macio; vedar bordas em banheiros.",
    "Amplia a sensação de espaço e reflete luz natural.",
    VIDROS, ["espelho", "banheiro", "lavabo"]),
  m("pelicula-controle-solar", "Película de controle solar", "vidros", ["fachada"], [E, M], ["contemporaneo"],
    "Aplicada sobre o vidro existente; vida útil menor que a do próprio vidro.",
    "Limpar sem abrasivos; trocar quando descolar ou desbotar.",
    "Reduz calor em reformas sem trocar as esquadrias.",
    null, ["controle solar", "reforma", "conforto térmico"]),

  // ——— Tintas e vernizes ———
  m("tinta-pva", "Tinta látex PVA", "tintas", ["parede-interna", "area-seca"], [E], ["contemporaneo", "classico", "minimalista"],
    "Acabamento fosco para áreas internas secas; pouca resistência a lavagem.",
    "Repintura mais frequente; limpeza só com pano seco ou levemente úmido.",
    "Base água e de baixo odor.",
    TINTA_LATEX, ["tinta", "pintura", "teto", "econômico"]),
  m("tinta-acrilica-fosca", "Tinta acrílica fosca", "tintas", ["parede-interna", "fachada", "area-seca"], [E, M], ["contemporaneo", "minimalista", "escandinavo"],
    "Resiste melhor à umidade e à lavagem que o PVA; esconde imperfeições.",
    "Limpeza leve com pano úmido; retoques discretos.",
    "Base água; escolher linhas com baixo teor de compostos orgânicos voláteis.",
    TINTA_LATEX, ["tinta", "pintura", "parede"]),
  m("tinta-acrilica-acetinada", "Tinta acrílica acetinada", "tintas", ["parede-interna", "fachada", "area-seca"], [M], ["contemporaneo", "classico", "escandinavo"],
    "Leve brilho que facilita a limpeza, bom para salas, quartos e corredores.",
    "Lavável com pano úmido e sabão neutro.",
    "Base água, de baixo odor.",
    TINTA_LATEX, ["tinta", "pintura", "lavável"]),
  m("tinta-acrilica-semibrilho", "Tinta acrílica semibrilho", "tintas", ["parede-interna", "area-molhada", "fachada"], [E, M], ["contemporaneo", "classico"],
    "Película mais fechada e lavável, indicada para cozinhas, banheiros e fachadas.",
    "Lavável; o brilho evidencia imperfeições da parede.",
    "Base água.",
    TINTA_LATEX, ["tinta", "pintura", "lavável", "cozinha", "banheiro"]),
  m("tinta-epoxi", "Tinta epóxi", "tintas", ["area-molhada", "piso-interno", "parede-interna"], [M, A], ["industrial", "minimalista"],
    "Muito resistente a abrasão e a produtos químicos; pode amarelar ao sol.",
    "Limpeza fácil; aplicação exige superfície bem preparada.",
    "Existem versões base água com menos solventes.",
    PINTURA, ["tinta", "epóxi", "garagem", "azulejo", "reforma"]),
  m("esmalte-base-agua", "Esmalte à base d'água", "tintas", ["area-seca", "externo"], [E, M], ["contemporaneo", "classico", "escandinavo"],
    "Acabamento resistente para madeiras e metais, com secagem rápida.",
    "Limpeza com pano úmido; repintar quando houver desgaste.",
    "Menos solventes e odor do que o esmalte sintético.",
    PINTURA, ["tinta", "esmalte", "porta", "grade", "madeira", "metal"]),
  m("verniz", "Verniz para madeira", "tintas", ["area-seca", "externo"], [E, M], ["classico", "rustico", "tropical"],
    "Forma película protetora; em área externa descasca com o sol e precisa de filtro UV.",
    "Lixar e reaplicar conforme o desgaste.",
    "Preferir versões base água.",
    PINTURA, ["verniz", "madeira", "porta", "deck"]),
  m("stain", "Stain (impregnante para madeira)", "tintas", ["externo", "fachada", "area-seca"], [M], ["rustico", "tropical", "escandinavo"],
    "Penetra na madeira sem formar película, por isso não descasca.",
    "Reaplicação simples, sem lixamento pesado.",
    "Prolonga a vida da madeira exposta ao tempo.",
    PINTURA, ["stain", "madeira", "deck", "pergolado"]),
  m("tinta-mineral-cal", "Tinta mineral (à base de cal ou silicato)", "tintas", ["parede-interna", "fachada", "area-seca"], [E, M], ["rustico", "classico", "tropical", "minimalista"],
    "Acabamento mineral que deixa a parede respirar; pode desbotar em áreas muito expostas.",
    "Repintura simples com o mesmo produto.",
    "Baixo teor de compostos orgânicos e adequada a restauração de alvenarias antigas.",
    null, ["cal", "mineral", "natural", "sustentável", "restauro"]),
  m("tinta-termica-cobertura", "Tinta térmica para coberturas", "tintas", ["cobertura"], [E, M], ["contemporaneo", "industrial"],
    "Película branca refletiva sobre lajes e telhas; perde eficiência se sujar.",
    "Lavagem periódica e reaplicação conforme desgaste.",
    "Reflete radiação solar e reduz a temperatura sob a cobertura.",
    null, ["tinta", "conforto térmico", "cobertura fria", "sustentável", "telhado"]),
  m("tinta-piso", "Tinta acrílica para piso", "tintas", ["piso-externo", "externo", "piso-interno"], [E], ["contemporaneo", "industrial"],
    "Para quadras, garagens e calçadas; desgasta com tráfego intenso.",
    "Repintura periódica das faixas mais usadas.",
    "Renova pisos de concreto sem demolição.",
    PINTURA, ["tinta", "piso", "garagem", "quadra"]),
  m("tinta-antimofo", "Tinta com aditivo antimofo", "tintas", ["area-molhada", "parede-interna"], [E, M], ["contemporaneo", "classico"],
    "Retarda o aparecimento de fungos em áreas úmidas, mas não resolve a causa da umidade.",
    "Lavável; tratar infiltrações antes da pintura.",
    "Base água; a ventilação do ambiente é a medida principal.",
    TINTA_LATEX, ["tinta", "banheiro", "lavanderia", "umidade"]),
  m("massa-corrida", "Massa corrida (PVA) e massa acrílica", "tintas", ["parede-interna", "fachada"], [E, M], ["contemporaneo", "minimalista"],
    "Regulariza a parede antes da pintura; a PVA é só para áreas internas secas.",
    "Usar massa acrílica em áreas úmidas e externas.",
    "Base água; o lixamento gera pó que deve ser controlado.",
    PINTURA, ["massa", "pintura", "parede"]),
  m("oleo-madeira", "Óleo para madeira", "tintas", ["area-seca", "externo"], [M], ["escandinavo", "rustico", "minimalista"],
    "Acabamento natural que penetra nos poros e realça a madeira.",
    "Reaplicação frequente, simples e sem lixamento.",
    "Existem óleos vegetais com poucos solventes.",
    null, ["óleo", "madeira", "natural", "deck", "bancada"]),

  // ——— Louças e metais ———
  m("bacia-caixa-acoplada", "Bacia sanitária com caixa acoplada", "loucas-metais", ["area-molhada"], [E, M, A], ["contemporaneo", "classico", "minimalista"],
    "Louça vitrificada muito durável; os mecanismos internos da caixa se desgastam.",
    "Trocar reparos da caixa quando houver vazamento.",
    "Escolher modelos de descarga com baixo volume e duplo acionamento.",
    LOUCAS, ["bacia", "banheiro", "lavabo", "economia de água"]),
  m("bacia-valvula-duplo-acionamento", "Bacia com válvula de descarga de duplo acionamento", "loucas-metais", ["area-molhada"], [E, M, A], ["contemporaneo", "minimalista"],
    "Louça durável; a válvula exige instalação com vazão e diâmetro adequados.",
    "Revisar o reparo da válvula quando houver vazamento.",
    "O duplo acionamento usa menos água para dejetos líquidos.",
    LOUCAS, ["bacia", "banheiro", "economia de água", "válvula"]),
  m("bacia-suspensa", "Bacia suspensa com caixa embutida", "loucas-metais", ["area-molhada"], [A, L], ["contemporaneo", "minimalista"],
    "Louça durável; a caixa embutida exige acesso para manutenção pela placa de acionamento.",
    "Piso livre facilita a limpeza.",
    "Caixas embutidas costumam ter duplo acionamento.",
    LOUCAS, ["bacia", "banheiro", "economia de água", "suspensa"]),
  m("cuba-apoio", "Cuba de apoio", "loucas-metais", ["area-molhada"], [M, A, L], ["contemporaneo", "minimalista", "escandinavo"],
    "Louça, vidro ou pedra apoiada sobre a bancada; as bordas ficam expostas a impactos.",
    "Limpar a junção com a bancada para evitar acúmulo de sujeira.",
    "Pede torneira de mesa alta ou de parede.",
    LOUCAS, ["cuba", "banheiro", "lavabo"]),
  m("cuba-embutir", "Cuba de embutir ou de sobrepor", "loucas-metais", ["area-molhada"], [E, M, A], ["contemporaneo", "classico", "minimalista"],
    "Louça vitrificada de longa vida útil.",
    "Manter o rejunte ou silicone da borda em bom estado.",
    "Opção simples de instalar e limpar.",
    LOUCAS, ["cuba", "banheiro", "cozinha"]),
  m("cuba-inox", "Cuba de aço inox para cozinha", "loucas-metais", ["area-molhada"], [E, M, A], ["contemporaneo", "industrial", "minimalista"],
    "Resistente à corrosão e a impactos; pode riscar com o uso.",
    "Limpeza com detergente e pano macio; evitar palha de aço.",
    "Aço inox é reciclável.",
    null, ["cuba", "cozinha", "inox", "lavanderia"]),
  m("tanque-louca", "Tanque de louça ou de material sintético", "loucas-metais", ["area-molhada"], [E, M], ["contemporaneo", "classico"],
    "Louça durável; os sintéticos são mais leves e menos resistentes a calor.",
    "Limpeza comum; revisar a fixação na parede.",
    "Preferir torneira com arejador.",
    LOUCAS, ["tanque", "lavanderia", "área de serviço"]),
  m("torneira-arejador", "Torneira com arejador", "loucas-metais", ["area-molhada"], [E, M, A], ["contemporaneo", "minimalista", "classico"],
    "Metal cromado durável; o arejador entope com calcário e precisa de limpeza.",
    "Limpar o arejador periodicamente e trocar o vedante quando pingar.",
    "O arejador mistura ar à água e reduz a vazão sem perder conforto.",
    TORNEIRAS, ["torneira", "metal", "banheiro", "cozinha", "economia de água"]),
  m("torneira-temporizada", "Torneira de fechamento automático (temporizada)", "loucas-metais", ["area-molhada"], [E, M], ["contemporaneo", "industrial"],
    "Mecanismo robusto para uso público; o tempo de abertura pede regulagem.",
    "Revisar o mecanismo e o reparo periodicamente.",
    "Evita torneiras esquecidas abertas em uso coletivo.",
    null, ["torneira", "comercial", "público", "economia de água"]),
  m("torneira-sensor", "Torneira com sensor de presença", "loucas-metais", ["area-molhada"], [M, A], ["contemporaneo", "minimalista"],
    "Acionamento sem toque, com alimentação por pilha ou rede elétrica.",
    "Trocar pilhas e limpar o sensor.",
    "Reduz desperdício e contato das mãos.",
    null, ["torneira", "comercial", "economia de água", "higiene"]),
  m("chuveiro-eletrico", "Chuveiro elétrico", "loucas-metais", ["area-molhada"], [E], ["contemporaneo"],
    "Barato e simples; a resistência queima e precisa de troca.",
    "Trocar a resistência e limpar o espalhador.",
    "Alto consumo de energia no horário de pico; exige circuito exclusivo com proteção.",
    INSTALACOES, ["chuveiro", "banheiro"]),
  m("chuveiro-misturador", "Chuveiro com misturador (água quente central)", "loucas-metais", ["area-molhada"], [M, A, L], ["contemporaneo", "minimalista", "classico"],
    "Metais duráveis ligados a aquecedor a gás, solar ou bomba de calor.",
    "Limpar o crivo e trocar vedantes quando houver gotejamento.",
    "Combinado com aquecimento solar, reduz muito o consumo de energia.",
    null, ["chuveiro", "misturador", "banheiro", "aquecimento"]),
  m("misturador-monocomando", "Misturador monocomando", "loucas-metais", ["area-molhada"], [M, A, L], ["contemporaneo", "minimalista"],
    "Cartucho cerâmico de longa duração, fácil de operar.",
    "Trocar o cartucho se houver vazamento; limpar o arejador.",
    "Ajuste rápido da temperatura reduz o tempo de água desperdiçada.",
    TORNEIRAS, ["torneira", "misturador", "banheiro", "cozinha"]),
  m("ducha-higienica", "Ducha higiênica", "loucas-metais", ["area-molhada"], [E, M], ["contemporaneo", "classico"],
    "Metal durável; o registro pode vazar se ficar sob pressão constante.",
    "Fechar o registro após o uso; trocar a mangueira quando ressecar.",
    "Pode reduzir o consumo de papel higiênico.",
    null, ["ducha", "banheiro", "lavabo"]),
  m("metais-preto-fosco", "Metais em acabamento preto fosco ou escovado", "loucas-metais", ["area-molhada"], [A, L], ["industrial", "minimalista", "contemporaneo"],
    "Acabamentos por pintura ou PVD; a durabilidade varia conforme o processo.",
    "Limpar só com pano macio e sabão neutro; evitar produtos ácidos.",
    "Mesmas opções de economia de água das linhas cromadas.",
    TORNEIRAS, ["torneira", "metal", "preto", "banheiro"]),
  m("barras-apoio-acessibilidade", "Barras de apoio (acessibilidade)", "loucas-metais", ["area-molhada"], [E, M, A, L], ["contemporaneo", "minimalista"],
    "Aço inox ou alumínio resistente; depende de fixação em parede firme.",
    "Conferir a fixação periodicamente.",
    "Torna o banheiro utilizável por pessoas com mobilidade reduzida.",
    "ABNT NBR 9050 (acessibilidade)", ["acessibilidade", "banheiro", "idosos"]),

  // ——— Iluminação ———
  m("painel-led", "Painel LED de embutir ou sobrepor", "iluminacao", ["area-seca", "area-molhada"], [E, M], ["contemporaneo", "minimalista"],
    "Vida útil longa; a qualidade da luz varia entre fabricantes.",
    "Limpeza do difusor; troca da peça inteira no fim da vida útil.",
    "Baixo consumo de energia em relação às lâmpadas fluorescentes.",
    ILUMINACAO_INTERNA, ["LED", "escritório", "cozinha", "economia de energia"]),
  m("fita-led", "Fita LED em perfil de alumínio", "iluminacao", ["area-seca", "area-molhada"], [M, A], ["contemporaneo", "minimalista"],
    "Durável quando dissipada em perfil e alimentada por fonte de qualidade.",
    "A fonte deve ficar acessível para manutenção.",
    "Baixo consumo para iluminação indireta e de destaque.",
    INSTALACOES, ["LED", "sanca", "marcenaria", "indireta"]),
  m("trilho-eletrificado", "Trilho eletrificado com spots", "iluminacao", ["area-seca"], [M, A], ["industrial", "contemporaneo", "minimalista"],
    "Sistema flexível em que os spots são reposicionados sem obra.",
    "Limpeza dos spots; conferir os conectores.",
    "Com lâmpadas LED, concentra luz onde é preciso.",
    INSTALACOES, ["LED", "spot", "galeria", "comercial"]),
  m("spot-embutir", "Spot de embutir (LED)", "iluminacao", ["area-seca", "area-molhada"], [E, M, A], ["contemporaneo", "minimalista"],
    "Durável; em áreas molhadas exigir grau de proteção adequado.",
    "Trocar lâmpadas ou módulos conforme a vida útil.",
    "Baixo consumo com LED.",
    ILUMINACAO_INTERNA, ["LED", "spot", "forro", "banheiro"]),
  m("arandela", "Arandela", "iluminacao", ["area-seca", "externo", "fachada"], [E, M, A, L], ["contemporaneo", "classico", "rustico", "industrial"],
    "Luminária de parede; as externas precisam de vedação contra chuva.",
    "Limpeza do difusor e troca de lâmpada.",
    "Usar LED e, em áreas externas, sensor de presença ou fotocélula.",
    INSTALACOES, ["luminária", "parede", "fachada", "corredor"]),
  m("luminaria-pendente", "Luminária pendente", "iluminacao", ["area-seca"], [M, A, L], ["contemporaneo", "escandinavo", "industrial", "classico"],
    "Durável; a qualidade depende do acabamento e do sistema de suspensão.",
    "Limpeza do difusor.",
    "Prefira versões com LED.",
    INSTALACOES, ["luminária", "mesa", "bancada", "sala de jantar"]),
  m("luminaria-jardim", "Luminária de jardim (espeto e balizador)", "iluminacao", ["externo"], [E, M, A], ["tropical", "contemporaneo", "rustico"],
    "Peças externas com vedação; cabos e conexões precisam estar protegidos.",
    "Limpeza e revisão das vedações; podar plantas ao redor.",
    "Existem versões solares, sem fiação.",
    INSTALACOES, ["jardim", "externo", "luminária", "paisagismo"]),
  m("poste-iluminacao-publica", "Luminária pública LED (postes de áreas comuns)", "iluminacao", ["externo"], [M, A], ["contemporaneo", "industrial"],
    "Luminárias robustas para vias e áreas comuns de condomínios.",
    "Revisão periódica e limpeza da lente.",
    "LED reduz o consumo frente às lâmpadas de descarga.",
    ILUMINACAO_PUBLICA, ["poste", "condomínio", "externo", "rua"]),
  m("sensor-presenca", "Sensor de presença", "iluminacao", ["area-seca", "externo"], [E, M], ["contemporaneo", "minimalista"],
    "Dispositivo eletrônico simples, com vida útil longa.",
    "Ajustar sensibilidade e tempo; limpar a lente.",
    "Evita luzes acesas em corredores, garagens e escadas sem uso.",
    INSTALACOES, ["sensor", "economia de energia", "corredor", "garagem"]),
  m("automacao-iluminacao", "Automação de iluminação (dimerização e cenas)", "iluminacao", ["area-seca"], [A, L], ["contemporaneo", "minimalista"],
    "Depende de central e módulos; prever atualização e suporte técnico.",
    "Manter a documentação dos circuitos e cenas.",
    "Dimerização e horários reduzem o consumo.",
    INSTALACOES, ["automação", "dimerização", "economia de energia"]),
  m("tubo-solar", "Tubo de luz natural (tubo solar)", "iluminacao", ["cobertura", "area-seca"], [M, A], ["contemporaneo", "minimalista"],
    "Duto refletivo do telhado ao forro; a vedação na cobertura é o ponto crítico.",
    "Limpeza da cúpula e inspeção da vedação.",
    "Leva luz natural a ambientes sem janela sem consumir energia.",
    null, ["iluminação natural", "sustentável", "corredor"]),

  // ——— Isolamento térmico e acústico ———
  m("la-de-rocha", "Lã de rocha", "isolamento", ["parede-interna", "cobertura", "fachada"], [M, A], ["contemporaneo", "industrial", "minimalista"],
    "Material mineral incombustível e estável ao longo do tempo se mantido seco.",
    "Proteger da umidade; usar proteção individual na instalação.",
    "Melhora conforto térmico e acústico; fabricado a partir de rocha basáltica.",
    TERMICO, ["acústico", "conforto térmico", "drywall", "incombustível"]),
  m("la-de-vidro", "Lã de vidro", "isolamento", ["parede-interna", "cobertura"], [E, M], ["contemporaneo", "minimalista"],
    "Leve e de boa absorção acústica; perde desempenho se molhar ou for comprimida.",
    "Manter seca e protegida; usar proteção individual na instalação.",
    "Pode conter vidro reciclado; melhora conforto térmico e acústico.",
    TERMICO, ["acústico", "conforto térmico", "drywall", "forro"]),
  m("eps", "EPS (poliestireno expandido)", "isolamento", ["cobertura", "fachada", "estrutura"], [E, M], ["contemporaneo"],
    "Leve e estável; precisa de proteção contra fogo e raios UV.",
    "Não fica exposto: é coberto por argamassa, telha ou placa.",
    "Isolante eficiente e reciclável; derivado de petróleo.",
    TERMICO, ["isopor", "conforto térmico", "laje", "leve"]),
  m("pir-pu", "Painel de PIR ou PU", "isolamento", ["cobertura", "fachada"], [M, A], ["industrial", "contemporaneo"],
    "Espuma rígida de alto poder isolante, comum em telhas sanduíche e câmaras frias.",
    "Proteger o núcleo da umidade nas bordas.",
    "Grande isolamento com pouca espessura; difícil de reciclar.",
    TERMICO, ["conforto térmico", "telha sanduíche", "câmara fria"]),
  m("manta-termica-aluminizada", "Manta térmica aluminizada (subcobertura)", "isolamento", ["cobertura"], [E, M], ["contemporaneo", "classico"],
    "Barreira refletiva sob as telhas; precisa de camada de ar para funcionar.",
    "Sem manutenção específica; verificar rasgos ao mexer no telhado.",
    "Reduz o calor irradiado pelo telhado e barra goteiras de telhas quebradas.",
    TERMICO, ["conforto térmico", "subcobertura", "telhado"]),
  m("manta-acustica-piso", "Manta acústica para contrapiso", "isolamento", ["piso-interno"], [M, A], ["contemporaneo", "minimalista"],
    "Camada resiliente sob o contrapiso que reduz ruído de impacto entre pavimentos.",
    "Fica embutida; a execução deve evitar pontes rígidas nas bordas.",
    "Melhora o conforto acústico exigido para edifícios habitacionais.",
    DESEMPENHO, ["acústico", "apartamento", "ruído de impacto"]),
  m("painel-acustico", "Painel acústico (madeira, feltro ou espuma)", "isolamento", ["parede-interna", "area-seca"], [M, A, L], ["contemporaneo", "minimalista", "escandinavo"],
    "Painéis que reduzem a reverberação do ambiente; não isolam ruído entre ambientes.",
    "Aspirar ou espanar; evitar umidade.",
    "Existem painéis de fibras recicladas, PET reciclado ou madeira certificada.",
    null, ["acústico", "home theater", "escritório", "auditório"]),
  m("fibra-pet", "Isolante de fibra de PET reciclado", "isolamento", ["parede-interna", "cobertura"], [M], ["contemporaneo", "minimalista"],
    "Manta de fibras sintéticas estável e que não irrita a pele.",
    "Manter seca.",
    "Produzida com garrafas PET recicladas.",
    TERMICO, ["acústico", "conforto térmico", "reciclado", "sustentável", "drywall"]),

  // ——— Impermeabilização ———
  m("manta-asfaltica", "Manta asfáltica", "impermeabilizacao", ["cobertura", "area-molhada", "externo"], [E, M, A], ["contemporaneo", "industrial"],
    "Sistema consagrado para lajes e áreas molhadas, durável sob proteção mecânica.",
    "Evitar perfurações; inspecionar ralos e rodapés.",
    "Derivado de petróleo; a boa execução evita retrabalho e desperdício.",
    MANTA_ASFALTICA, ["laje", "banheiro", "terraço", "infiltração"]),
  m("manta-liquida-acrilica", "Manta líquida acrílica", "impermeabilizacao", ["cobertura", "externo"], [E, M], ["contemporaneo"],
    "Membrana moldada no local, para lajes expostas sem tráfego; exige reaplicação com o tempo.",
    "Reaplicar conforme o desgaste indicado pelo fabricante.",
    "Branca, reflete parte do calor do sol.",
    IMPERMEABILIZACAO, ["laje", "infiltração", "reforma", "cobertura fria"]),
  m("argamassa-polimerica", "Argamassa polimérica", "impermeabilizacao", ["area-molhada", "externo"], [E, M], ["contemporaneo"],
    "Revestimento cimentício flexível para áreas molhadas, reservatórios e baldrames.",
    "Fica sob o revestimento; depende de base íntegra e da execução.",
    "Base cimentícia, sem solventes.",
    IMPERMEABILIZACAO, ["banheiro", "box", "caixa d'água", "baldrame", "piscina"]),
  m("cristalizante", "Impermeabilizante cristalizante", "impermeabilizacao", ["estrutura", "area-molhada"], [E, M], ["industrial"],
    "Penetra no concreto e forma cristais que bloqueiam a água; não acompanha fissuras que se movimentam.",
    "Pouca manutenção quando o concreto é estável.",
    "Base cimentícia; indicado para subsolos e reservatórios de concreto.",
    IMPERMEABILIZACAO, ["concreto", "subsolo", "reservatório", "umidade"]),
  m("membrana-pvc-tpo", "Membrana de PVC ou TPO", "impermeabilizacao", ["cobertura"], [A, L], ["contemporaneo", "minimalista", "industrial"],
    "Membrana sintética soldada, de longa vida útil em coberturas expostas.",
    "Inspeção periódica das emendas e fixações.",
    "Versões brancas refletem calor; o TPO não contém cloro.",
    IMPERMEABILIZACAO, ["cobertura", "laje", "telhado verde"]),
  m("membrana-poliuretano", "Membrana de poliuretano", "impermeabilizacao", ["cobertura", "area-molhada", "externo"], [M, A], ["contemporaneo"],
    "Membrana elástica moldada no local, sem emendas.",
    "Pode ficar exposta nas versões resistentes a UV; inspeção periódica.",
    "Aplicação sem calor; durável quando bem executada.",
    IMPERMEABILIZACAO, ["laje", "terraço", "piscina"]),
  m("hidrofugante", "Hidrofugante (repelente de água) para fachadas", "impermeabilizacao", ["fachada", "externo"], [E, M], ["industrial", "rustico", "tropical"],
    "Deixa a superfície repelente à água sem mudar seu aspecto; efeito dura alguns anos.",
    "Reaplicar periodicamente.",
    "Protege tijolos, concreto e pedras aparentes, prolongando sua vida útil.",
    null, ["tijolo", "concreto aparente", "pedra", "fachada"]),
  m("impermeabilizacao-baldrame", "Emulsão asfáltica para baldrames e fundações", "impermeabilizacao", ["estrutura"], [E, M], ["contemporaneo"],
    "Pintura betuminosa para proteger baldrames da umidade do solo.",
    "Fica enterrada; a falha aparece como umidade no pé das paredes.",
    "Evita umidade ascendente e o bolor decorrente.",
    IMPERMEABILIZACAO, ["baldrame", "fundação", "umidade"]),
  m("selante-pu", "Selante de poliuretano para juntas", "impermeabilizacao", ["fachada", "externo", "area-molhada"], [E, M, A, L], ["contemporaneo"],
    "Vedação elástica de juntas de dilatação e esquadrias; envelhece ao sol.",
    "Substituir quando ressecar ou descolar.",
    "Pouca quantidade que evita infiltrações caras de reparar.",
    null, ["junta", "vedação", "fachada", "infiltração"]),

  // ——— Estrutura e vedação ———
  m("bloco-ceramico", "Bloco cerâmico de vedação", "estrutura-vedacao", ["estrutura", "parede-interna", "fachada"], [E, M, A], ["contemporaneo", "classico"],
    "Alvenaria tradicional e durável, com bom desempenho térmico.",
    "Fica revestida; fissuras são tratadas antes da pintura.",
    "Argila queimada de produção local; quebras em obra geram entulho.",
    "ABNT NBR 15270 (componentes cerâmicos — blocos e tijolos)", ["alvenaria", "tijolo", "bloco"]),
  m("bloco-ceramico-estrutural", "Bloco cerâmico estrutural", "estrutura-vedacao", ["estrutura", "fachada"], [E, M], ["contemporaneo"],
    "Alvenaria que é também a estrutura; não admite rasgos posteriores para instalações.",
    "Planejar reformas com cuidado: paredes não podem ser removidas livremente.",
    "Dispensa boa parte de formas e concreto de vigas e pilares.",
    "ABNT NBR 16868 (alvenaria estrutural)", ["alvenaria estrutural", "bloco"]),
  m("bloco-concreto", "Bloco de concreto", "estrutura-vedacao", ["estrutura", "parede-interna", "fachada", "externo"], [E, M], ["industrial", "contemporaneo"],
    "Resistente e de dimensões regulares; pode ficar aparente com tratamento.",
    "Se aparente, aplicar hidrofugante; tratar fissuras.",
    "Fabricação sem queima; o cimento pesa na emissão de CO₂.",
    "ABNT NBR 6136 (blocos vazados de concreto simples para alvenaria)", ["alvenaria", "bloco", "muro", "alvenaria estrutural"]),
  m("tijolo-macico", "Tijolo maciço cerâmico", "estrutura-vedacao", ["estrutura", "parede-interna", "fachada"], [E, M], ["rustico", "classico", "industrial"],
    "Muito durável, com boa inércia térmica; pode ficar aparente.",
    "Hidrofugante quando aparente.",
    "Produção muitas vezes artesanal e em fornos a lenha; tijolos de demolição são reaproveitáveis.",
    "ABNT NBR 15270 (componentes cerâmicos — blocos e tijolos)", ["tijolo", "aparente", "demolição"]),
  m("tijolo-solo-cimento", "Tijolo ecológico (solo-cimento)", "estrutura-vedacao", ["estrutura", "parede-interna", "fachada"], [E, M], ["rustico", "tropical"],
    "Tijolo prensado de encaixe, durável quando protegido da água nas bases.",
    "Aplicar resina ou hidrofugante quando aparente.",
    "Não é queimado e usa solo local com pouco cimento.",
    "ABNT NBR 8491 (tijolo de solo-cimento)", ["tijolo", "ecológico", "sustentável", "aparente"]),
  m("concreto-armado", "Estrutura de concreto armado", "estrutura-vedacao", ["estrutura"], [E, M, A, L], ["contemporaneo", "industrial"],
    "Sistema mais usado no país; a durabilidade depende do cobrimento e da qualidade do concreto.",
    "Tratar fissuras e pontos de armadura exposta.",
    "O cimento tem alta emissão de CO₂; otimizar o projeto reduz o consumo.",
    "ABNT NBR 6118 (projeto de estruturas de concreto)", ["concreto", "estrutura", "pilar", "laje"]),
  m("parede-concreto", "Parede de concreto moldada no local", "estrutura-vedacao", ["estrutura", "fachada"], [E, M], ["contemporaneo"],
    "Sistema industrializado para repetição; paredes não podem ser removidas depois.",
    "Tratar fissuras; reformas exigem avaliação estrutural.",
    "Rapidez e pouco desperdício em obras repetitivas.",
    "ABNT NBR 16055 (parede de concreto moldada no local)", ["concreto", "habitação", "industrializado"]),
  m("pre-moldado", "Estrutura pré-fabricada de concreto", "estrutura-vedacao", ["estrutura"], [M, A], ["industrial", "contemporaneo"],
    "Peças fabricadas sob controle e montadas na obra, com boa qualidade de concreto.",
    "Inspecionar ligações e juntas.",
    "Menos formas e desperdício no canteiro.",
    "ABNT NBR 9062 (projeto e execução de estruturas de concreto pré-moldado)", ["concreto", "galpão", "industrializado"]),
  m("estrutura-metalica", "Estrutura metálica (aço)", "estrutura-vedacao", ["estrutura"], [M, A, L], ["industrial", "contemporaneo", "minimalista"],
    "Leve e precisa; exige proteção contra corrosão e, em muitos casos, contra incêndio.",
    "Inspecionar pintura e pontos de corrosão.",
    "Obra seca e rápida; aço reciclável.",
    "ABNT NBR 8800 (projeto de estruturas de aço)", ["aço", "metal", "galpão", "mezanino"]),
  m("steel-frame", "Light steel frame", "estrutura-vedacao", ["estrutura", "parede-interna", "fachada"], [M, A], ["contemporaneo", "escandinavo", "minimalista"],
    "Perfis de aço galvanizado leve com fechamentos em placas; durável se bem detalhado contra umidade.",
    "Fixações em paredes pedem buchas próprias e reforços previstos.",
    "Obra seca, rápida e com pouco entulho; aço reciclável.",
    "ABNT NBR 15253 (perfis de aço formados a frio para painéis estruturais)", ["steel frame", "construção seca", "industrializado"]),
  m("drywall", "Drywall (chapas de gesso acartonado)", "estrutura-vedacao", ["parede-interna", "area-seca", "area-molhada"], [E, M, A], ["contemporaneo", "minimalista"],
    "Paredes internas leves; em áreas molhadas usar chapa resistente à umidade e impermeabilização.",
    "Reparos simples com massa e fita; fixações pedem buchas próprias.",
    "Obra seca com pouco entulho; pode receber isolamento na parede.",
    DRYWALL, ["drywall", "gesso", "construção seca", "reforma", "acústico"]),
  m("placa-cimenticia", "Placa cimentícia", "estrutura-vedacao", ["fachada", "area-molhada", "externo", "parede-interna"], [M], ["contemporaneo", "industrial"],
    "Resistente a umidade, fungos e cupins, usada em fachadas de construção seca.",
    "Tratar juntas com sistema próprio; repintar periodicamente.",
    "Construção seca com pouco desperdício.",
    "ABNT NBR 15498 (placa plana cimentícia sem amianto)", ["steel frame", "construção seca", "fachada"]),
  m("mlc", "Madeira laminada colada (MLC)", "estrutura-vedacao", ["estrutura"], [A, L], ["contemporaneo", "tropical", "escandinavo"],
    "Peças de madeira coladas que vencem grandes vãos com estabilidade.",
    "Proteger da chuva e da umidade; renovar acabamentos.",
    "Madeira de reflorestamento que armazena carbono.",
    MADEIRA, ["madeira", "estrutura", "grande vão", "sustentável"]),
  m("clt", "Madeira laminada cruzada (CLT)", "estrutura-vedacao", ["estrutura", "parede-interna"], [A, L], ["contemporaneo", "escandinavo", "minimalista"],
    "Painéis maciços de lamelas cruzadas para paredes e lajes; exigem detalhamento contra umidade.",
    "Manter proteção contra água e inspecionar ligações.",
    "Construção pré-fabricada com madeira de reflorestamento que armazena carbono.",
    MADEIRA, ["madeira", "construção seca", "industrializado", "sustentável"]),
  m("madeira-estrutural", "Estrutura de madeira serrada (tesouras e vigas)", "estrutura-vedacao", ["estrutura", "cobertura"], [E, M, A], ["rustico", "tropical", "classico"],
    "Durável quando tratada e protegida da umidade e de cupins.",
    "Inspeção periódica contra insetos e umidade.",
    "Renovável quando de origem legal e certificada.",
    MADEIRA, ["madeira", "telhado", "tesoura"]),
  m("bambu-estrutural", "Bambu estrutural", "estrutura-vedacao", ["estrutura", "cobertura", "externo"], [E, M], ["tropical", "rustico"],
    "Resistente e leve, mas exige tratamento e proteção contra sol, chuva e insetos.",
    "Inspeção e reaplicação de proteção periodicamente.",
    "Cresce rápido e absorve carbono; baixa energia incorporada.",
    null, ["bambu", "bioconstrução", "sustentável", "pergolado"]),
  m("taipa-adobe", "Terra crua (taipa de pilão ou adobe)", "estrutura-vedacao", ["estrutura", "parede-interna"], [M, A], ["rustico", "tropical", "minimalista"],
    "Paredes maciças duráveis quando protegidas da chuva e da umidade do solo.",
    "Beirais largos e base elevada; reparos com a mesma terra.",
    "Energia incorporada muito baixa e boa inércia térmica.",
    null, ["terra", "bioconstrução", "sustentável", "natural"]),
  m("gabiao", "Gabião (muro de pedras em tela)", "estrutura-vedacao", ["externo", "estrutura"], [E, M], ["rustico", "industrial", "tropical"],
    "Tela metálica galvanizada preenchida com pedras, permeável e flexível.",
    "Inspecionar a tela; remover vegetação indesejada.",
    "Permeável à água e pode usar pedras do próprio terreno.",
    null, ["muro", "contenção", "pedra"]),

  // ——— Paisagismo e áreas externas ———
  m("deck-madeira", "Deck de madeira", "paisagismo-externo", ["piso-externo", "externo"], [M, A, L], ["tropical", "rustico", "contemporaneo"],
    "Durável com madeiras adequadas e boa ventilação sob o deck.",
    "Stain ou óleo periodicamente; trocar réguas danificadas.",
    "Exigir madeira certificada e de origem legal.",
    MADEIRA, ["deck", "madeira", "piscina", "varanda"]),
  m("deck-wpc", "Deck de WPC (madeira plástica)", "paisagismo-externo", ["piso-externo", "externo"], [M, A], ["contemporaneo", "tropical", "minimalista"],
    "Composto de fibras vegetais e plástico, resistente a umidade e cupins; pode desbotar.",
    "Lavagem com água e sabão; não precisa de stain.",
    "Usa plásticos e fibras reciclados em muitas linhas.",
    null, ["deck", "piscina", "varanda", "baixa manutenção", "reciclado"]),
  m("piso-drenante", "Piso drenante de concreto", "paisagismo-externo", ["piso-externo", "externo"], [E, M], ["contemporaneo", "industrial"],
    "Placas porosas que deixam a água infiltrar; os poros podem colmatar com sujeira.",
    "Lavar com jato de água para desobstruir os poros.",
    "Reduz o escoamento superficial e ajuda na taxa de permeabilidade do lote.",
    PAVIMENTO_PERMEAVEL, ["drenante", "permeável", "calçada", "garagem", "sustentável"]),
  m("concregrama", "Concregrama (bloco vazado com grama)", "paisagismo-externo", ["piso-externo", "externo"], [E, M], ["tropical", "contemporaneo"],
    "Blocos de concreto vazados resistentes ao tráfego de veículos leves.",
    "Aparar e regar a grama; completar terra nos vazados.",
    "Área parcialmente permeável e verde em garagens e acessos.",
    PAVIMENTO_PERMEAVEL, ["permeável", "garagem", "grama", "sustentável"]),
  m("piso-intertravado", "Piso intertravado de concreto", "paisagismo-externo", ["piso-externo", "externo"], [E, M], ["contemporaneo", "industrial"],
    "Peças assentadas sobre areia, resistentes a veículos e fáceis de remover para reparos.",
    "Completar areia de rejunte e substituir peças quebradas.",
    "Peças reutilizáveis; juntas permitem alguma infiltração.",
    "ABNT NBR 9781 (peças de concreto para pavimentação)", ["calçada", "garagem", "condomínio"]),
  m("grama-esmeralda", "Grama esmeralda", "paisagismo-externo", ["externo"], [E, M], ["tropical", "contemporaneo"],
    "Gramado denso e resistente ao pisoteio em pleno sol.",
    "Corte regular, adubação e rega nos períodos secos.",
    "Área permeável que reduz o calor da superfície.",
    null, ["grama", "jardim", "quintal", "permeável"]),
  m("grama-sao-carlos", "Grama São Carlos", "paisagismo-externo", ["externo"], [E, M], ["tropical", "rustico"],
    "Folhas largas e boa tolerância a meia-sombra.",
    "Corte regular e rega nos períodos secos.",
    "Área permeável e verde.",
    null, ["grama", "jardim", "meia sombra", "permeável"]),
  m("forracao", "Forrações e herbáceas", "paisagismo-externo", ["externo"], [E, M, A], ["tropical", "contemporaneo"],
    "Plantas baixas que cobrem o solo onde não há pisoteio.",
    "Poda e adubação leves; menos cortes que um gramado.",
    "Preferir espécies nativas, que pedem menos rega.",
    null, ["jardim", "canteiro", "nativas", "sustentável"]),
  m("jardim-vertical", "Jardim vertical", "paisagismo-externo", ["externo", "fachada", "parede-interna"], [A, L], ["tropical", "contemporaneo"],
    "Estrutura com módulos e irrigação; a vida das plantas depende do sistema de rega.",
    "Irrigação automática, poda e adubação frequentes.",
    "Melhora o microclima e a umidade; o consumo de água deve ser planejado.",
    null, ["verde", "parede verde", "irrigação"]),
  m("seixo-rolado", "Seixo rolado", "paisagismo-externo", ["externo", "piso-externo"], [E, M], ["tropical", "minimalista", "contemporaneo"],
    "Pedras arredondadas duráveis em canteiros e faixas drenantes.",
    "Retirar folhas e ervas daninhas; completar quando espalhar.",
    "Cobertura permeável do solo.",
    null, ["pedra", "jardim", "drenante", "permeável"]),
  m("brita-decorativa", "Brita e pedrisco decorativos", "paisagismo-externo", ["externo", "piso-externo"], [E], ["contemporaneo", "minimalista", "industrial"],
    "Cobertura mineral estável em canteiros e caminhos.",
    "Manta sob a brita reduz ervas daninhas.",
    "Permeável e de baixo custo.",
    null, ["pedra", "jardim", "permeável", "drenante"]),
  m("pergolado-madeira", "Pergolado de madeira", "paisagismo-externo", ["externo", "cobertura"], [M, A], ["tropical", "rustico", "contemporaneo"],
    "Estrutura de sombra durável com madeira tratada e protegida.",
    "Stain ou óleo periodicamente; revisar ligações.",
    "Sombreamento com trepadeiras; exigir madeira certificada.",
    MADEIRA, ["pergolado", "madeira", "varanda", "área gourmet"]),
  m("pergolado-metalico", "Pergolado metálico", "paisagismo-externo", ["externo", "cobertura"], [M, A], ["contemporaneo", "industrial", "minimalista"],
    "Perfis de aço ou alumínio duráveis com pintura anticorrosiva.",
    "Retocar a pintura em pontos de ferrugem.",
    "Metal reciclável; pode receber vidro, policarbonato ou vegetação.",
    null, ["pergolado", "metal", "garagem", "varanda"]),
  m("piscina-revestimento", "Revestimento de piscina em pastilha ou vinil", "paisagismo-externo", ["externo", "area-molhada"], [M, A, L], ["tropical", "contemporaneo"],
    "Pastilhas duram décadas; o vinil é trocado após alguns anos.",
    "Tratamento da água e limpeza das bordas.",
    "Pode usar aquecimento solar e capa térmica para reduzir perdas.",
    null, ["piscina", "pastilha", "lazer"]),
  m("muro-verde-trepadeira", "Cerca viva e trepadeiras", "paisagismo-externo", ["externo"], [E, M], ["tropical", "rustico"],
    "Vedação vegetal que cresce com o tempo.",
    "Podas regulares para manter a forma.",
    "Sombra e áreas verdes com pouco material de construção.",
    null, ["jardim", "muro", "privacidade", "verde"]),
  m("cisterna", "Cisterna para aproveitamento de água de chuva", "paisagismo-externo", ["externo", "cobertura"], [E, M, A], ["tropical", "contemporaneo"],
    "Reservatório com filtro e descarte das primeiras águas; vida útil longa.",
    "Limpeza periódica do filtro e do reservatório.",
    "Reduz o consumo de água tratada para rega e limpeza.",
    "ABNT NBR 15527 (aproveitamento de água de chuva)", ["água de chuva", "sustentável", "jardim", "irrigação"]),

  // ——— Bancadas ———
  m("bancada-quartzo", "Bancada de quartzo (superfície de quartzo)", "bancadas", ["area-molhada", "area-seca"], [A, L], ["contemporaneo", "minimalista"],
    "Muito resistente a manchas e riscos; evitar panelas quentes diretamente.",
    "Limpeza com detergente neutro; não precisa impermeabilizar.",
    "Material industrializado com resinas; durável.",
    null, ["bancada", "cozinha", "banheiro", "quartzo"]),
  m("bancada-granito", "Bancada de granito", "bancadas", ["area-molhada", "area-seca", "externo"], [E, M, A], ["classico", "contemporaneo", "rustico"],
    "Pedra dura e resistente ao calor; granitos claros podem manchar.",
    "Impermeabilizar os mais porosos; limpeza com detergente neutro.",
    "Pedra natural nacional, muito durável.",
    GRANITO, ["bancada", "cozinha", "banheiro", "churrasqueira", "pedra"]),
  m("bancada-marmore", "Bancada de mármore", "bancadas", ["area-molhada", "area-seca"], [A, L], ["classico", "contemporaneo"],
    "Pedra nobre, sensível a ácidos (limão, vinagre) e manchas.",
    "Impermeabilizar e evitar produtos ácidos.",
    "Pedra natural; preferir origem nacional.",
    null, ["bancada", "lavabo", "banheiro", "pedra", "nobre"]),
  m("bancada-superficie-solida", "Bancada de superfície sólida (resina acrílica)", "bancadas", ["area-molhada", "area-seca"], [A, L], ["contemporaneo", "minimalista"],
    "Material homogêneo que permite emendas invisíveis e cubas integradas.",
    "Riscos leves podem ser lixados e polidos.",
    "Reparável, o que prolonga a vida útil.",
    null, ["bancada", "banheiro", "cozinha", "cuba integrada"]),
  m("bancada-porcelanato", "Bancada de porcelanato laminado", "bancadas", ["area-molhada", "area-seca", "externo"], [M, A, L], ["contemporaneo", "minimalista"],
    "Lâminas finas de porcelanato muito resistentes a calor, manchas e riscos; bordas pedem cuidado.",
    "Limpeza simples; não precisa impermeabilizar.",
    "Material inerte, com aparência de pedra sem extração de blocos.",
    CERAMICA, ["bancada", "cozinha", "porcelanato", "área gourmet"]),
  m("bancada-inox", "Bancada de aço inox", "bancadas", ["area-molhada", "area-seca"], [M, A], ["industrial", "minimalista", "contemporaneo"],
    "Higiênica e resistente a calor; risca com o uso.",
    "Limpeza com detergente e pano macio.",
    "Aço inox reciclável; padrão em cozinhas profissionais.",
    null, ["bancada", "cozinha", "inox", "comercial"]),
  m("bancada-madeira", "Bancada de madeira maciça", "bancadas", ["area-seca"], [M, A], ["rustico", "escandinavo", "tropical"],
    "Bonita e reparável, mas sensível à água parada.",
    "Óleo ou verniz periodicamente; secar respingos.",
    "Renovável quando certificada; pode usar madeira de demolição.",
    null, ["bancada", "madeira", "home office", "demolição"]),
  m("bancada-concreto", "Bancada de concreto moldado", "bancadas", ["area-molhada", "area-seca", "externo"], [M], ["industrial", "minimalista", "rustico"],
    "Pesada e resistente; precisa de selagem contra manchas.",
    "Reaplicar selador periodicamente.",
    "Materiais simples; o cimento tem emissão relevante.",
    null, ["bancada", "concreto", "área gourmet", "cozinha"]),

  // ——— Forros ———
  m("forro-gesso-acartonado", "Forro de gesso acartonado", "forros", ["area-seca", "area-molhada"], [E, M, A], ["contemporaneo", "minimalista"],
    "Forro liso e estável; em áreas úmidas usar chapa resistente à umidade.",
    "Repintar quando necessário; alçapões para acesso às instalações.",
    "Obra seca; permite embutir iluminação e isolamento.",
    DRYWALL, ["forro", "gesso", "sanca", "drywall"]),
  m("forro-gesso-placa", "Forro de placas de gesso (estruturado ou aramado)", "forros", ["area-seca"], [E], ["classico", "contemporaneo"],
    "Econômico e tradicional; fissura nas juntas se a estrutura se movimentar.",
    "Repintura e tratamento de fissuras.",
    "Gesso tem produção de menor energia que o cimento.",
    null, ["forro", "gesso"]),
  m("forro-pvc", "Forro de PVC", "forros", ["area-molhada", "area-seca", "externo"], [E], ["contemporaneo"],
    "Resistente à umidade e leve; pode deformar com calor intenso.",
    "Limpeza com pano úmido e sabão neutro.",
    "Instalação rápida; material plástico.",
    null, ["forro", "PVC", "banheiro", "lavanderia", "varanda"]),
  m("forro-madeira", "Forro de madeira (lambri)", "forros", ["area-seca", "externo"], [M, A], ["rustico", "tropical", "escandinavo"],
    "Durável quando protegido da umidade e de cupins.",
    "Verniz ou stain periodicamente.",
    "Renovável quando certificado.",
    null, ["forro", "madeira", "lambri", "varanda"]),
  m("forro-mineral", "Forro mineral modular", "forros", ["area-seca"], [M, A], ["contemporaneo", "minimalista"],
    "Placas removíveis sobre perfis, com bom desempenho acústico.",
    "Placas manchadas são trocadas individualmente; acesso fácil às instalações.",
    "Melhora a acústica de escritórios e salas.",
    null, ["forro", "acústico", "escritório", "comercial", "corporativo"]),
  m("forro-metalico", "Forro metálico (lâminas ou colmeia)", "forros", ["area-seca", "externo"], [M, A], ["industrial", "contemporaneo"],
    "Alumínio ou aço pintado, durável e resistente à umidade.",
    "Limpeza periódica; lâminas removíveis.",
    "Metal reciclável.",
    null, ["forro", "metal", "comercial", "varanda"]),

  // ——— Energia e aquecimento ———
  m("aquecedor-solar", "Aquecedor solar de água (coletores e boiler)", "energia", ["cobertura"], [E, M, A, L], ["contemporaneo", "tropical"],
    "Sistema de longa vida útil; o boiler precisa de apoio elétrico ou a gás em dias nublados.",
    "Limpeza dos coletores e verificação do ânodo do reservatório.",
    "Reduz muito a energia gasta com banho.",
    "ABNT NBR 15569 (sistema de aquecimento solar de água em circuito direto)", ["solar", "aquecimento", "sustentável", "economia de energia"]),
  m("fotovoltaico", "Sistema fotovoltaico conectado à rede", "energia", ["cobertura", "externo"], [M, A, L], ["contemporaneo", "minimalista"],
    "Módulos de vida útil longa; o inversor costuma ser trocado antes dos módulos.",
    "Limpeza dos módulos e monitoramento da geração.",
    "Gera energia renovável no próprio lote.",
    "ABNT NBR 16690 (instalações elétricas de arranjos fotovoltaicos)", ["solar", "energia", "sustentável", "economia de energia"]),
  m("aquecedor-gas", "Aquecedor de passagem a gás", "energia", ["area-molhada", "externo"], [M, A], ["contemporaneo"],
    "Aquecimento sob demanda; exige ventilação e exaustão adequadas.",
    "Manutenção periódica por técnico.",
    "Mais eficiente que o chuveiro elétrico em muitos casos; usa combustível fóssil.",
    null, ["aquecimento", "gás", "banho"]),
  m("bomba-de-calor", "Bomba de calor para aquecimento de água", "energia", ["externo"], [A, L], ["contemporaneo"],
    "Equipamento eficiente, indicado para piscinas e grandes consumos.",
    "Limpeza dos filtros e manutenção periódica.",
    "Consome menos energia que a resistência elétrica para o mesmo calor.",
    null, ["aquecimento", "piscina", "economia de energia"]),
  m("ar-condicionado-inverter", "Ar-condicionado inverter", "energia", ["area-seca"], [M, A, L], ["contemporaneo", "minimalista"],
    "Equipamento com vida útil de alguns anos a mais de uma década, conforme a manutenção.",
    "Limpeza dos filtros e manutenção periódica.",
    "Consome menos que modelos convencionais; usar depois de sombrear e ventilar.",
    null, ["climatização", "conforto térmico", "economia de energia"]),
  m("ventilador-teto", "Ventilador de teto", "energia", ["area-seca", "externo"], [E, M, A], ["tropical", "contemporaneo", "rustico"],
    "Equipamento simples e durável.",
    "Limpeza das pás e revisão da fixação.",
    "Conforto com consumo muito menor que o ar-condicionado.",
    null, ["ventilação", "conforto térmico", "varanda", "economia de energia"]),
];

// ——— Search ———

/** Lower case without accents: "Cerâmica" → "ceramica". */
export const normalizeText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();

const categoryLabel = (id: MaterialCategoryId) => MATERIAL_CATEGORIES.find((c) => c.id === id)?.label ?? id;

export interface MaterialFilters {
  category?: MaterialCategoryId | "";
  band?: PriceBandId | "";
  application?: MaterialApplicationId | "";
  style?: MaterialStyleId | "";
}

/** Every word of the query must appear in the name, the category's label or a tag; the filters all apply. */
export function searchMaterials(query: string, filters: MaterialFilters = {}, materials: readonly Material[] = MATERIALS): Material[] {
  const words = normalizeText(query).split(/\s+/).filter(Boolean);
  return materials.filter((mat) => {
    if (filters.category && mat.category !== filters.category) return false;
    if (filters.band && !mat.bands.includes(filters.band)) return false;
    if (filters.application && !mat.applications.includes(filters.application)) return false;
    if (filters.style && !mat.styles.includes(filters.style)) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText([mat.name, categoryLabel(mat.category), ...(mat.tags ?? [])].join(" "));
    return words.every((w) => haystack.includes(w));
  });
}

// ——— Recommendation ———

export interface RecommendationInput {
  tipoObra?: string;
  estilo?: string;
  /** A band's name ("econômico", "médio", "alto", "luxo", "baixo") or R$/m² (a number or "R$ 4.200/m²"). */
  orcamento?: string | number;
  areasEspecificas?: string;
  preferencias?: string;
}

export interface Recommendation {
  material: Material;
  reasons: string[];
}

const bandOfValue = (perM2: number): PriceBandId => (perM2 <= 1500 ? "economico" : perM2 <= 3000 ? "medio" : perM2 <= 5000 ? "alto" : "luxo");

/** The band an orçamento falls in: its name, or R$/m² compared with the bands' limits; null when unreadable. */
export function bandForBudget(orcamento: string | number | undefined): PriceBandId | null {
  if (orcamento === undefined) return null;
  if (typeof orcamento === "number") return Number.isFinite(orcamento) && orcamento > 0 ? bandOfValue(orcamento) : null;
  const text = normalizeText(orcamento);
  if (/\bluxo\b/.test(text)) return "luxo";
  if (/\balto\b|\balta\b/.test(text)) return "alto";
  if (/\bmedio\b|\bmedia\b/.test(text)) return "medio";
  if (/\beconomico\b|\bbaixo\b|\bbaixa\b|\bpopular\b/.test(text)) return "economico";
  // A value in pt-BR: "R$ 4.200/m²", "4200", "3.500,00".
  const number = /\d[\d.]*(?:,\d+)?/.exec(text)?.[0];
  if (!number) return null;
  const value = Number(number.replace(/\./g, "").replace(",", "."));
  return Number.isFinite(value) && value > 0 ? bandOfValue(value) : null;
}

const STYLE_WORDS: Record<MaterialStyleId, string[]> = {
  contemporaneo: ["contemporaneo", "moderno", "atual"],
  minimalista: ["minimalista", "minimal", "clean"],
  industrial: ["industrial", "loft"],
  rustico: ["rustico", "campo", "fazenda", "colonial"],
  classico: ["classico", "tradicional", "neoclassico"],
  tropical: ["tropical", "brasileiro", "praia", "modernismo"],
  escandinavo: ["escandinavo", "nordico"],
};

/** Words in the areas and preferences that point to where a material applies. */
const APPLICATION_WORDS: Record<MaterialApplicationId, string[]> = {
  "area-molhada": ["area molhada", "banheiro", "lavabo", "cozinha", "lavanderia", "area de servico", "box", "suite", "molhad"],
  "area-seca": ["area seca", "sala", "quarto", "dormitorio", "escritorio", "living", "home office", "closet"],
  fachada: ["fachada", "frente"],
  externo: ["varanda", "quintal", "jardim", "area externa", "externo", "externa", "terraco", "piscina", "sacada", "gourmet", "churrasqueira"],
  cobertura: ["cobertura", "telhado", "laje", "telha"],
  "piso-interno": ["piso interno", "piso da sala", "piso do quarto"],
  "piso-externo": ["piso externo", "calcada", "garagem", "estacionamento", "entrada de carro"],
  "parede-interna": ["parede interna", "parede de destaque", "paredes"],
  estrutura: ["estrutura", "estrutural", "alvenaria", "vedacao", "fundacao"],
};

const CATEGORY_WORDS: Record<MaterialCategoryId, string[]> = {
  pisos: ["piso", "pisos", "assoalho"],
  "revestimentos-parede": ["revestimento", "azulejo", "parede"],
  fachada: ["fachada"],
  coberturas: ["telhado", "cobertura", "telha"],
  esquadrias: ["janela", "porta", "esquadria"],
  vidros: ["vidro", "box", "espelho"],
  tintas: ["pintura", "tinta", "verniz"],
  "loucas-metais": ["louca", "metais", "torneira", "bacia", "cuba", "chuveiro", "banheiro", "lavabo"],
  iluminacao: ["iluminacao", "luminaria", "luz", "led"],
  isolamento: ["isolamento", "termico", "acustico", "ruido", "calor"],
  impermeabilizacao: ["impermeabilizacao", "infiltracao", "umidade", "vazamento", "laje"],
  "estrutura-vedacao": ["estrutura", "alvenaria", "parede", "steel frame", "drywall"],
  "paisagismo-externo": ["jardim", "paisagismo", "quintal", "piscina", "deck", "grama"],
  bancadas: ["bancada", "cozinha", "bancadas"],
  forros: ["forro", "teto"],
  energia: ["energia", "solar", "aquecimento", "fotovoltaic"],
};

const labelOf = <T extends { id: string; label: string }>(list: readonly T[], id: string) => list.find((x) => x.id === id)?.label ?? id;

const mentions = (text: string, phrase: string) => new RegExp(`(^|[^a-z0-9])${phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).test(text);

/** Shared start of two words (six letters), so "sustentável" meets "sustentabilidade". */
const stem = (word: string) => word.slice(0, 6);

const MAX_RESULTS = 12;
const MAX_PER_CATEGORY = 3;

/** "evitar mármore", "não quero vinílico", "nada de porcelanato polido": what the person rules out. */
const AVOID = /(?:^|[^a-z])(?:evitar|evite|nao quero|nao usar|nada de|exceto|sem uso de)\s+([^.;!?\n]+)/g;
/** "prefiro madeira", "gosto de cimento queimado", "preferencia por pedra": what the person asks for. */
const PREFER = /(?:^|[^a-z])(?:prefiro|preferimos|preferencia por|preferencia pela?|gosto de|gostamos de|gostaria de)\s+([^.;!?\n]+)/g;
/** Words too general to name a material ("piso de madeira na sala": only "madeira" names one). */
const GENERIC = new Set(["piso", "pisos", "parede", "paredes", "area", "areas", "sala", "quarto", "cozinha", "banheiro", "material", "materiais", "revestimento", "acabamento", "muito", "mais", "menos", "usar", "algo", "tudo", "todo", "toda", "para", "como", "com"]);

/** The terms of a list clause: "mármore e granito, porcelanato polido" → ["marmore", "granito", "porcelanato polido"]. */
function clauseTerms(clause: string): string[][] {
  return clause
    .split(/,|\s+e\s+|\s+ou\s+|\s+nem\s+/)
    .map((term) => term.split(/[^a-z0-9]+/).filter((w) => w.length >= 3 && !GENERIC.has(w) && !["dos", "das", "uma", "que"].includes(w)))
    .filter((words) => words.length > 0);
}

function clauses(pattern: RegExp, text: string): string[] {
  return [...text.matchAll(pattern)].map((m) => m[1]!.trim());
}

/** Whether a material is named by a term: every word of the term in its name, category or tags (by stem). */
function names(material: Material, term: string[]): boolean {
  const words = new Set(normalizeText([material.name, categoryLabel(material.category), ...(material.tags ?? [])].join(" ")).split(/[^a-z0-9]+/).map(stem));
  return term.every((w) => words.has(stem(w)));
}

/**
 * Up to 12 materials from the catalogue for the tool's inputs, best first: the budget's band (3),
 * each application the areas name (4, once per application), the style (2), a category the text
 * names (2), and tags that meet words of the text (1 each, up to 2). Ties go by name; at most three
 * per category come first so the answer covers several parts of the work. Deterministic.
 */
export function recommendMaterials(input: RecommendationInput, materials: readonly Material[] = MATERIALS): Recommendation[] {
  const band = bandForBudget(input.orcamento);
  const styleText = normalizeText(input.estilo ?? "");
  const styles = (Object.keys(STYLE_WORDS) as MaterialStyleId[]).filter((s) => STYLE_WORDS[s].some((w) => mentions(styleText, w)));
  const said = normalizeText([input.areasEspecificas, input.preferencias].filter(Boolean).join(". "));
  // What is ruled out never comes back, and its words do not count for it (R-MAT-1); what is
  // preferred comes first.
  const avoided = clauses(AVOID, said).flatMap(clauseTerms);
  const preferred = clauses(PREFER, said).flatMap(clauseTerms);
  const kept = said.replace(AVOID, " ");
  const text = normalizeText([kept, input.tipoObra].filter(Boolean).join(" "));
  const applications = (Object.keys(APPLICATION_WORDS) as MaterialApplicationId[]).filter((a) => APPLICATION_WORDS[a].some((w) => mentions(text, w)));
  const categories = (Object.keys(CATEGORY_WORDS) as MaterialCategoryId[]).filter((c) => CATEGORY_WORDS[c].some((w) => mentions(text, w)));
  const textStems = new Set(text.split(/[^a-z0-9]+/).filter((w) => w.length >= 4).map(stem));

  const scored = materials.filter((material) => !avoided.some((term) => names(material, term))).map((material) => {
    let score = 0;
    const reasons: string[] = [];
    const liked = preferred.filter((term) => term.some((w) => names(material, [w])));
    if (liked.length > 0) {
      score += 5;
      reasons.push(`Atende à preferência por ${liked.map((t) => t.join(" ")).join(", ")}.`);
    }
    if (band && material.bands.includes(band)) {
      score += 3;
      // The band is of the work's cost per m² (R-TOOL-5), never this material's price.
      const b = PRICE_BANDS.find((x) => x.id === band);
      reasons.push(`Usual em obras de padrão ${(b?.label ?? band).toLowerCase()}.`);
    }
    const apps = applications.filter((a) => material.applications.includes(a));
    if (apps.length > 0) {
      score += 4 * apps.length;
      reasons.push(`Indicado para ${apps.map((a) => labelOf(MATERIAL_APPLICATIONS, a).toLowerCase()).join(", ")}.`);
    }
    const matchedStyles = styles.filter((s) => material.styles.includes(s));
    if (matchedStyles.length > 0) {
      score += 2;
      reasons.push(`Combina com o estilo ${matchedStyles.map((s) => labelOf(MATERIAL_STYLES, s)).join(", ")}.`);
    }
    if (categories.includes(material.category)) {
      score += 2;
      reasons.push(`Atende ao pedido de ${labelOf(MATERIAL_CATEGORIES, material.category).toLowerCase()}.`);
    }
    const tags = (material.tags ?? []).filter((t) => t.split(/[\s-]+/).some((w) => w.length >= 4 && textStems.has(stem(normalizeText(w)))));
    if (tags.length > 0) {
      score += Math.min(tags.length, 2);
      reasons.push(`Relacionado a: ${tags.slice(0, 3).join(", ")}.`);
    }
    return { material, reasons, score };
  });

  const ranked = scored
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.material.name.localeCompare(b.material.name, "pt-BR") || a.material.id.localeCompare(b.material.id));

  // Variety first (at most three per category), then the rest by score.
  const chosen: typeof ranked = [];
  const perCategory = new Map<MaterialCategoryId, number>();
  for (const s of ranked) {
    if (chosen.length >= MAX_RESULTS) break;
    const n = perCategory.get(s.material.category) ?? 0;
    if (n < MAX_PER_CATEGORY) {
      chosen.push(s);
      perCategory.set(s.material.category, n + 1);
    }
  }
  for (const s of ranked) {
    if (chosen.length >= MAX_RESULTS) break;
    if (!chosen.includes(s)) chosen.push(s);
  }
  chosen.sort((a, b) => b.score - a.score || a.material.name.localeCompare(b.material.name, "pt-BR") || a.material.id.localeCompare(b.material.id));
  return chosen.map(({ material, reasons }) => ({ material, reasons }));
}

/**
 * What the AI is given for the materials tool (R-MAT-1): the catalogue's best matches for the
 * form, so its answer recommends from the catalogue (by name) instead of inventing products.
 */
export function catalogueContext(inputs: RecommendationInput): string {
  const picks = recommendMaterials(inputs);
  const avoided = clauses(AVOID, normalizeText([inputs.areasEspecificas, inputs.preferencias].filter(Boolean).join(". "))).flatMap(clauseTerms);
  // The AI is told plainly what was ruled out, as the catalogue's picks already leave it out.
  const avoid = avoided.length ? `\nA pessoa pediu para evitar: ${avoided.map((t) => t.join(" ")).join(", ")}. Não recomende esses materiais.` : "";
  if (picks.length === 0) return avoid.trim();
  const lines = picks.map(({ material: m }) => `- ${m.name} (${categoryLabel(m.category)}; faixas: ${m.bands.map((b) => labelOf(PRICE_BANDS, b)).join(", ")}${m.norm ? `; ${m.norm}` : ""})`);
  return `Recomende a partir do banco de materiais da Prancheta, citando os nomes como estão, explicando o porquê de cada escolha para as áreas e o estilo pedidos; não invente marcas nem preços; as faixas são do custo da obra por m², nunca o preço de um material:\n${lines.join("\n")}${avoid}`;
}
