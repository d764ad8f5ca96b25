import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { compress } from "hono/compress";
import { apiRoute, apiRouter, BEARER_SECURITY, SESSION_SECURITY } from "#server/lib/openapi";
import { z } from "#domain/zod";

/** The API's base path: routers declare paths relative to it, the document shows them whole. */
const API_BASE = "/api";

const DESCRIPTION = [
  "A API do Prancheta: a mesma que o aplicativo usa.",
  "",
  "- Toda resposta de erro tem o corpo `{ error: { code, message, fields? } }`, com a mensagem em português; dados inválidos são 422 com `fields` (campo → mensagem).",
  "- A sessão é o cookie que `POST /api/auth/sign-in/email` devolve (HttpOnly); sem ela, as rotas da conta respondem 401. Dados de outra pessoa respondem 404.",
  "- Corpos em JSON (`Content-Type: application/json`, senão 415), com no máximo 32 níveis de aninhamento e o tamanho que cada rota indica (413).",
  "- Requisições que alteram dados vindas de outro site (cabeçalho `Origin`) são recusadas (403). Nenhuma resposta é guardada em cache (`Cache-Control: no-store`), exceto as imagens de `GET /api/files/{id}` (`private, no-cache` com `ETag`: o navegador pergunta de novo a cada uso).",
  "- Os nomes dos campos seguem a regra do projeto; os textos para pessoas estão em português.",
  "",
  "**API pública (`/api/v1`)**: para integrar outros sistemas, com um token do estúdio (`Authorization: Bearer prt_…`, criado em Configurações → Integrações) em vez da sessão. Token ausente, desconhecido ou revogado: 401 com `WWW-Authenticate: Bearer`; um token de leitura que tenta alterar: 403; registros de outro estúdio: 404. Listas em páginas (`?cursor=&limit=` → `{ data, nextCursor }`); cadastros aceitam `Idempotency-Key` (a mesma chave com o mesmo corpo, em até 24 horas, devolve a mesma resposta); cada token tem um limite de requisições por minuto, informado em `RateLimit-Limit`, `RateLimit-Remaining` e `RateLimit-Reset`.",
].join("\n");

/** The app whose declared routes the document shows. */
type DocumentSource = Pick<OpenAPIHono, "openAPIRegistry" | "getOpenAPI31Document">;

/** The cookie Better Auth sets (`cookiePrefix: "prancheta"`; `__Secure-` in front over HTTPS). */
const SESSION_COOKIE = "prancheta.session_token";

/**
 * The OpenAPI 3.1 document of every route declared with `apiRoute` under `api` (server/lib/openapi.ts),
 * with the paths as the browser calls them (`/api/...`).
 */
export function openApiDocument(api: DocumentSource) {
  const registry = api.openAPIRegistry;
  if (!registry.definitions.some((d) => d.type === "component" && d.componentType === "securitySchemes")) {
    registry.registerComponent("securitySchemes", SESSION_SECURITY, {
      type: "apiKey",
      in: "cookie",
      name: SESSION_COOKIE,
      description: "O cookie de sessão que o login devolve (`__Secure-prancheta.session_token` em HTTPS). O navegador o envia sozinho.",
    });
    registry.registerComponent("securitySchemes", BEARER_SECURITY, {
      type: "http",
      scheme: "bearer",
      description:
        "A API pública (`/api/v1`): um token do estúdio, criado em Configurações → Integrações, em `Authorization: Bearer prt_…`. A requisição age como o estúdio, com o acesso do token (leitura; leitura e escrita; webhooks), dentro do que o plano inclui.",
    });
  }
  const document = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: { title: "Prancheta API", version: "1", description: DESCRIPTION },
    tags: TAGS,
  });
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).map(([path, item]) => [`${API_BASE}${path}`, item]));
  // Only the resources that have routes (the Google routes, for one, exist only when configured).
  const used = new Set(Object.values(paths).flatMap((item) => Object.values(item ?? {}).flatMap((op: { tags?: string[] }) => op.tags ?? [])));
  return { ...document, tags: TAGS.filter((tag) => used.has(tag.name)), paths };
}

/** Tag names with what each resource is, in the order the reference lists them. */
const TAGS = [
  { name: "Conta", description: "A pessoa que está usando a API: sessão e dados da conta." },
  { name: "Autenticação", description: "Cadastro, login, saída e redefinição de senha (Better Auth, com as nossas regras na frente)." },
  { name: "Estúdio", description: "O estúdio ativo da sessão: equipe, papéis, convites e assentos do plano." },
  { name: "Convites", description: "O link de um convite: ver e aceitar." },
  { name: "Clientes", description: "Os clientes do estúdio." },
  { name: "Mensagens de clientes", description: "As mensagens dos clientes, as respostas sugeridas e o registro do que foi respondido." },
  { name: "Projetos", description: "Os projetos, com etapas e histórico." },
  { name: "Honorários", description: "O cálculo de honorários de cada projeto (percentual do custo da obra, custo do serviço, por m², valor fixo), por etapa e em parcelas, e o custo da hora do escritório." },
  { name: "Propostas", description: "A proposta de serviços de cada projeto, gerada dos honorários salvos, e o seu estado (rascunho, enviada, vista, aceita, recusada, expirada)." },
  { name: "Contratos", description: "O contrato de prestação de serviços de cada projeto, gerado da proposta aceita (ou dos honorários), a biblioteca de cláusulas do escritório e o número do RRT do projeto." },
  { name: "Documentos", description: "Os documentos de cada projeto (briefing, programa de necessidades…), com versões, restauração e exportação." },
  { name: "Perfil", description: "O nome da pessoa, os dados públicos e a marca do estúdio (logotipo, cor) e as preferências." },
  { name: "Arquivos", description: "Imagens enviadas (referências, apresentações): tipo conferido pelos bytes, visíveis só para o estúdio." },
  { name: "Imagens", description: "Imagens geradas por IA a partir de uma descrição: cota mensal do plano, galeria do estúdio e exclusão." },
  { name: "Apresentações", description: "Apresentações em PDF (slides 16:9) de um projeto, geradas em segundo plano." },
  { name: "Briefing do cliente", description: "O questionário que o cliente responde por um link, sem login." },
  { name: "Portal do cliente", description: "O link do portal de cada projeto, os documentos compartilhados e para assinatura, as entregas de etapa com as decisões do cliente e os PDFs assinados." },
  { name: "Portal do cliente (público)", description: "O que o cliente vê e faz pelo link do portal, sem login: etapas, cronograma de pagamento, documentos, aprovações e assinatura eletrônica simples (Lei 14.063/2020)." },
  { name: "Calendário", description: "Os eventos do estúdio, os prazos dos projetos, os arquivos ICS e o endereço de assinatura." },
  { name: "Lembretes", description: "Os lembretes pessoais: sugestão de prioridades, avisos no dia e os do dia no login." },
  { name: "Abas personalizadas", description: "As abas pessoais de cada um no estúdio: blocos de conteúdo, atalhos (só http/https) e notas." },
  { name: "Notificações", description: "Os avisos de eventos, lembretes e prazos (também enviados por e-mail)." },
  { name: "Chat", description: "O chat com a IA: perguntas, respostas e conversas." },
  { name: "Ferramentas", description: "As ferramentas de análise (zoneamento, topografia, materiais, pós-obra, sustentabilidade): o cálculo, o texto da IA em fluxo e o histórico." },
  { name: "IA", description: "O assistente de IA usado pelas ferramentas." },
  { name: "Planos", description: "Pedidos de mudança de plano." },
  { name: "Pagamentos", description: "A assinatura do plano: a compra (Pix, boleto ou cartão na página do gateway), a situação, o histórico de cobranças, o cancelamento no fim do período pago e os avisos do gateway." },
  { name: "Cobranças aos clientes", description: "A conta Asaas do próprio estúdio (a chave nunca volta), as cobranças das parcelas dos honorários ao cliente por Pix, boleto ou link, o financeiro com o CSV e os avisos (webhooks) da conta do estúdio." },
  { name: "Sugestões", description: "Sugestões, relatos de bug e elogios enviados à equipe, com a triagem." },
  { name: "Administração", description: "Para a equipe da Prancheta (ADMIN_EMAILS): liberar os planos pedidos e ler as sugestões." },
  { name: "Integrações", description: "Os tokens de API do estúdio (Configurações → Integrações): criar, listar e revogar; só o dono e os administradores." },
  { name: "API v1: Clientes", description: "API pública com token do estúdio: os clientes." },
  { name: "API v1: Projetos", description: "API pública com token do estúdio: os projetos, com etapa e terreno, a mudança de etapa, os documentos, a proposta, o contrato e as cobranças de cada projeto, e a importação de modelos BIM (IFC, plano Obra-Prima)." },
  { name: "API v1: Documentos", description: "API pública com token do estúdio: um documento com o seu conteúdo, e o seu PDF ou DOCX." },
  { name: "API v1: Orçamentos", description: "API pública com token do estúdio: os orçamentos (valores em centavos)." },
  { name: "API v1: Calendário", description: "API pública com token do estúdio: os eventos e o agendamento." },
  { name: "API v1: Cobranças", description: "API pública com token do estúdio: as cobranças do estúdio aos clientes, de todos os projetos, com a situação de cada uma." },
  { name: "Sistema", description: "Estado do servidor, configuração pública e esta documentação." },
];

/** The document's outline (the OpenAPI 3.1 specification says the rest). */
const openApiDocumentSchema = z.object({
  openapi: z.string(),
  info: z.object({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.object({})),
});

/** GET /api/openapi.json: the document, generated from the routes at each request (it is small and rarely asked for). */
export function openApiDocumentRoutes(api: DocumentSource) {
  return apiRouter().openapi(
    apiRoute({
      method: "get",
      path: "/",
      tag: "Sistema",
      summary: "Este documento OpenAPI 3.1",
      responses: { 200: { schema: openApiDocumentSchema, description: "O documento OpenAPI da API." } },
    }),
    (c) => c.json(openApiDocument(api), 200),
  );
}

/**
 * Scalar's standalone bundle, vendored (server/docs-ui/vendor/: the file, its VERSION, LICENSE and
 * what it bundles; `npm run vendor:scalar` refreshes it from the devDependency, decision 084) and
 * served from our own origin: the CSP allows only our scripts (`script-src 'self'`, no inline
 * script) and the reference must work without the internet. The URL carries the version, so it is
 * cached for a year and a new version is a new URL.
 */
const VENDOR_DIR = join(dirname(fileURLToPath(import.meta.url)), "docs-ui", "vendor");
const scalarFile = join(VENDOR_DIR, "scalar-api-reference.js");
export const SCALAR_VERSION = readFileSync(join(VENDOR_DIR, "VERSION"), "utf8").trim();
const SCALAR_PATH = `/scalar-${SCALAR_VERSION}.js`;

/**
 * Scalar's settings: nothing that calls outside our origin (no web fonts, telemetry, AI agent or
 * "try it" client with its proxy) — the CSP would refuse those calls anyway, with console errors.
 */
const SCALAR_CONFIGURATION = {
  url: `${API_BASE}/openapi.json`,
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  hideClientButton: true,
  hideTestRequestButton: true,
  showDeveloperTools: "never",
  documentDownloadType: "json",
  defaultOpenAllTags: true,
};

const escapeAttribute = (text: string) => text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * The page: no inline script — Scalar reads its settings from the data attributes of a JSON
 * `<script>` element (a data block, which the CSP does not treat as code) and our copy of its bundle.
 */
function referencePage(): string {
  return `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Prancheta API — referência</title>
    <meta name="robots" content="noindex" />
  </head>
  <body>
    <noscript>Esta referência precisa de JavaScript. O documento OpenAPI está em <a href="${API_BASE}/openapi.json">${API_BASE}/openapi.json</a>.</noscript>
    <script id="api-reference" type="application/json" data-url="${API_BASE}/openapi.json" data-configuration="${escapeAttribute(JSON.stringify(SCALAR_CONFIGURATION))}"></script>
    <script src="${API_BASE}/docs${SCALAR_PATH}"></script>
  </body>
</html>
`;
}

let scalarCode: Buffer | undefined;

/** GET /api/docs: the readable reference (Scalar), and its bundle. */
export function referenceRoutes() {
  return apiRouter()
    .openapi(
      apiRoute({
        method: "get",
        path: "/",
        tag: "Sistema",
        summary: "Esta referência, para ler no navegador",
        responses: { 200: { description: "Página HTML com a referência da API." } },
      }),
      (c) => c.html(referencePage(), 200),
    )
    .get(SCALAR_PATH, compress(), (c) => {
      // Read on first use: 3.5 MB that most processes never serve.
      scalarCode ??= readFileSync(scalarFile);
      return c.body(new Uint8Array(scalarCode), 200, {
        "Content-Type": "text/javascript; charset=utf-8",
        "Cache-Control": "public, max-age=31536000, immutable",
      });
    });
}

/** Routes outside the document on purpose: the reference page's script. */
export const UNDOCUMENTED_API_ROUTES = [`GET ${API_BASE}/docs${SCALAR_PATH}`];
