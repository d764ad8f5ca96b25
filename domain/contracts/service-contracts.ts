/** The service-contract API (R-CONTRACT-1…5, decision 099): one contract for the server, the web client and the tests (decision 088). */
import { documentSchema } from "#domain/documents.schema";
import {
  contractClauseInputSchema,
  contractClauseListSchema,
  contractClauseSchema,
  projectContractSchema,
  projectRrtInputSchema,
  projectRrtSchema,
} from "#domain/service-contract/contract.schema";
import { contractPaymentTermsInputSchema, contractPaymentTermsSchema } from "#domain/service-contract/payment-terms";
import { idPath, resource, route } from "./contract";

/** A project's contract and RRT number. */
export const projectContractApi = resource("/api/projects", "Contratos", {
  get: route({
    method: "get",
    path: "/{id}/contract",
    summary: "O contrato de prestação de serviços de um projeto",
    description: "O identificador do documento do contrato (nulo antes do primeiro), a proposta aceita de onde ele parte, o número do RRT e se há honorários salvos.",
    params: idPath,
    responses: { 200: { schema: projectContractSchema, description: "O contrato do projeto, ou nulo." } },
  }),
  generate: route({
    method: "post",
    path: "/{id}/contract",
    summary: "Gera o contrato a partir da proposta aceita (ou dos honorários)",
    description:
      "Monta as cláusulas com as partes (CPF/CNPJ e endereços), o objeto (Resolução CAU/BR nº 21/2012 e as etapas da NBR 16636-2), o escopo, as revisões e prazos, os honorários em centavos, as obrigações (com o RRT), a autoria, a LGPD, a rescisão, o foro, as cláusulas do escritório e a página de assinaturas. O que falta sai como \"[completar: …]\". Sem contrato, cria o documento na versão 1; com um, grava uma nova versão.",
    params: idPath,
    responses: { 200: { schema: documentSchema, description: "O contrato, na versão gerada." } },
    errors: {
      403: "O plano do estúdio não inclui o cálculo de honorários (a mensagem aponta para /dashboard/planos).",
      422: "O projeto não tem proposta aceita nem honorários salvos.",
    },
  }),
  setPaymentTerms: route({
    method: "put",
    path: "/{id}/contract/payment-terms",
    summary: "Grava a multa, os juros e os lembretes do contrato",
    description:
      "Multa por atraso (pontos-base, até 200 = 2%, Código de Defesa do Consumidor, art. 52, § 1º), juros ao mês (até 100 = 1%) e se o cliente recebe os lembretes de cobrança. Grava uma nova versão do contrato com a cláusula \"Do atraso no pagamento\" refeita com esses valores. As cobranças geradas com o contrato assinado seguem esses valores; depois da assinatura eles não mudam mais.",
    params: idPath,
    body: { schema: contractPaymentTermsInputSchema },
    responses: { 200: { schema: contractPaymentTermsSchema, description: "As condições gravadas." } },
    errors: {
      403: "Quem não é proprietário nem administrador do estúdio (como a multa e os juros da conta de cobrança).",
      409: "O contrato já foi assinado (as condições não mudam mais) ou ainda não foi gerado.",
      422: "Multa acima de 2%, juros acima de 1% ao mês ou valores inválidos.",
    },
  }),
  setRrt: route({
    method: "put",
    path: "/{id}/rrt",
    summary: "Grava o número do RRT do projeto",
    description: "O número como o SICCAU o mostra (letras, números, ponto, barra ou hífen, com pelo menos 5 dígitos); nulo ou vazio apaga.",
    params: idPath,
    body: { schema: projectRrtInputSchema },
    responses: { 200: { schema: projectRrtSchema, description: "O número gravado." } },
    errors: { 422: "Número do RRT inválido." },
  }),
});

/** The studio's clause library. */
export const contractClausesApi = resource("/api/contract-clauses", "Contratos", {
  list: route({
    method: "get",
    path: "/",
    summary: "As cláusulas do escritório",
    description: "A biblioteca de cláusulas do estúdio, da mais antiga à mais nova: entram em cada contrato gerado, em \"Cláusulas do escritório\".",
    responses: { 200: { schema: contractClauseListSchema, description: "As cláusulas." } },
  }),
  create: route({
    method: "post",
    path: "/",
    summary: "Cria uma cláusula do escritório",
    body: { schema: contractClauseInputSchema },
    responses: { 201: { schema: contractClauseSchema, description: "A cláusula criada." } },
    errors: { 422: "Título ou texto vazio ou longo demais, ou a biblioteca já está cheia." },
  }),
  update: route({
    method: "put",
    path: "/{id}",
    summary: "Altera uma cláusula do escritório",
    description: "Os contratos já gerados guardam a sua própria cópia e não mudam.",
    params: idPath,
    body: { schema: contractClauseInputSchema },
    responses: { 200: { schema: contractClauseSchema, description: "A cláusula alterada." } },
  }),
  remove: route({
    method: "delete",
    path: "/{id}",
    summary: "Exclui uma cláusula do escritório",
    params: idPath,
    responses: { 204: { description: "Excluída." } },
  }),
});
