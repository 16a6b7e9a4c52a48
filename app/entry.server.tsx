import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

// Runs only at build time, to pre-render each page. React's static prerender
// waits for all content, so lazily loaded parts (header actions, contact
// widget) are written in place: the HTML is complete without JavaScript and
// needs no inline script to move streamed content into position.
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    // Never move a boundary out of place to paint earlier: nothing streams here.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      console.error(error);
    },
  });
  responseHeaders.set("Content-Type", "text/html");
  return new Response(prelude, { status: responseStatusCode, headers: responseHeaders });
}
