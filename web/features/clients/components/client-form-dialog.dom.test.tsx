import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { toast as sonner, Toaster } from "sonner";
import { clientInputSchema, clientSchema, type Client } from "#domain/clients.schema";
import { apiErrorBodySchema } from "#domain/errors";
import { renderPage } from "#web/test/render";
import { server } from "#web/test/msw-server";
import { ClientFormDialog } from "./client-form-dialog";

afterEach(() => {
  sonner.dismiss();
});

/** Who wrote the records: the signed-in architect. */
const ANA = { id: "u1", name: "Ana Souza" };

/** The message shown under a control (the part of its description that is an error, not the hint). */
function errorOf(label: string): string | undefined {
  const control = screen.getByLabelText(label, { exact: true });
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

const toastTitles = () => [...document.querySelectorAll('[data-sonner-toast][data-removed="false"] [data-title]')].map((t) => t.textContent);

function open(client?: Client) {
  let closed = false;
  renderPage(
    <>
      <ClientFormDialog open onOpenChange={(o) => (closed = !o)} {...(client ? { client } : {})} />
      <Toaster />
    </>,
  );
  return { closed: () => closed };
}

async function fill(fields: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(fields)) {
    const input = screen.getByLabelText(label, { exact: true });
    await user.clear(input);
    if (value) await user.type(input, value);
  }
  return user;
}

describe("client dialog: errors", () => {
  it("shows the schema's messages under their fields and sends nothing", async () => {
    let posted = 0;
    server.use(http.post("/api/clients", () => ((posted += 1), HttpResponse.json({}, { status: 500 }))));
    const dialog = open();
    const user = await fill({ Nome: " ", "E-mail": "ana@", "Telefone / WhatsApp": "123", "CPF ou CNPJ": "111.444.777-00" });
    await user.click(screen.getByRole("button", { name: "Salvar" }));

    await waitFor(() => expect(errorOf("Nome")).toBe("Informe o nome do cliente."));
    expect(errorOf("E-mail")).toBe("E-mail inválido. Confira o endereço, ex.: nome@exemplo.com.br");
    expect(errorOf("Telefone / WhatsApp")).toBe("Telefone inválido. Use DDD e número, ex.: (11) 98765-4321.");
    expect(errorOf("CPF ou CNPJ")).toBe("CPF ou CNPJ inválido: confira os números e os dígitos verificadores.");
    expect(errorOf("Endereço")).toBeUndefined();
    expect(screen.getByLabelText("Nome", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    // The first invalid field has the focus.
    expect(document.activeElement).toBe(screen.getByLabelText("Nome", { exact: true }));
    expect(posted).toBe(0);
    expect(dialog.closed()).toBe(false);
  });

  it("puts the server's 422 field messages under their inputs, keeps the dialog open, and toasts nothing", async () => {
    let sent: unknown;
    server.use(
      http.post("/api/clients", async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(
          apiErrorBodySchema.parse({
            error: {
              code: "validation_error",
              message: "Já existe um cliente com este CPF.",
              fields: { document: "Já existe um cliente com este CPF.", address: "O endereço não foi encontrado." },
            },
          }),
          { status: 422 },
        );
      }),
    );
    const dialog = open();
    const user = await fill({ Nome: "  Ana Júlia ", "Telefone / WhatsApp": "(11) 98765-4321", "CPF ou CNPJ": "529.982.247-25", Endereço: "Rua A, 1" });
    await user.click(screen.getByRole("button", { name: "Salvar" }));

    await waitFor(() => expect(errorOf("CPF ou CNPJ")).toBe("Já existe um cliente com este CPF."));
    expect(errorOf("Endereço")).toBe("O endereço não foi encontrado.");
    expect(errorOf("Nome")).toBeUndefined();
    expect(document.activeElement).toBe(screen.getByLabelText("CPF ou CNPJ", { exact: true }));
    // What went out is the schema's output: English keys, normalised values.
    expect(sent).toEqual(
      clientInputSchema.parse({ name: "Ana Júlia", email: "", phone: "(11) 98765-4321", document: "529.982.247-25", address: "Rua A, 1", notes: "" }),
    );
    expect(sent).toMatchObject({ name: "Ana Júlia", phone: "+5511987654321", document: "52998224725", email: null });
    expect(dialog.closed()).toBe(false);
    expect(toastTitles()).toEqual([]);

    // Fixing the field and saving again clears the server's message.
    server.use(
      http.post("/api/clients", async ({ request }) => {
        const body = clientInputSchema.parse(await request.json());
        const now = new Date().toISOString();
        return HttpResponse.json(
          clientSchema.parse({ id: crypto.randomUUID(), ...body, documentType: "cpf", kind: null,
      addressForm: null,
      createdAt: now, updatedAt: now, createdBy: ANA, updatedBy: ANA }),
          { status: 201 },
        );
      }),
    );
    await fill({ "CPF ou CNPJ": "111.444.777-35" });
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(dialog.closed()).toBe(true));
    expect(toastTitles()).toEqual(["Cliente adicionado"]);
  });

  it("an edit sends only the fields changed here (a cleared one as null)", async () => {
    let patch: unknown;
    const existing = clientSchema.parse({
      id: crypto.randomUUID(),
      name: "Bia",
      email: "bia@exemplo.com",
      phone: "+5511987654321",
      document: null,
      documentType: null,
      address: "Rua B, 2",
      notes: null,
      kind: null,
      addressForm: null,
      createdAt: new Date().toISOString(),
      updatedAt: new Date().toISOString(),
      createdBy: ANA,
      updatedBy: ANA,
    });
    server.use(
      http.patch("/api/clients/:id", async ({ request }) => {
        patch = await request.json();
        return HttpResponse.json(clientSchema.parse({ ...existing, name: "Beatriz", address: null }));
      }),
    );
    const dialog = open(existing);
    expect(screen.getByLabelText<HTMLInputElement>("Telefone / WhatsApp").value).toBe("(11) 98765-4321");
    const user = await fill({ Nome: "Beatriz", Endereço: "" });
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(dialog.closed()).toBe(true));
    expect(patch).toEqual({ name: "Beatriz", address: null });
    expect(toastTitles()).toEqual(["Cliente atualizado"]);
  });

  it("an error that is not about fields is a toast with the server's message", async () => {
    server.use(
      http.patch("/api/clients/:id", () =>
        HttpResponse.json(apiErrorBodySchema.parse({ error: { code: "not_found", message: "Cliente não encontrado." } }), { status: 404 }),
      ),
    );
    const now = new Date().toISOString();
    const existing = clientSchema.parse({
      id: crypto.randomUUID(),
      name: "Bia",
      email: null,
      phone: null,
      document: null,
      documentType: null,
      address: null,
      notes: null,
      kind: null,
      addressForm: null,
      createdAt: now,
      updatedAt: now,
      createdBy: ANA,
      updatedBy: ANA,
    });
    open(existing);
    const user = await fill({ Nome: "Beatriz" });
    await user.click(screen.getByRole("button", { name: "Salvar" }));
    await waitFor(() => expect(toastTitles()).toEqual(["Não foi possível salvar o cliente"]));
    expect(screen.getByText("Cliente não encontrado.")).toBeTruthy();
  });
});

describe("client dialog: lifecycle", () => {
  const now = new Date().toISOString();
  const existing = clientSchema.parse({
    id: crypto.randomUUID(),
    name: "Bia",
    email: null,
    phone: null,
    document: null,
    documentType: null,
    address: null,
    notes: null,
    kind: "pessoa_feminina",
    addressForm: null,
    createdAt: now,
    updatedAt: now,
    createdBy: null,
    updatedBy: null,
  });

  /** The dialog on a client's page: the client comes from a query that can refetch while it is open. */
  function ClientPage({ control }: { control: (setClient: (c: Client) => void, setOpen: (o: boolean) => void) => void }) {
    const [client, setClient] = useState(existing);
    const [open, setOpen] = useState(true);
    control(setClient, setOpen);
    return <ClientFormDialog open={open} onOpenChange={setOpen} client={client} />;
  }

  it("keeps the typing when the client is refetched while open, and the next opening starts from its current values", async () => {
    let setClient!: (c: Client) => void;
    let setOpen!: (o: boolean) => void;
    renderPage(<ClientPage control={(c, o) => ((setClient = c), (setOpen = o))} />);
    await fill({ Nome: "Beatriz" });

    // Another tab changed the notes: the detail query refetches and hands a new object.
    const refetched = clientSchema.parse({ ...existing, notes: "Prefere contato por e-mail.", updatedAt: new Date(Date.now() + 1000).toISOString() });
    act(() => setClient(refetched));
    expect(screen.getByLabelText<HTMLInputElement>("Nome").value).toBe("Beatriz");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Observações").value).toBe("");

    act(() => setOpen(false));
    await waitFor(() => expect(screen.queryByLabelText("Nome")).toBeNull());
    act(() => setOpen(true));
    expect((await screen.findByLabelText<HTMLInputElement>("Nome")).value).toBe("Bia");
    expect(screen.getByLabelText<HTMLTextAreaElement>("Observações").value).toBe("Prefere contato por e-mail.");
  });
});
