import { LogoMark } from "~/components/layout/logo";
import { formatLocalPhone } from "~/lib/links";
import { quietZone, type QrCode } from "~/lib/qr";
import type { UiText } from "~/model/contract/ui-schema";

/**
 * A sheet to print and hand to a client: the company's mark and name, a line asking for a review, a QR code of
 * Google's review link and that link printed as text (for a phone that cannot scan), and the phone number. On screen it sits on the page like a sheet, with a line for the owner
 * on how to print it; on paper only the sheet prints (src/styles/poster.css).
 */
export function ReviewPosterPage({
  name,
  phone,
  link,
  words,
  qr,
}: {
  name: string;
  /** The site's phone number, E.164. */
  phone: string;
  /** Google's review link, which the QR code holds. */
  link: string;
  words: UiText["reviews"]["poster"];
  qr: QrCode;
}) {
  const side = qr.size + 2 * quietZone;
  // Classes the site's stylesheet already holds, so it grows for no other page; paper: src/styles/poster.css.
  return (
    <main id="main" tabIndex={-1} className="bg-sand-100 px-4 py-6 outline-none">
      <p data-print-hint className="mx-auto max-w-2xl text-center text-ink-muted">
        {words.printHint}
      </p>
      <article
        data-review-poster
        className="mx-auto mt-4 flex max-w-2xl flex-col items-center rounded-2xl bg-white px-4 py-12 text-center text-ink shadow-sm"
      >
        <p className="flex items-center gap-3 text-xl font-extrabold">
          <LogoMark className="size-12" />
          {name}
        </p>
        <h1 className="mt-6 text-display font-black">{words.title}</h1>
        <p className="mt-4 text-xl">{words.line}</p>
        <svg
          viewBox={`${-quietZone} ${-quietZone} ${side} ${side}`}
          role="img"
          aria-label={words.qrLabel}
          shapeRendering="crispEdges"
          className="mt-6 aspect-square w-full max-w-sm"
        >
          <rect x={-quietZone} y={-quietZone} width={side} height={side} fill="#fff" />
          <path d={qr.path} fill="#000" />
        </svg>
        {/* The address as text, left to right, breaking anywhere: a long link must not overflow the sheet. */}
        <p data-review-link className="mt-4 text-base">
          {words.linkLabel}{" "}
          <bdi dir="ltr" className="block font-bold break-all">
            {link}
          </bdi>
        </p>
        <p data-phone className="mt-2 text-lg">
          {words.phoneLabel}{" "}
          <bdi dir="ltr" className="font-bold tabular-nums">
            {formatLocalPhone(phone)}
          </bdi>
        </p>
        <p className="mt-6 text-xl font-bold">{words.thanks}</p>
      </article>
    </main>
  );
}
