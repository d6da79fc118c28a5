import { describe, expect, it } from "vitest";
import { render } from "@testing-library/react";
import { MessageText, USER_LINK_REL } from "./message-text";

const shown = (text: string, names?: { performer?: string; member?: string }) => render(<p><MessageText text={text} names={names} /></p>).container.firstElementChild!;

describe("MessageText (§3 markup, ARCHITECTURE §7)", () => {
  it("renders bold, italic, links, breaks, emoji and names as elements", () => {
    const p = shown("Hi {member}! **wow** *soft*\\nsee [site](https://example.com) :heart:", { member: "bob" });
    expect(p.textContent).toBe("Hi bob! wow softsee site ❤️");
    expect(p.querySelector("strong")?.textContent).toBe("wow");
    expect(p.querySelector("em")?.textContent).toBe("soft");
    expect(p.querySelectorAll("br")).toHaveLength(1);
    const link = p.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("https://example.com/");
    expect(link.getAttribute("rel")).toBe(USER_LINK_REL);
  });

  it("renders every XSS attempt as text: no element it names, no script URL", () => {
    const corpus = [
      '<img src=x onerror="alert(1)">',
      "<script>alert(1)</script>",
      "[click](javascript:alert(1))",
      '"><svg onload=alert(1)>',
      "[x](data:text/html;base64,PHNjcmlwdD4=)",
      "**<iframe src=//evil>**",
    ];
    for (const attack of corpus) {
      const p = shown(attack);
      expect(p.querySelector("img, script, svg, iframe"), attack).toBeNull();
      for (const a of p.querySelectorAll("a")) expect(a.getAttribute("href"), attack).toMatch(/^https?:/);
      expect(p.textContent, attack).toBe(attack.replace(/\*\*/g, ""));
    }
  });
});
