// @ts-check
// The two widths every browser test runs at: a Galaxy S8-class phone and a laptop.
export const phone = { width: 360, height: 740 };
export const desktop = { width: 1280, height: 900 };
