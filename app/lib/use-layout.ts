import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The root loader's data: contact details, the layout's words and navigation, built at build time. */
export function useLayout() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  if (!data) throw new Error("useLayout() needs the root loader's data");
  return data;
}
