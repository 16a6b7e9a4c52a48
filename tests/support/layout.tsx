import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { LayoutProvider } from "~/components/layout/layout-context";
import { layout } from "~/model/views/site-data";

/** The layout's data, from the real content as the build reads it. */
export { layout };

/** Renders a build-time component into jsdom, as the pre-rendered page holds it: inside the layout's context. */
export const renderStatic = (element: ReactElement) =>
  render(<LayoutProvider layout={layout}>{element}</LayoutProvider>);
