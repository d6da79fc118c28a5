import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { SitePlatform } from "../platform/site-platform";
import { configurationQuery } from "../queries";
import { followWelcomeCredits } from "./start-session";

const platform = {} as SitePlatform;
const withWelcome = (welcomeCredits: number) => ({ marketing: { welcomeCredits } }) as never;

// Issue 10: the sign-up confirmation needs the welcome credits before the member loads, however slowly the page's
// lazily loaded parts arrive.
describe("followWelcomeCredits", () => {
  it("tells the configured welcome credits as soon as the configuration is cached, and again only when they change", () => {
    const queryClient = new QueryClient();
    const told: number[] = [];
    const stop = followWelcomeCredits(queryClient, platform, (n) => told.push(n));
    expect(told).toEqual([]);
    const { queryKey } = configurationQuery({ platform });
    queryClient.setQueryData(queryKey, withWelcome(120));
    queryClient.setQueryData(queryKey, withWelcome(120));
    queryClient.setQueryData(queryKey, withWelcome(60));
    expect(told).toEqual([120, 60]);
    stop();
    queryClient.setQueryData(queryKey, withWelcome(30));
    expect(told).toEqual([120, 60]);
  });

  it("tells them at once when the configuration is already there", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(configurationQuery({ platform }).queryKey, withWelcome(120));
    const told: number[] = [];
    followWelcomeCredits(queryClient, platform, (n) => told.push(n));
    expect(told).toEqual([120]);
  });
});
