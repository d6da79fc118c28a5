import { expect, test } from "./fixtures";
import { AgeGateModel } from "./models/age-gate.model";
import { GridModel } from "./models/grid.model";

// §2.1 query action splash6=true and §2.4 age verification modal; §4 Agree sets age-verified.
test.describe("age gate", () => {
  test("splash6=true opens a named dialog; Agree closes it and it stays closed after a reload", async ({ page }) => {
    const gate = new AgeGateModel(page);
    await gate.open("/en");
    await expect(gate.dialog).toHaveAccessibleName(/.+/);
    await expect(gate.dialog.getByRole("link", { name: /terms/i })).toBeVisible();
    await expect(gate.dialog.getByRole("link", { name: /privacy/i })).toBeVisible();

    await gate.accept();
    await page.reload();
    await new GridModel(page).waitForCards();
    await page.waitForLoadState("networkidle");
    await expect(gate.dialog).toHaveCount(0);
  });

  test("without splash6 no age gate is shown", async ({ page }) => {
    await new GridModel(page).goto("/en");
    await page.waitForLoadState("networkidle");
    await expect(new AgeGateModel(page).dialog).toHaveCount(0);
  });

  test("the Dutch age gate is in Dutch and closes with its agree button", async ({ page }) => {
    const gate = new AgeGateModel(page);
    await gate.open("/");
    await expect(page.locator("html")).toHaveAttribute("lang", /^nl/);
    await expect(gate.dialog).toHaveAccessibleName(/.+/);
    await expect(gate.dialog, "the Dutch catalogue translates the gate").not.toHaveAccessibleName("This is an adult website");
    await gate.accept();
  });
});
