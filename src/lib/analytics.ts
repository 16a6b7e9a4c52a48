// The one analytics service the owner may switch on in the site settings
// (content/site.yml → analytics, «الإحصاءات» in the admin). Off by default.
// Neither option sets cookies; the public CSP widens for the chosen service's
// origins only (deploy/rules.js, through the build's csp-origins.json).
import type { SiteConfig } from "~/model/contract/site-schema";

export type AnalyticsSettings = SiteConfig["analytics"];

const services = {
  // Plausible's script (https://plausible.io/docs/plausible-script); events through window.plausible().
  plausible: {
    script: "https://plausible.io/js/script.js",
    scriptOrigin: "https://plausible.io",
    connect: "https://plausible.io",
  },
  // Cloudflare Web Analytics' JS snippet: visits only, it has no event API.
  cloudflare: {
    script: "https://static.cloudflareinsights.com/beacon.min.js",
    scriptOrigin: "https://static.cloudflareinsights.com",
    connect: "https://cloudflareinsights.com",
  },
} as const;

/** The origins the CSP must allow for the chosen service: scripts and connections. */
export function analyticsOrigins(settings: AnalyticsSettings | undefined) {
  if (!settings || settings.service === "none") return { script: [], connect: [] };
  const service = services[settings.service];
  return { script: [service.scriptOrigin], connect: [service.connect] };
}

/** The service's script tag, as attributes; undefined when analytics are off. */
export function analyticsScript(settings: AnalyticsSettings | undefined, siteUrl: string) {
  if (!settings || settings.service === "none") return undefined;
  if (settings.service === "plausible")
    return {
      src: services.plausible.script,
      "data-domain": settings.plausibleDomain || new URL(siteUrl).hostname,
    };
  return {
    src: services.cloudflare.script,
    "data-cf-beacon": JSON.stringify({ token: settings.cloudflareToken }),
  };
}

/** Whether the service counts events (calls, WhatsApp taps, estimates) besides visits. */
export const countsEvents = (settings: AnalyticsSettings | undefined) => settings?.service === "plausible";
