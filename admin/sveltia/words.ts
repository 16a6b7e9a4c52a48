// Sveltia's Arabic words, completed and corrected for the owner. Sveltia 0.221.1 reads its UI words from
// locales/ar.json and falls back to the English (en-US.json) for each key the Arabic lacks: "New Folder",
// "Slug", "Save Anyway"… And three of its Arabic lines send him to the browser's «Console». The admin's
// build merges these into its copy of ar.json (bundle.ts); words.test.ts holds them to Sveltia's keys.
// Keys are Sveltia's, dotted; values are MessageFormat 2, as Sveltia's own.

/** Sveltia's developer-only messages (a broken config.yml): the build's tests keep config.yml valid. */
export const developerKeys = /^config\./;

const folders = {
  folders: "المجلدات",
  more_folders: "مجلدات أخرى",
  back_to_parent_folder: "رجوع إلى المجلد الأعلى",
  new_folder: "مجلد جديد",
  new_folder_name: "اسم المجلد",
  new_folder_create: "إنشاء",
  new_folder_description: "يُنشأ المجلد الجديد داخل «{$folder}».",
  "new_folder_error.empty": "اكتب اسمًا للمجلد.",
  "new_folder_error.invalid": "لا يبدأ اسم المجلد بنقطة ولا يكون فيه خط مائل (/).",
  "new_folder_error.duplicate": "في هذا المكان مجلد أو ملف بهذا الاسم.",
  creating_folder: "جارٍ إنشاء المجلد…",
  creating_folder_failed: "تعذّر إنشاء المجلد.",
  folder_options: "خيارات المجلد",
  show_folder_options: "عرض خيارات المجلد",
  rename_folder: "إعادة تسمية المجلد",
  delete_folder: "حذف المجلد",
  enter_new_name_for_folder:
    ".input {$count :integer} .match $count 0 {{اكتب الاسم الجديد أدناه.}} one {{اكتب الاسم الجديد أدناه. تنتقل الصورة التي في المجلد معه، وتُحدَّث الصفحات التي تستعملها.}} * {{اكتب الاسم الجديد أدناه. تنتقل الملفات التي في المجلد ({$count}) معه، وتُحدَّث الصفحات التي تستعملها.}}",
  enter_new_name_for_external_folder:
    ".input {$count :integer} .match $count 0 {{اكتب الاسم الجديد أدناه.}} * {{اكتب الاسم الجديد أدناه. تنتقل الملفات التي في المجلد ({$count}) معه ويتغيّر عنوانها، فحدّث الصفحات التي تستعملها.}}",
  confirm_deleting_folder:
    ".input {$count :integer} .match $count 0 {{هل تريد حذف المجلد الفارغ «{$name}»؟}} * {{هل تريد حذف المجلد «{$name}» وما فيه ({$count})؟}}",
  renaming_folder: "جارٍ تغيير اسم المجلد…",
  renaming_folder_failed: "تعذّر تغيير اسم المجلد.",
  deleting_folder: "جارٍ حذف المجلد…",
  deleting_folder_failed: "تعذّر حذف المجلد.",
  folder_created: "أُنشئ المجلد.",
  folder_path: "مكان المجلد",
  folder_contents: "المحتويات",
  x_folders: ".input {$count :integer} .match $count 0 {{لا مجلدات}} one {{مجلد واحد}} * {{المجلدات: {$count}}}",
  folder_renamed: "تغيّر اسم المجلد.",
  folder_deleted: "حُذف المجلد.",
  "assets_dialog.title.folder": "اختر مجلدًا",
  "assets_dialog.selected_folder": "المجلد المختار: {$path}",
  "assets_dialog.selected_folders":
    ".input {$count :integer} .match $count one {{مجلد واحد مختار}} * {{المجلدات المختارة: {$count}}}",
  "assets_dialog.no_subfolders": "لا مجلدات داخل هذا المجلد.",
};

const files = {
  file_unavailable: "غير متاح",
  file_unavailable_description: "تعذّر فتح هذا الملف: لعله نُقل أو حُذف.",
  replace_file: "استبدال الملف",
  replace_image: "استبدال الصورة",
  remove_file: "إزالة الملف",
  remove_image: "إزالة الصورة",
  deleting_referenced_assets_note:
    ".input {$count :integer} .match $count one {{ويُزال ذكره من الصفحة التي تستعمله.}} * {{ويُزال ذكره من الصفحات التي تستعمله ({$count}).}}",
  cannot_delete_referenced_assets:
    ".input {$count :integer} .match $count one {{لا يمكن حذف هذا الملف، لأن الحقول التالية في الصفحات التي تستعمله لا تصحّ بدونه. عدّل تلك الصفحات أولًا.}} * {{لا يمكن حذف هذه الملفات، لأن الحقول التالية في الصفحات التي تستعملها لا تصحّ بدونها. عدّل تلك الصفحات أولًا.}}",
  deleting_referenced_entries_note:
    ".input {$count :integer} .match $count one {{ويُزال ذكره من صفحة أخرى تشير إليه.}} * {{ويُزال ذكره من الصفحات الأخرى التي تشير إليه ({$count}).}}",
  cannot_delete_referenced_entries:
    ".input {$count :integer} .match $count one {{لا يمكن حذف هذا العنصر، لأن الحقول التالية في صفحات أخرى لا تصحّ بدونه. عدّل تلك الصفحات أولًا.}} * {{لا يمكن حذف هذه العناصر، لأن الحقول التالية في صفحات أخرى لا تصحّ بدونها. عدّل تلك الصفحات أولًا.}}",
};

/** The part of an address a guide, project or review is known by: Sveltia calls it the slug. */
const address = {
  slug: "الاسم في العنوان",
  "sort_keys.slug": "الاسم في العنوان",
  edit_slug: "تعديل الاسم في العنوان",
  "edit_slug_error.empty": "اكتب الاسم الذي يظهر في العنوان.",
  "edit_slug_error.invalid": "الاسم في العنوان بلا مسافات ولا رموز ولا خط مائل (/): حروف وأرقام وشَرطات (-) فقط.",
  "edit_slug_error.duplicate": "هذا الاسم في العنوان لعنصر آخر؛ اختر غيره.",
  "entry_sidebar.slug.title": "الاسم في العنوان",
  "entry_sidebar.slug.generated_on_save": "يُكتب الاسم في العنوان من محتوى العنصر عند الحفظ.",
  "entry_sidebar.slug.unavailable": "ليس لهذا العنصر اسم في العنوان.",
};

const saving = {
  select_item: "اختيار {$name}",
  show_errors: "عرض الأخطاء",
  list_item_options: "خيارات العنصر",
  "save_conflict.title": "غيّر غيرك هذا العنصر",
  "save_conflict.modified_by": "غيّر {$name} هذا العنصر في {$date}، بعد أن فتحته أنت.",
  "save_conflict.modified": "تغيّر هذا العنصر في المستودع بعد أن فتحته.",
  "save_conflict.deleted": "حُذف هذا العنصر من المستودع بعد أن فتحته.",
  "save_conflict.overwrite_warning": "إن حفظت الآن ضاعت تعديلاتهم.",
  "save_conflict.recreate_warning": "إن حفظت الآن أُنشئ العنصر من جديد.",
  "save_conflict.save_anyway": "احفظ على أي حال",
  "save_conflict.branch_moved": "تغيّر المستودع أثناء الحفظ. احفظ مرة أخرى.",
  "remote_change.reload_entry": "إعادة تحميل العنصر",
  "remote_change.confirm_reloading_entry": "هل تريد إعادة تحميل العنصر؟ تضيع تعديلاتك التي لم تحفظها.",
  "relation_field.save_together_hint": "يُحفظ {$name} الجديد مع العنصر الذي تعدّله.",
  "relation_field.add_failed": "تعذّرت إضافة {$name}. أعد تحميل الصفحة وحاول مرة أخرى.",
  "status.deploying": "جارٍ النشر",
  "workflow.deploying_deletion": "حذف",
  "_sui.text_editor.heading_1": "عنوان 1",
};

/** Sveltia's sign-in options this site does not use, worded all the same, should one ever show. */
const signIn = {
  sign_in_using_access_token_workflow_note:
    "ولأن سير عمل المراجعة مفعّل، يحتاج الرمز أيضًا إذن القراءة والكتابة لطلبات الدمج.",
  sign_in_with_link: "الدخول برابط",
  sign_in_with_link_confirmation:
    "يُدخلك هذا الرابط باسم {$account} على {$service} وينسخ إعدادات الجهاز الذي أُنشئ عليه. تابع فقط إن كنت أنشأت الرابط بنفسك.",
  domain: "النطاق",
  "cloud_storage.bunny_storage.auth_key_label": "كلمة مرور منطقة التخزين",
};

/** Sveltia's Arabic lines that send him to the browser's «Console»: what he can do instead. */
const withoutConsole = {
  entry_parse_errors:
    ".input {$count :integer} .match $count 0 {{قُرئت ملفات المحتوى كلها بلا خطأ.}} one {{تعذّرت قراءة ملف واحد من ملفات المحتوى، فلا يظهر هنا. يذكر فحص الموقع عند النشر الملف والسطر الذي فيه الخطأ.}} * {{تعذّرت قراءة ملفات من ملفات المحتوى ({$count})، فلا تظهر هنا. يذكر فحص الموقع عند النشر كل ملف والسطر الذي فيه الخطأ.}}",
  unknown_variable_type: "لا تعرض اللوحة هذا العنصر لأن نوعه غير معروف لها. يبقى في الملف كما هو.",
  "prefs.advanced.developer_mode.description": "أدوات إضافية لمن يطوّر اللوحة نفسها، لا يحتاجها تحرير الموقع.",
};

/** Every Arabic word the admin gives Sveltia in place of its own or of its English fallback. */
export const arabicWords: Record<string, string> = {
  ...folders,
  ...files,
  ...address,
  ...saving,
  ...signIn,
  ...withoutConsole,
};

type Messages = { [key: string]: string | Messages };

/** Sveltia's Arabic messages with `words` set at their dotted keys. */
export function withArabicWords(messages: Messages, words: Record<string, string> = arabicWords): Messages {
  const copy: Messages = structuredClone(messages);
  for (const [key, value] of Object.entries(words)) {
    const parts = key.split(".");
    let at = copy;
    for (const part of parts.slice(0, -1)) at = (at[part] ??= {}) as Messages;
    at[parts.at(-1)!] = value;
  }
  return copy;
}

/** Every dotted key of a messages tree with its value. */
export function flatMessages(messages: Messages, prefix = ""): [string, string][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === "string" ? [[prefix + key, value] as [string, string]] : flatMessages(value, `${prefix}${key}.`),
  );
}
