// fontverter ships no types; the tests use this one call.
declare module "fontverter" {
  const fontverter: {
    convert(font: Uint8Array, to: "truetype" | "woff" | "woff2" | "sfnt"): Promise<Uint8Array>;
  };
  export default fontverter;
}
