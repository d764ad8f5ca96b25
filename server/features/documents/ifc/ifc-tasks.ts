import type { IfcModel } from "#domain/ifc";
import { readIfc } from "./ifc-reader";

/** The IFC pool's task (ifc.ts, decision 066): the model of an uploaded file's bytes, or a pt-BR 422. */
export function readIfcFile({ bytes }: { bytes: Uint8Array }): Promise<IfcModel> {
  return readIfc(bytes);
}
