import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
import type { Route } from "./+types/root";
import { layoutData } from "./content/content.server";
import { seoPaths, themeColor } from "./lib/seo-files";
import cairoArabic from "../node_modules/@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url";
import cairoLatin from "../node_modules/@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url";
import "./app.css";

export const links: Route.LinksFunction = () => [
  // Both Cairo subsets are needed by every page's first screen (Arabic text;
  // digits, Latin words and punctuation in the header and heroes), so the
  // browser fetches them with the document instead of after the CSS.
  { rel: "preload", href: cairoArabic, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "preload", href: cairoLatin, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // favicon.ico for browsers and tools that ignore SVG icons; sizes keeps Chrome on the SVG.
  { rel: "icon", href: seoPaths.faviconIco, sizes: "32x32" },
  { rel: "icon", href: seoPaths.faviconSvg, type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: seoPaths.appleTouchIcon },
  { rel: "manifest", href: seoPaths.manifest },
];

// Runs at build time for every page: the layout's contact data, words and
// navigation travel in the page data, so the content is not in the bundle.
// The layout's icons are one sprite file (scripts/build/icon-sprite.ts).
export function loader() {
  return layoutData();
}

export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="ar" dir="rtl">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Last line of defence for render errors; never shows a stack trace in production. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  const details = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <main id="main" className="container-page grid min-h-dvh place-content-center gap-4 py-24 text-center">
      <title>خطأ غير متوقع | Unexpected Application Error!</title>
      <h1 className="text-3xl font-extrabold text-brand-700">
        <span lang="en" dir="ltr">
          Unexpected Application Error!
        </span>
      </h1>
      <p className="text-lg">
        {status ? `(${status}) ` : ""}حدث خطأ غير متوقع أثناء عرض الصفحة. نعتذر عن ذلك، يُرجى المحاولة مرة أخرى.
      </p>
      <p>
        <a href="/" className="font-bold text-brand-700 underline">
          العودة إلى الصفحة الرئيسية
        </a>
      </p>
      {details && (
        <pre className="overflow-auto text-start text-sm" dir="ltr">
          {details}
        </pre>
      )}
    </main>
  );
}
