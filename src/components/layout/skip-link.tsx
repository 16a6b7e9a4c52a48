import { useLayout } from "~/components/layout/layout-context";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="fixed start-4 top-2 z-50 -translate-y-24 rounded-full bg-brand-700 px-5 py-3 font-bold text-white focus:translate-y-0"
    >
      {useLayout().ui.skipLink}
    </a>
  );
}
