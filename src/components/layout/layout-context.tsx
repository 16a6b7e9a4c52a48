import { createContext, use, type ComponentType, type ReactNode } from "react";
import type { LayoutData } from "~/model/views/layout-data";

// The layout's words, contact data and navigation, for the components deep in a
// page that show them. Set once per React tree: by the layout (src/layouts/page.astro)
// and the pages (through <WithLayout>), and by the admin's preview around the page
// it draws. No component reads the content any other way (eslint.config.js).
const LayoutContext = createContext<LayoutData | null>(null);

export function useLayout(): LayoutData {
  const layout = use(LayoutContext);
  if (!layout)
    throw new Error(
      "A layout component was drawn outside <LayoutProvider> (src/components/layout/layout-context.tsx).",
    );
  return layout;
}

export function LayoutProvider({ layout, children }: { layout: LayoutData; children: ReactNode }) {
  return <LayoutContext value={layout}>{children}</LayoutContext>;
}

/**
 * Draws `component` with `props` inside the layout's context. For .astro files:
 * Astro renders each React component it places as a tree of its own, so the
 * context is set at each of them. Astro's slots (children, named slots) arrive
 * here as props and pass through to the component.
 */
export function WithLayout<P extends object>({
  layout,
  component: Component,
  props,
  ...slots
}: {
  layout: LayoutData;
  component: ComponentType<P>;
  props?: P;
} & Record<string, unknown>) {
  return (
    <LayoutProvider layout={layout}>
      <Component {...(props as P)} {...(slots as Partial<P>)} />
    </LayoutProvider>
  );
}
