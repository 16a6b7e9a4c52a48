/** The year `npm run build` ran, replaced in the code by Vite (vite.config.ts). */
declare const __BUILD_YEAR__: number;
