import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";

const photoExtensions = [".jpg", ".jpeg", ".png", ".webp"];

/** Build-time twin of resolveImage: does a slot such as "fencing/1" have a photo or an illustration? */
export function imageExistsOnDisk(root: string, src: string) {
  if (existsSync(join(root, "app/assets/illustrations", `${src}.svg`))) return true;
  const [folder, name] = src.split("/");
  const dir = join(root, "photos", folder ?? "");
  return existsSync(dir) && readdirSync(dir).some((file) => photoExtensions.some((ext) => file === `${name}${ext}`));
}
