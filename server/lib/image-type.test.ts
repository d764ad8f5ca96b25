import { describe, expect, it } from "vitest";
import { imageTypeOf } from "#server/lib/image-type";
import { JPEG_1X1, PNG_1X1, WEBP_1X1 } from "#server/test/images";

const text = (s: string) => new TextEncoder().encode(s);

describe("imageTypeOf (R-FILE-1: the type by the first bytes)", () => {
  it("recognises PNG, JPEG and WebP", () => {
    expect(imageTypeOf(PNG_1X1)).toBe("image/png");
    expect(imageTypeOf(JPEG_1X1)).toBe("image/jpeg");
    expect(imageTypeOf(WEBP_1X1)).toBe("image/webp");
  });

  it("refuses text, SVG, HTML, GIF, PDF, other RIFF files and truncated signatures", () => {
    const refused = [
      text("isto não é uma imagem, mesmo chamado foto.png"),
      text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      text("<!doctype html><html><body>oi</body></html>"),
      text("GIF89a\u0001\u0000\u0001\u0000"),
      text("%PDF-1.7\n"),
      text("RIFF\u0000\u0000\u0000\u0000WAVEfmt "),
      text("RIFF\u0000\u0000\u0000\u0000WEBPxxxx"),
      PNG_1X1.slice(0, 8),
      JPEG_1X1.slice(0, 2),
      new Uint8Array(),
    ];
    for (const bytes of refused) expect(imageTypeOf(bytes), new TextDecoder().decode(bytes.slice(0, 20))).toBeNull();
  });
});
