// zod compiles a fast path for object schemas with `new Function` unless told not
// to, and it tries that as each object schema is built. The admin's policy allows
// no eval (deploy/rules.js, adminCsp), so the attempt is a CSP violation: switch
// it off before any schema module runs. Import this module first.
import { z } from "zod";

z.config({ jitless: true });
