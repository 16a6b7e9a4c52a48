/**
 * SSIM (Wang et al., 2004) of two RGB pictures of the same size, on their luma (BT.601), over 8 × 8 windows
 * four pixels apart: 1 for identical pictures, lower as structure is lost. Small and dependency-free, for
 * measuring what an encoder's quality setting costs the eye (scripts/photos/choose-quality.js).
 * @param {Uint8Array} a
 * @param {Uint8Array} b
 * @param {number} width
 * @param {number} height
 */
export function ssim(a, b, width, height) {
  if (a.length !== width * height * 3 || b.length !== a.length) throw new Error("ssim: two RGB pictures of one size");
  const luma = (/** @type {Uint8Array} */ rgb) => {
    const out = new Float64Array(width * height);
    for (let i = 0; i < out.length; i++) out[i] = 0.299 * rgb[i * 3] + 0.587 * rgb[i * 3 + 1] + 0.114 * rgb[i * 3 + 2];
    return out;
  };
  const x = luma(a);
  const y = luma(b);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  const window = 8;
  let total = 0;
  let count = 0;
  for (let top = 0; top + window <= height; top += 4) {
    for (let left = 0; left + window <= width; left += 4) {
      let sx = 0,
        sy = 0,
        sxx = 0,
        syy = 0,
        sxy = 0;
      for (let j = top; j < top + window; j++) {
        for (let i = left; i < left + window; i++) {
          const p = x[j * width + i];
          const q = y[j * width + i];
          sx += p;
          sy += q;
          sxx += p * p;
          syy += q * q;
          sxy += p * q;
        }
      }
      const n = window * window;
      const mx = sx / n;
      const my = sy / n;
      const vx = sxx / n - mx * mx;
      const vy = syy / n - my * my;
      const cov = sxy / n - mx * my;
      total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (vx + vy + c2));
      count++;
    }
  }
  return total / count;
}
