import { outcomes } from "./every-page.js";

// A report in the shape Playwright's JSON reporter writes (suites within suites, specs, tests by project).
const report = {
  suites: [
    {
      specs: [],
      suites: [
        {
          specs: [
            {
              file: "pages.spec.ts",
              title: "/fencing: passes axe",
              tests: [
                { projectName: "every-page-phone", status: "expected" },
                { projectName: "every-page-desktop", status: "unexpected" },
              ],
            },
            {
              file: "fonts.spec.ts",
              title: "/doors: does not move",
              tests: [{ projectName: "every-page-phone", status: "flaky" }],
            },
          ],
        },
      ],
    },
  ],
};

test("a test that failed is listed with its project, file and title; one that passed on its retry is not", () => {
  expect(outcomes(report)).toEqual({
    passed: [
      "[every-page-phone] pages.spec.ts › /fencing: passes axe",
      "[every-page-phone] fonts.spec.ts › /doors: does not move",
    ],
    failed: ["[every-page-desktop] pages.spec.ts › /fencing: passes axe"],
  });
});
