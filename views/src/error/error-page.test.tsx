import { describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { renderWithI18n } from "../ui/testing";
import { ErrorPage } from "./error-page";

describe("ErrorPage (§8)", () => {
  it("shows the 404 texts", () => {
    renderWithI18n(<ErrorPage status={404} homeHref="/?p=7" />);
    expect(screen.getByRole("heading", { level: 1, name: "Page not found" })).toBeTruthy();
    expect(screen.getByText("This page could not be found")).toBeTruthy();
    expect(screen.queryByText("Something went wrong")).toBeNull();
  });

  it("defaults to status 500 with 'Something went wrong'", () => {
    renderWithI18n(<ErrorPage homeHref="/" />);
    expect(screen.getByText("500")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeTruthy();
    expect(screen.queryByText("Page not found")).toBeNull();
  });

  it("shows any other status with 'Something went wrong'", () => {
    renderWithI18n(<ErrorPage status={503} homeHref="/" />);
    expect(screen.getByText("503")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
  });

  it("links home keeping the query it was given", () => {
    renderWithI18n(<ErrorPage status={404} homeHref="/en?p=7&pi=x" />);
    expect(screen.getByRole("link", { name: "Go to the homepage" }).getAttribute("href")).toBe("/en?p=7&pi=x");
  });
});
