import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { IFC_EXPORT_HELP } from "#domain/ifc";
import { AppError } from "#server/lib/errors";
import { readIfc } from "./ifc-reader";

/** R-BIM-2: what the reader takes from an IFC model, checked against areas written by hand. */

const HOUSE = new URL("../../../../test-support/ifc/casa-dois-pavimentos.ifc", import.meta.url);
const bytes = (text: string) => new TextEncoder().encode(text);

async function refusal(run: () => Promise<unknown>): Promise<AppError> {
  try {
    await run();
  } catch (e) {
    if (e instanceof AppError) return e;
    throw e;
  }
  throw new Error("o arquivo foi aceito");
}

describe("the two-storey house (test-support/ifc)", () => {
  it("gives its storeys by elevation, with their gross areas, and every room with its net area", async () => {
    const model = await readIfc(new Uint8Array(readFileSync(HOUSE)));
    expect(model.schema).toBe("IFC4");
    // Térreo at 0 mm, Superior at 3000 mm: the file's length unit is the millimetre.
    expect(model.storeys).toEqual([
      { name: "Térreo", elevation: 0, grossArea: 55, grossOrigin: "quantidade" },
      { name: "Superior", elevation: 3, grossArea: 40, grossOrigin: "quantidade" },
    ]);
    // Sala has NetFloorArea 20 and GrossFloorArea 21,6: the net one is the room's.
    expect(model.spaces.map((s) => [s.storey, s.name, s.number, s.area, s.areaOrigin])).toEqual([
      ["Térreo", "Sala", "01", 20, "NetFloorArea"],
      ["Térreo", "Cozinha", "02", 12.5, "NetFloorArea"],
      ["Térreo", "Garagem", "03", 15, "NetFloorArea"],
      ["Superior", "Quarto", "04", 12, "NetFloorArea"],
      ["Superior", "Quarto", "05", 12, "NetFloorArea"],
      ["Superior", "Banheiro", "06", 4.5, "NetFloorArea"],
      ["Superior", "Varanda", "07", 6, "NetFloorArea"],
    ]);
    // By hand: 20 + 12,5 + 15 + 2 × 12 + 4,5 + 6 = 82 m² of rooms.
    expect(model.spaces.reduce((sum, s) => sum + s.area!, 0)).toBe(82);
  });
});

/** An IFC2X3 file as older exporters write it: spaces contained, areas as properties, no storey quantities. */
const IFC2X3 = `ISO-10303-21;
HEADER;FILE_DESCRIPTION((''),'2;1');FILE_NAME('a.ifc','',(''),(''),'','','');FILE_SCHEMA(('IFC2X3'));ENDSEC;
DATA;
#1=IFCPROJECT('p',$,'Edif\\X2\\00ED\\X0\\cio',$,$,$,$,$,#2);
#2=IFCUNITASSIGNMENT((#3,#4));
#3=IFCSIUNIT(*,.LENGTHUNIT.,.CENTI.,.METRE.);
#4=IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.);
#10=IFCBUILDINGSTOREY('s',$,$,$,$,$,$,'1\\X\\BA pavimento',.ELEMENT.,280.);
#20=IFCSPACE('a',$,'Lavanderia',$,$,$,$,$,.ELEMENT.,.INTERNAL.,$);
#21=IFCSPACE('b',$,'D''ep\\X2\\00F3\\X0\\sito',$,$,$,$,$,.ELEMENT.,.INTERNAL.,$);
#22=IFCSPACE('c',$,'Hall',$,$,$,$,$,.ELEMENT.,.INTERNAL.,$);
#30=IFCRELCONTAINEDINSPATIALSTRUCTURE('r',$,$,$,(#20,#21,#22),#10);
#40=IFCPROPERTYSINGLEVALUE('Area',$,IFCAREAMEASURE(5.25),$);
#41=IFCPROPERTYSINGLEVALUE('Perimeter',$,IFCLENGTHMEASURE(920.),$);
#42=IFCPROPERTYSET('ps',$,'PSet_Revit_Dimensions',$,(#41,#40));
#43=IFCRELDEFINESBYPROPERTIES('rp',$,$,$,(#20),#42);
#50=IFCPROPERTYSINGLEVALUE('Area',$,IFCREAL(3.),$);
#51=IFCPROPERTYSET('ps2',$,'Outros',$,(#50));
#52=IFCRELDEFINESBYPROPERTIES('rp2',$,$,$,(#21),#51);
#60=IFCQUANTITYAREA('GrossFloorArea',$,$,7.5);
#61=IFCELEMENTQUANTITY('q',$,'BaseQuantities',$,$,(#60));
#62=IFCRELDEFINESBYPROPERTIES('rq',$,$,$,(#22),#61);
ENDSEC;
END-ISO-10303-21;
`;

describe("an IFC2X3 model", () => {
  it("reads contained spaces, an area property, GrossFloorArea when there is no net area, and sums the storey", async () => {
    const model = await readIfc(bytes(IFC2X3));
    expect(model.schema).toBe("IFC2X3");
    // 280 cm; the storey has no Name, so its LongName ("1º pavimento", \X\BA is º).
    expect(model.storeys).toEqual([{ name: "1º pavimento", elevation: 2.8, grossArea: 12.75, grossOrigin: "soma dos ambientes" }]);
    expect(model.spaces).toEqual([
      { name: "Lavanderia", number: null, storey: "1º pavimento", area: 5.25, areaOrigin: "propriedade" },
      // An "Area" that is not typed as an area measure is not trusted: área não informada no modelo.
      { name: "D'epósito", number: null, storey: "1º pavimento", area: null, areaOrigin: null },
      { name: "Hall", number: null, storey: "1º pavimento", area: 7.5, areaOrigin: "GrossFloorArea" },
    ]);
  });
});

describe("a file that is not a readable IFC is a 422 naming how to export one", () => {
  const house = readFileSync(HOUSE, "utf8");
  it.each([
    ["a text file", bytes("x;y;z\n0;0;1\n")],
    ["a PDF", bytes("%PDF-1.7\n%âãÏÓ\n")],
    ["a binary file", new Uint8Array([0x00, 0x01, 0x02, 0x49, 0x46, 0x43])],
    ["an .ifczip", new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00])],
    ["a model cut in the middle of a line", bytes(house.slice(0, house.indexOf("#103=") + 30))],
    ["a model cut at the end of a line", bytes(house.slice(0, house.indexOf("#103=")))],
    ["a string left open", bytes(house.replace("'Cozinha',", "'Cozinha,"))],
    ["another STEP schema", bytes(house.replace("FILE_SCHEMA(('IFC4'))", "FILE_SCHEMA(('CIS2'))"))],
    ["a header without DATA", bytes("ISO-10303-21;\nHEADER;\nFILE_SCHEMA(('IFC4'));\nENDSEC;\n")],
  ])("%s", async (_, file) => {
    const error = await refusal(() => readIfc(file));
    expect(error.status).toBe(422);
    expect(error.fields?.file).toContain(IFC_EXPORT_HELP);
    expect(error.fields?.file).toContain("Exporte o modelo em IFC 2x3 ou IFC4 (Revit: Arquivo → Exportar → IFC");
  });

  it("a model without rooms says to create them", async () => {
    const noRooms = readFileSync(HOUSE, "utf8").replace(/^#1\d\d=IFCSPACE.*$/gm, "");
    const error = await refusal(() => readIfc(bytes(noRooms)));
    expect(error.status).toBe(422);
    expect(error.message).toMatch(/não tem ambientes \(IfcSpace\)/);
  });
});
