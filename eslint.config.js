// @ts-check
import { readdirSync, existsSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import imports from "./eslint-rules/imports.js";
import plural from "./eslint-rules/plural.js";
import serviceSignature from "./eslint-rules/service-signature.js";
import answerCasts from "./eslint-rules/answer-casts.js";
import formParses from "./eslint-rules/form-parses.js";
import globals from "globals";

const featuresOf = (dir) =>
  existsSync(dir) ? readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

/** A feature may not reach into another feature: what two features share moves down to lib/ or domain/. */
const featureZones = (side) =>
  featuresOf(`${side}/features`).map((feature) => ({
    target: `${side}/features/${feature}/`,
    from: [`${side}/features/`],
    except: [`${side}/features/${feature}/`],
    message: "Uma feature não importa outra: mova o que é compartilhado para lib/ ou domain/.",
  }));

const PARENT_IMPORTS = { group: ["../*", "../**"], message: "Use o alias (#domain/…, #server/…, #web/…) em vez de ../" };

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "server/docs-ui/vendor/**", "data/**", ".cluster/**", "test-results/**", "playwright-report/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { prancheta: { rules: { ...imports.rules, ...plural.rules, ...serviceSignature.rules, ...answerCasts.rules, ...formParses.rules } } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "prancheta/no-cycle": "error",
      "prancheta/boundaries": [
        "error",
        {
          zones: [
            { target: "domain/", from: ["server/", "web/", "lib/", "e2e/", "bench/"], message: "domain/ é TypeScript puro (sem I/O): não importa server/, web/ nem lib/." },
            { target: "lib/", from: ["server/", "web/", "e2e/", "bench/"], message: "lib/ (código de rede usado pelos dois lados) importa só domain/." },
            { target: "web/", from: ["server/"], message: "web/ nunca importa o server/ (segredos e código de servidor ficam fora do bundle)." },
            { target: "server/", from: ["web/"], message: "server/ não importa web/." },
            { target: "web/components/", from: ["web/features/", "web/app/"], message: "components/ ficam abaixo das features." },
            { target: "web/lib/", from: ["web/features/", "web/app/"], message: "lib/ fica abaixo das features." },
            { target: "web/api/", from: ["web/features/", "web/app/", "web/components/"], message: "web/api/ (os dados de cada recurso, decisão 088) fica abaixo das features e dos componentes." },
            { target: "web/lib/", from: ["web/api/"], message: "lib/ fica abaixo de web/api/." },
            { target: "web/features/", from: ["web/app/"], message: "features não importam app/ (app/ monta as features)." },
            { target: "server/features/", from: ["server/app.ts"], message: "features não importam app.ts." },
            ...featureZones("web"),
            ...featureZones("server"),
          ],
        },
      ],
    },
  },
  {
    // Type-aware rules: a promise nobody awaits or catches hides a failure from the user
    // (a swallowed stop request, a handler whose rejection nobody sees).
    files: ["**/*.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
    },
  },
  {
    // Every control has an accessible name; static checks here, the e2e specs find controls by role and name.
    files: ["web/**/*.tsx"],
    ...jsxA11y.configs.recommended,
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "no-restricted-globals": ["error", { name: "process", message: "O navegador não tem process.env: configurações públicas vêm de /api/public-config." }],
    },
  },
  {
    // Another folder is reached through a package.json alias (#domain/…, #web/…), never a ../ chain.
    files: ["**/*.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [PARENT_IMPORTS] }] },
  },
  {
    // One zod for schemas: domain/zod.ts installs the pt-BR messages before any schema exists.
    files: ["server/**/*.ts", "domain/**/*.ts", "web/**/*.{ts,tsx}", "scripts/**/*.ts"],
    ignores: ["domain/zod.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "zod", allowTypeImports: true, message: "Importe z de #domain/zod (mensagens do zod em pt-BR)." }],
          patterns: [PARENT_IMPORTS],
        },
      ],
    },
  },
  {
    // A route validates, calls its feature's service and answers; only services query the database,
    // so studio scoping lives in one layer (decision 087).
    files: ["server/**/*.routes.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "zod", allowTypeImports: true, message: "Importe z de #domain/zod (mensagens do zod em pt-BR)." },
            { name: "drizzle-orm", message: "Rotas não consultam o banco: chame o serviço da feature." },
          ],
          patterns: [PARENT_IMPORTS, { group: ["#server/db/schema", "#server/db/schema/*"], message: "Rotas não consultam o banco: chame o serviço da feature." }],
        },
      ],
    },
  },
  {
    // The web reaches the API only through the typed client over domain/contracts (`call`, `hrefOf`;
    // decision 088): no path built as a string. Only Better Auth's own routes (/api/auth) stay on
    // `request(`: the library answers them, so they are not in app.routes to declare a contract for.
    files: ["web/**/*.{ts,tsx}"],
    ignores: [
      "**/*.test.{ts,tsx}",
      "web/lib/api.ts",
      "web/features/auth/api/*.ts",
    ],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "ImportDeclaration[source.value='#web/lib/api'] > ImportSpecifier[imported.name=/^(request|noContent)$/]",
          message: "Chame a API pelo cliente tipado (call/hrefOf de #web/lib/api) com o contrato de domain/contracts (decisão 088), em web/api/<recurso>.ts.",
        },
        {
          selector: "CallExpression[callee.name='request']",
          message: "Chame a API pelo cliente tipado (call/hrefOf de #web/lib/api) com o contrato de domain/contracts (decisão 088), em web/api/<recurso>.ts.",
        },
      ],
    },
  },
  {
    // Counts of words go through plural() of domain/addressing.ts (R-CLIENT-3), one way everywhere a person reads.
    files: ["server/**/*.{ts,tsx}", "domain/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "server/test/**", "domain/addressing.ts"],
    rules: { "prancheta/one-plural": "error" },
  },
  {
    // A feature service takes one object, { db, scope, …input } (decision 087); the files not yet
    // converted are listed in the rule itself (eslint-rules/service-signature.js).
    files: ["server/features/**/*.service.ts"],
    rules: { "prancheta/one-service-signature": "error" },
  },
  {
    // One form pattern (decision 041): a web form validates through useZodForm, not its own
    // safeParse; the parses that are not forms are listed in the rule (eslint-rules/form-parses.js).
    files: ["web/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}", "web/components/form/**", "web/test/**"],
    rules: { "prancheta/one-form-pattern": "error" },
  },
  {
    // Server tests read API answers through the contracts (TestClient.call/answer) or a schema
    // (read, errorOf), never a cast of `res.json()` (decision 088; eslint-rules/answer-casts.js).
    files: ["server/**/*.test.ts", "server/test/**/*.ts"],
    rules: { "prancheta/no-answer-casts": "error" },
  },
  {
    files: ["server/**/*.ts", "domain/**/*.ts", "web/**/*.{ts,tsx}"],
    ignores: ["server/config.ts", "**/*.test.ts", "server/test/**"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Só server/config.ts lê process.env." }],
    },
  },
);
