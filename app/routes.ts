import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { servicePaths } from "./content/routes";

export default [
  layout("routes/layout.tsx", [
    index("routes/home.tsx"),
    // One template module, registered once per service path.
    ...servicePaths.map((path) => route(path, "routes/service.tsx", { id: `service${path}` })),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
