import { expect, test } from "./fixtures";
import { AgeGateModel } from "./models/age-gate.model";
import { expectNoAxeViolations } from "./models/axe";
import { ErrorPageModel } from "./models/error-page.model";
import { GridModel } from "./models/grid.model";
import { ProfileModel } from "./models/profile.model";

// DESIGN §6: axe with the WCAG 2.2 AA tags finds nothing on each route and open dialog.
test.describe("accessibility (axe, WCAG 2.2 AA)", () => {
  for (const prefix of ["", "/en"]) {
    const lang = prefix ? "en" : "nl";

    test(`home (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(prefix || "/");
      await expectNoAxeViolations(page);
    });

    test(`category page (${lang})`, async ({ page }) => {
      await new GridModel(page).goto(`${prefix}/blonde`);
      await expectNoAxeViolations(page);
    });

    test(`profile (${lang})`, async ({ page }) => {
      const grid = new GridModel(page);
      await grid.goto(prefix || "/");
      const [username] = await grid.usernames();
      await new ProfileModel(page).goto(username!, prefix);
      await expectNoAxeViolations(page);
    });

    test(`404 page (${lang})`, async ({ page }) => {
      await page.goto(`${prefix}/404`);
      await expect(new ErrorPageModel(page).heading).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`open age gate dialog (${lang})`, async ({ page }) => {
      await new AgeGateModel(page).open(prefix || "/");
      await expectNoAxeViolations(page);
    });
  }
});
