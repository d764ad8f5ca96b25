import { useState } from "react";
import { describe, expect, it } from "vitest";
import { act, render, screen } from "@testing-library/react";
import { z } from "#domain/zod";
import { Input } from "#web/components/ui/input";
import { ApiError } from "#web/lib/api";
import { applyServerErrors } from "./errors";
import { Field } from "./field";
import { useZodForm, type ZodForm } from "./use-zod-form";

const schema = z.object({ name: z.string(), status: z.string(), plot: z.object({ city: z.string() }) });

/**
 * A form that holds `status` (a default value) but never shows it, as the project form keeps the
 * status while creating; `plot.city` is shown until "Ocultar cidade" takes it off the screen.
 */
function HiddenValueForm({ onForm }: { onForm: (form: ZodForm<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { name: "", status: "em-andamento", plot: { city: "" } } });
  const [showCity, setShowCity] = useState(true);
  onForm(form);
  return (
    <form>
      <Field control={form.control} name="name" label="Nome">
        {(p) => <Input {...p} />}
      </Field>
      {showCity ? (
        <Field control={form.control} name="plot.city" label="Cidade">
          {(p) => <Input {...p} />}
        </Field>
      ) : null}
      <button type="button" onClick={() => setShowCity(false)}>
        Ocultar cidade
      </button>
    </form>
  );
}

function setup() {
  let form!: ZodForm<typeof schema>;
  render(<HiddenValueForm onForm={(f) => (form = f)} />);
  /** What applyServerErrors says of a 422 with these fields. */
  const apply = (fields: Record<string, string>) => {
    let placed = false;
    act(() => {
      placed = applyServerErrors(form, new ApiError(422, "validation_error", "Verifique os dados.", fields));
    });
    return placed;
  };
  return { apply, form: () => form };
}

/** The message shown under a control (the part of its description that is an error). */
function errorOf(label: string): string | undefined {
  const ids = screen.getByLabelText(label).getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.filter((id) => id.endsWith("-error")).map((id) => document.getElementById(id)?.textContent)[0] ?? undefined;
}

describe("applyServerErrors", () => {
  it("places the messages of fields on screen, nested ones too, and says so", () => {
    const { apply } = setup();
    expect(apply({ name: "Nome já usado.", "plot.city": "Cidade desconhecida." })).toBe(true);
    expect(errorOf("Nome")).toBe("Nome já usado.");
    expect(errorOf("Cidade")).toBe("Cidade desconhecida.");
    expect(document.activeElement).toBe(screen.getByLabelText("Nome"));
  });

  it("leaves a message for a value the form holds but does not show to the caller's toast", () => {
    const { apply, form } = setup();
    expect(apply({ status: "Situação inválida." })).toBe(false);
    expect(form().getFieldState("status").error).toBeUndefined();
    expect(screen.queryByText("Situação inválida.")).toBeNull();
  });

  it("places what it can but still asks for the toast when one message has no input", () => {
    const { apply } = setup();
    expect(apply({ name: "Nome já usado.", status: "Situação inválida.", _: "Regra do formulário." })).toBe(false);
    expect(errorOf("Nome")).toBe("Nome já usado.");
  });

  it("counts a field whose input was taken off the screen as not shown", async () => {
    const { apply } = setup();
    await act(async () => screen.getByRole("button", { name: "Ocultar cidade" }).click());
    expect(screen.queryByLabelText("Cidade")).toBeNull();
    expect(apply({ "plot.city": "Cidade desconhecida." })).toBe(false);
  });

  it("asks for the toast for an error that is not a 422 with fields", () => {
    const { apply } = setup();
    expect(apply({})).toBe(false);
  });
});
