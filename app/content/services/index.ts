import type { ServicePageContent } from "../schema";
import { canopies } from "./canopies";
import { cladding } from "./cladding";
import { doors } from "./doors";
import { fencing } from "./fencing";
import { laserShutters } from "./laser-shutters";
import { sandwichPanel } from "./sandwich-panel";
import { shutters } from "./shutters";
import { warehouses } from "./warehouses";

/** Service content by file, in navigation order; the file names appear in validation errors. */
export const serviceFiles = {
  "app/content/services/warehouses.ts": warehouses,
  "app/content/services/canopies.ts": canopies,
  "app/content/services/shutters.ts": shutters,
  "app/content/services/sandwich-panel.ts": sandwichPanel,
  "app/content/services/fencing.ts": fencing,
  "app/content/services/laser-shutters.ts": laserShutters,
  "app/content/services/cladding.ts": cladding,
  "app/content/services/doors.ts": doors,
} satisfies Record<string, ServicePageContent>;

export const services: ServicePageContent[] = Object.values(serviceFiles);

export function getServiceByPath(pathname: string) {
  const path = pathname.replace(/\/+$/, "");
  return services.find((service) => service.path === path);
}
