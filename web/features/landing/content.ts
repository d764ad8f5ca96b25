/**
 * The landing page's own texts (R-LAND-1). Plans come from domain/plans.ts, the 16 tools from
 * web/lib/tools.ts and the contact data from domain/contact.ts; everything else lives here.
 */
import { CONTACT } from "#domain/contact";
import type { PlanId } from "#domain/plans";

/** The in-page sections the header links to (R-LAND-2). */
export const NAV_ANCHORS = [
  { href: "#features", label: "Funcionalidades" },
  { href: "#pricing", label: "Planos" },
  { href: "#about", label: "Sobre" },
] as const;

/** The four figures (R-LAND-3), presented as what users report, not as audited results. */
export const CLAIMS = [
  { value: "15 h", label: "por semana economizadas em tarefas repetitivas" },
  { value: "70%", label: "menos tempo na redação de documentos técnicos" },
  { value: "85%", label: "de comunicação mais eficiente com clientes" },
  { value: "50%", label: "mais projetos entregues por mês" },
] as const;

export const CLAIMS_NOTE =
  "Ganhos relatados por arquitetos que testaram a Prancheta e metas que orientam o produto; os resultados variam conforme o escritório e o tipo de projeto.";

export const STEPS = [
  {
    title: "Crie sua conta",
    description: "Cadastre-se com o Google ou com seu e-mail e comece o teste gratuito de 7 dias.",
  },
  {
    title: "Configure seu perfil",
    description: "Adicione o logotipo e os dados de contato do escritório para personalizar documentos e apresentações.",
  },
  {
    title: "Cadastre o primeiro projeto",
    description: "Informe os dados do cliente, do terreno e as especificações iniciais da obra.",
  },
  {
    title: "Use as ferramentas de IA",
    description: "Gere briefing, memorial, orçamento e respostas aos clientes a partir dos dados do projeto.",
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      "O memorial descritivo, que me tomava uma tarde inteira, agora sai em uma primeira versão em minutos. Eu reviso, ajusto os detalhes e sigo para o próximo projeto.",
    author: "Marina S.",
    role: "Arquiteta autônoma em Curitiba",
  },
  {
    quote:
      "As sugestões de resposta para o WhatsApp mudaram a relação com os clientes: respondo mais rápido e com um tom mais profissional, sem esquecer nenhum ponto da conversa.",
    author: "Rafael M.",
    role: "Sócio de escritório de interiores em Belo Horizonte",
  },
  {
    quote:
      "O briefing guiado e o orçamento por padrão de acabamento deixaram as primeiras reuniões muito mais objetivas. O cliente sai com uma estimativa realista já no início.",
    author: "Juliana P.",
    role: "Arquiteta residencial em Recife",
  },
] as const;

export const FAQ = [
  {
    question: "Como funciona o teste grátis de 7 dias?",
    answer:
      "Ao criar a conta você entra no plano Esboço, com acesso às ferramentas por 7 dias, sem informar cartão de crédito. A data de término aparece na página Planos & Assinaturas do painel.",
  },
  {
    question: "Posso cancelar quando quiser?",
    answer:
      "Sim. Não há fidelidade nem multa: o plano mensal vale até o fim do período pago e não é renovado depois do cancelamento. Se o teste acabar e você não assinar, nada é cobrado.",
  },
  {
    question: "Meus dados e os dos meus clientes ficam protegidos?",
    answer:
      "Os dados ficam nos nossos servidores, separados por conta: cada consulta é filtrada pelo seu usuário, e ninguém de outra conta os vê. As senhas são guardadas apenas como hash, nunca em texto puro, e a sessão usa um cookie HttpOnly.",
  },
  {
    question: "Preciso ter uma chave de API de IA?",
    answer:
      "Não. As ferramentas funcionam sem nenhuma chave sua. Se preferir usar a sua própria chave no chat, ela fica guardada só no seu navegador e vai direto ao provedor de IA: não passa pelos nossos servidores nem fica registrada na sua conta.",
  },
  {
    question: "O que acontece quando a IA está indisponível?",
    answer:
      "Quando nenhum provedor de IA responde, ou não há chave configurada, as respostas vêm de uma base de conhecimento própria sobre normas técnicas brasileiras e prática de projeto, que funciona offline. Toda resposta informa de onde veio, então você sabe quando está lendo a base offline.",
  },
  {
    question: "Quais normas técnicas as respostas citam?",
    answer:
      "Principalmente normas da ABNT usadas no dia a dia do projeto, como a NBR 9050 (acessibilidade), a NBR 15575 (desempenho de edificações) e a NBR 12721 (custos unitários de construção). As respostas indicam a norma e o item; confira sempre a versão vigente e a legislação do seu município.",
  },
  {
    question: "Posso exportar os documentos gerados?",
    answer:
      "Sim. Memoriais, justificativas e programas de necessidades podem ser copiados para o seu editor de texto, e as apresentações são geradas em PDF com o logotipo e os dados do seu escritório.",
  },
  {
    question: "Como falo com o suporte?",
    answer:
      "Pelo e-mail de contato no rodapé desta página, em todos os planos. O atendimento por chat e por WhatsApp dos planos pagos ainda não está disponível.",
  },
] as const;

/** tel: wants digits only (with the leading +). */
export const TEL_HREF = `tel:${CONTACT.phone.replace(/[^\d+]/g, "")}`;

export const SUPPORT_MAILTO = `mailto:${CONTACT.supportEmail}?subject=${encodeURIComponent("Suporte Prancheta")}`;

/** The look of each plan's button on the pricing cards: the popular plan's is filled (R-PLAN-2). */
export const PLAN_BUTTON_VARIANT: Record<PlanId, "default" | "outline" | "secondary"> = {
  esboco: "outline",
  avancado: "outline",
  premium: "default",
  "obra-prima": "outline",
  legado: "secondary",
};
