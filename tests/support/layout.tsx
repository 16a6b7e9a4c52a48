import { render } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { layoutData } from "~/content/content.server";

/** The root loader's data, built from the real content as the build builds it. */
export const layout = layoutData();

/** Renders a layout component under a root route that provides the layout data, at `path`. */
export function renderWithLayout(Component: ComponentType, path = "/") {
  const Stub = createRoutesStub([
    {
      id: "root",
      loader: () => layout,
      HydrateFallback: () => null,
      children: [
        { path: "/", Component },
        { path: "/:page", Component },
      ],
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}
