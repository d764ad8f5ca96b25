import { describe, expect, it } from "vitest";
import { jsonDepthExceeds, jsonShape, jsonShapeProblem, MAX_JSON_DEPTH, MAX_JSON_OBJECT_KEYS } from "./json-depth";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + "1" + "}".repeat(depth);

describe("jsonDepthExceeds", () => {
  it("allows the limit and refuses one level more, for arrays and objects alike", () => {
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(nestedObjects(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonDepthExceeds(nestedObjects(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonDepthExceeds(`{"a":[{"b":[1,2,{"c":null}]}]}`, 5)).toBe(false);
    expect(jsonDepthExceeds(`{"a":[{"b":[1,2,{"c":null}]}]}`, 4)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    const inString = JSON.stringify({ texto: "[[[[{{{{ \"[[[[\" \\ ]]]]" + "[".repeat(1000) });
    expect(jsonDepthExceeds(inString, 1)).toBe(false);
    // A string ending in an escaped backslash closes normally.
    expect(jsonDepthExceeds(`["a\\\\", [[1]]]`, 2)).toBe(true);
    expect(jsonDepthExceeds(`["a\\\\", [[1]]]`, 3)).toBe(false);
  });

  it("stops at the first level too many in a 6,000-level body", () => {
    expect(jsonDepthExceeds(nested(6_000))).toBe(true);
    expect(jsonDepthExceeds(nestedObjects(8_000))).toBe(true);
  });

  it("counts a flat body of any size as depth 1", () => {
    expect(jsonDepthExceeds(JSON.stringify(Array.from({ length: 50_000 }, (_, i) => i)), 1)).toBe(false);
  });

  it("refuses one object of more than 1,000 members, not 1,000 small objects or colons in strings", () => {
    const keys = (n: number) => JSON.stringify(Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, 0])));
    expect(MAX_JSON_OBJECT_KEYS).toBe(1_000);
    expect(jsonShapeProblem(keys(1_000))).toBeNull();
    expect(jsonShapeProblem(keys(1_001))).toBe("keys");
    expect(jsonShapeProblem(JSON.stringify({ respostas: JSON.parse(keys(11_500)) as unknown }))).toBe("keys");
    expect(jsonShapeProblem(JSON.stringify(Array.from({ length: 5_000 }, () => ({ text: "a", bold: true }))))).toBeNull();
    expect(jsonShapeProblem(JSON.stringify({ a: "x:".repeat(5_000), b: [["a:b"]] }))).toBeNull();
    // Members of an object nested in an array are counted apart from the array's items.
    expect(jsonShapeProblem(`[${"1,".repeat(3_000)}{"a":1}]`)).toBeNull();
    expect(jsonShapeProblem(`{"x":[${"[1],".repeat(2_000)}1],"y":2}`)).toBeNull();
  });
});

describe("jsonShape", () => {
  it("counts the arrays and objects outside strings in the same pass", () => {
    expect(jsonShape(`{"a":[{"b":"[{"},{}],"c":{}}`)).toEqual({ problem: null, containers: 5 });
    expect(jsonShape(JSON.stringify(Array.from({ length: 300 }, () => ({ text: "" }))))).toEqual({ problem: null, containers: 301 });
  });
});
