import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { Footer } from "./footer";
import { exampleFooter } from "./examples/footer.examples";

beforeAll(() => {
  i18n.load("en", {});
  i18n.activate("en");
});
afterEach(cleanup);

describe("Footer", () => {
  it("ends the copyright line with one period after a company name that has its own (issue 28)", () => {
    render(
      <I18nProvider i18n={i18n}>
        <Footer {...exampleFooter} year={2026} company={{ ...exampleFooter.company, name: "Camstage Media B.V." }} />
      </I18nProvider>,
    );
    expect(screen.getByText("© 2026 Camstage Media B.V. All rights reserved.")).toBeTruthy();
  });
});
