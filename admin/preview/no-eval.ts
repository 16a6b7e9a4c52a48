// The admin's CSP has no 'unsafe-eval': zod's compiled fast path would probe
// `new Function`, which the policy reports as a violation even though zod
// catches it. Imported first by render.tsx, before any schema parses.
import { z } from "zod";

z.config({ jitless: true });
