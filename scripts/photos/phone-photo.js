// A phone photo of a building site, made from a seed: sky, sand, a steel
// building with corrugated cladding, a fence, clutter, shadows and sensor
// noise. It stands in for the owner's photos in the photo fixture and in the
// quality measurement: never downloaded, never committed. It compresses the way
// a phone photo does, not as a flat drawing: at 800 × 600 its AVIF at sharp's
// default quality weighs about what a real 4032 × 3024 phone photo's does
// (50–60 kB), because it has texture at every scale and hard edges.
import sharp from "sharp";

/** A small, fast, seeded random number generator (mulberry32): the same seed, the same photo. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Value noise of several octaves over the picture, in [0, 1): texture at every scale, like sand, dust and clouds.
 * @param {number} width
 * @param {number} height
 * @param {() => number} next
 * @param {number} cell the largest octave's cell, px
 * @param {number} octaves
 */
function fractalNoise(width, height, next, cell, octaves) {
  const out = new Float32Array(width * height);
  let amplitude = 1;
  let total = 0;
  for (let o = 0; o < octaves; o++, cell /= 2, amplitude *= 0.55) {
    const size = Math.max(2, cell);
    const cols = Math.ceil(width / size) + 2;
    const rows = Math.ceil(height / size) + 2;
    const lattice = Float32Array.from({ length: cols * rows }, next);
    for (let y = 0; y < height; y++) {
      const gy = y / size;
      const y0 = Math.floor(gy);
      const fy = gy - y0;
      const sy = fy * fy * (3 - 2 * fy);
      for (let x = 0; x < width; x++) {
        const gx = x / size;
        const x0 = Math.floor(gx);
        const fx = gx - x0;
        const sx = fx * fx * (3 - 2 * fx);
        const i = y0 * cols + x0;
        const top = lattice[i] + (lattice[i + 1] - lattice[i]) * sx;
        const bottom = lattice[i + cols] + (lattice[i + cols + 1] - lattice[i + cols]) * sx;
        out[y * width + x] += (top + (bottom - top) * sy) * amplitude;
      }
    }
    total += amplitude;
  }
  for (let i = 0; i < out.length; i++) out[i] /= total;
  return out;
}

/**
 * The photo's pixels, RGB, 8 bits each.
 * @param {{ seed: number, width?: number, height?: number }} options
 */
export function phonePhotoPixels({ seed, width = 1600, height = 1200 }) {
  const next = random(seed);
  const pick = (/** @type {number} */ low, /** @type {number} */ high) => low + (high - low) * next();
  const rgb = new Uint8Array(width * height * 3);
  const grain = fractalNoise(width, height, next, width / 6, 5);
  const clouds = fractalNoise(width, height, next, width / 3, 4);
  // Fine detail, a few pixels across: gravel, dust, the grain of paint. It is what makes a photo heavy.
  const detail = fractalNoise(width, height, next, 3, 2);
  const horizon = Math.round(height * pick(0.35, 0.55));
  // The building: a box with vertical corrugation, a darker roof band, a door and a shadow on the sand.
  const left = Math.round(width * pick(0.05, 0.35));
  const right = Math.round(width * pick(0.6, 0.95));
  const roof = Math.round(horizon - height * pick(0.12, 0.3));
  const ground = Math.round(horizon + height * pick(0.1, 0.2));
  const rib = pick(10, 22);
  const wall = [pick(150, 215), pick(150, 210), pick(150, 205)];
  const trim = [pick(90, 160), pick(40, 80), pick(30, 70)];
  const doorLeft = Math.round(left + (right - left) * pick(0.2, 0.6));
  const doorRight = doorLeft + Math.round((right - left) * pick(0.12, 0.25));
  const doorTop = Math.round(roof + (ground - roof) * pick(0.25, 0.45));
  const posts = Math.round(pick(8, 20));
  // Clutter on the ground: pallets, pipes and stones as small boxes.
  const boxes = Array.from({ length: 160 }, () => {
    const x = Math.round(pick(0, width));
    const y = Math.round(pick(ground, height));
    const size = pick(8, 60) * (1 + (y - ground) / (height - ground));
    const shade = pick(40, 200);
    return { x, y, w: Math.round(size * pick(1, 3)), h: Math.round(size), shade };
  });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const g = grain[i];
      const d = detail[i] - 0.5;
      let r;
      let gr;
      let b;
      if (y < horizon) {
        // Sky: a gradient with haze and clouds.
        const t = y / horizon;
        const c = Math.max(0, clouds[i] - 0.45) * 2.2;
        r = 90 + 90 * t + 150 * c + 6 * d;
        gr = 140 + 70 * t + 110 * c;
        b = 200 + 40 * t + 50 * c;
      } else {
        // Sand: warm, textured at every scale, lighter far away.
        const depth = (y - horizon) / (height - horizon);
        const texture = 70 * (g - 0.5) + DETAIL * 1.6 * d * (0.6 + depth);
        r = 200 - 40 * depth + texture;
        gr = 170 - 40 * depth + texture * 0.93;
        b = 125 - 30 * depth + texture * 0.8;
      }
      if (x >= left && x < right && y >= roof && y < ground) {
        // Corrugated cladding: ribs shaded by the sun, dust in the grooves.
        const phase = ((x - left) % rib) / rib;
        const light = 0.75 + 0.35 * Math.cos(phase * 2 * Math.PI) + 0.25 * (g - 0.5) + (DETAIL / 150) * d;
        const band = y < roof + (ground - roof) * 0.12;
        const colour = band ? trim : wall;
        r = colour[0] * light;
        gr = colour[1] * light;
        b = colour[2] * light;
        if (x >= doorLeft && x < doorRight && y >= doorTop) {
          // A shutter door: horizontal slats.
          const slat = 0.8 + 0.2 * Math.sin(y / 3);
          r = 120 * slat + 30 * g;
          gr = 122 * slat + 30 * g;
          b = 128 * slat + 30 * g;
        }
      }
      // The building's shadow on the sand.
      if (y >= ground && y < ground + (ground - roof) * 0.35 && x >= left + 30 && x < right + 60) {
        r *= 0.62;
        gr *= 0.62;
        b *= 0.66;
      }
      // A fence across the front: posts and two rails.
      const fenceTop = ground + (height - ground) * 0.35;
      const fenceBottom = ground + (height - ground) * 0.62;
      if (y >= fenceTop && y < fenceBottom) {
        const post = (x * posts) % width < width / 90;
        const rail = Math.abs(y - fenceTop - 6) < 4 || Math.abs(y - fenceBottom + 10) < 4;
        if (post || rail) {
          r = 70 + 40 * g;
          gr = 72 + 40 * g;
          b = 78 + 40 * g;
        }
      }
      // Sensor noise, after the phone's own noise reduction: small but everywhere.
      const noise = (next() + next() - 1) * NOISE;
      rgb[i * 3] = clamp(r + noise);
      rgb[i * 3 + 1] = clamp(gr + noise);
      rgb[i * 3 + 2] = clamp(b + noise);
    }
  }
  for (const box of boxes) {
    for (let y = Math.max(0, box.y); y < Math.min(height, box.y + box.h); y++) {
      for (let x = Math.max(0, box.x); x < Math.min(width, box.x + box.w); x++) {
        const i = y * width + x;
        const edge = x - box.x < 2 || y - box.y < 2 ? 0.7 : 1;
        const grey = box.shade * edge + 40 * (grain[i] - 0.5) + DETAIL * (detail[i] - 0.5) + (next() - 0.5) * NOISE;
        rgb[i * 3] = clamp(grey + 12);
        rgb[i * 3 + 1] = clamp(grey);
        rgb[i * 3 + 2] = clamp(grey - 4);
      }
    }
  }
  return { data: rgb, info: { width, height, channels: /** @type {const} */ (3) } };
}

// Tuned so that the photo weighs what a phone's does (the header): the fine detail's amplitude and the sensor's.
const DETAIL = 95;
const NOISE = 12;
const clamp = (/** @type {number} */ value) => (value < 0 ? 0 : value > 255 ? 255 : Math.round(value));

/**
 * The photo as the admin stores an upload: WebP at quality 85, 1600 px wide (docs/photos.md).
 * @param {{ seed: number, width?: number, height?: number }} options
 * @param {string} file
 */
export async function writePhonePhoto(options, file) {
  const { data, info } = phonePhotoPixels(options);
  // A touch of the lens's softness: no photo has single-pixel-sharp edges everywhere.
  await sharp(data, { raw: info }).webp({ quality: 85 }).toFile(file);
}
