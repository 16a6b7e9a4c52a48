// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { flatMessages, withArabicWords } from "./words";
import { localFolderLine, saveFailedLine, saveWords, saysTokenInvalid, signInButton, tokenButton } from "./screen";

// The words main.ts finds on Sveltia's screen are the installed Sveltia's own, in both its locales.

const locales = {
  ar: new Map(
    flatMessages(
      withArabicWords(
        JSON.parse(readFileSync(new URL("../../node_modules/@sveltia/cms/locales/ar.json", import.meta.url), "utf8")),
      ),
    ),
  ),
  "en-US": new Map(
    flatMessages(
      JSON.parse(readFileSync(new URL("../../node_modules/@sveltia/cms/locales/en-US.json", import.meta.url), "utf8")),
    ),
  ),
};

describe.each(Object.entries(locales))("Sveltia's words in %s", (_, words) => {
  const word = (key: string) => {
    const value = words.get(key);
    expect(value, key).toBeTruthy();
    // A placeholder as the screen shows it, filled.
    return value!.replace(/\{\$\w+\}/g, "GitHub");
  };

  test("the sign-in buttons, the token's among them", () => {
    for (const key of ["work_with_local_repo", "sign_in_with_x", "sign_in_using_access_token"])
      expect(word(key)).toMatch(signInButton);
    expect(word("sign_in_using_access_token")).toMatch(tokenButton);
    expect(word("sign_in_with_x")).not.toMatch(tokenButton);
  });

  test("the local folder's line, a failed save's line and a refused token", () => {
    expect(word("work_with_local_repo_description")).toMatch(localFolderLine);
    expect(word("saving_entry.error.description")).toMatch(saveFailedLine);
    expect(saysTokenInvalid(`… ${word("sign_in_error.invalid_token")} …`)).toBe(true);
    expect(saysTokenInvalid(word("sign_in_using_access_token"))).toBe(false);
  });

  test("the save button's label", () => {
    expect(saveWords).toContain(word("save"));
  });
});
