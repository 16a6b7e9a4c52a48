// @ts-check
// npm run admin: builds the site with its admin, serves the build on 127.0.0.1
// exactly as `npm start` does (Cloudflare's runtime, scripts/wrangler-dev.js),
// and tells the owner how to edit locally.
import { resolve } from "node:path";
import { startSite } from "./wrangler-dev.js";

if (import.meta.url === `file://${process.argv[1]}`) {
  const site = await startSite({ port: Number(process.env.PORT || 4173), localSettings: true });
  const stop = () => void site.stop().then(() => process.exit(0));
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, stop);
  {
    const url = `${site.url}/admin/`;
    const folder = resolve(import.meta.dirname, "..");
    console.log(`
  Admin ready: ${url}

  لوحة التحرير جاهزة على العنوان أعلاه:
    1. افتحه في متصفح Google Chrome أو Microsoft Edge على الحاسوب.
    2. اضغط «العمل مع مستودع محلي».
    3. اختر مجلد المشروع: ${folder}
    4. عدّل ما تريد ثم اضغط «حفظ»: تُكتب التعديلات في ملفات المجلد content والصور في photos/uploads.
    5. لرؤية التعديلات في الموقع: أوقف هذا الأمر (Ctrl+C) ثم شغّل npm start، فهو يعيد بناء الموقع.

  In English:
    1. Open it in Google Chrome or Microsoft Edge on a computer (Firefox and Safari cannot open a folder).
    2. Choose "Work with Local Repository" («العمل مع مستودع محلي»).
    3. Pick the project folder: ${folder}
    4. Edit, then Save: changes go to the files in content/, uploaded photos to photos/uploads/.
    5. To see them on the site, stop this (Ctrl+C) and run npm start, which rebuilds the site.
`);
  }
}
