import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { projectsPath, servicePaths } from "./content/routes";

export default [
  layout("routes/layout.tsx", [
    index("routes/home.tsx"),
    // One template module, registered once per service path.
    ...servicePaths.map((path) => route(path, "routes/service.tsx", { id: `service${path}` })),
    // The list, and the same list filtered by service: plain pages, so the filter works without JavaScript.
    route(projectsPath, "routes/projects.tsx", { id: "projects" }),
    route(`${projectsPath}/service/:service`, "routes/projects.tsx", { id: "projects-by-service" }),
    route(`${projectsPath}/:slug`, "routes/project.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
