/**
 * A deterministic survey file as a topographer exports it (pt-BR CSV, "ponto;E;N;cota;descricao"
 * with decimal commas, UTM coordinates): a hill, a valley and a tilt over 250 × 200 m with ±5 cm
 * of noise (a Park–Miller generator, so every call gives the same file). 50.000 points — the
 * upload's limit — make about 1,9 MB. Used by the topography tests and bench/topography.ts.
 */
export function surveyCsv(points: number): string {
  let seed = 20_240_611;
  const random = () => (seed = (seed * 16_807) % 2_147_483_647) / 2_147_483_647;
  const lines = ["ponto;E;N;cota;descricao"];
  for (let i = 0; i < points; i++) {
    const x = random() * 250;
    const y = random() * 200;
    const z = 760 + 12 * Math.exp(-((x - 80) ** 2 + (y - 120) ** 2) / 3_000) - 6 * Math.exp(-((x - 190) ** 2 + (y - 50) ** 2) / 2_000) + 0.04 * x + (random() - 0.5) * 0.1;
    const pt = (n: number, d: number) => n.toFixed(d).replace(".", ",");
    lines.push(`${i + 1};${pt(333_000 + x, 3)};${pt(7_395_000 + y, 3)};${pt(z, 3)};${i % 50 === 0 ? "MURO" : "TN"}`);
  }
  return lines.join("\n");
}
