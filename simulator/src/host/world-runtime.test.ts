import { describe, expect, it, vi } from "vitest";
import { sendMediaFile } from "./world-runtime";

/** A response whose `sendFile` ends as given (express calls back with the error, if any, once it is done). */
const response = (outcome: (Error & { code?: string }) | undefined, headersSent = false) => ({
  headersSent,
  sendFile: vi.fn((_file: string, _options: unknown, done: (error?: Error) => void) => done(outcome)),
});
const failure = (code: string) => Object.assign(new Error(code), { code });

describe("sendMediaFile", () => {
  it("sends the file with its headers", () => {
    const res = response(undefined);
    const next = vi.fn();
    sendMediaFile(res as never, "/media/0.ts", { "Content-Type": "video/mp2t" }, next);
    expect(res.sendFile).toHaveBeenCalledWith("/media/0.ts", { headers: { "Content-Type": "video/mp2t" } }, expect.any(Function));
    expect(next).not.toHaveBeenCalled();
  });

  it("a player that goes away mid-answer is no error: nothing reaches the error handler (and its log)", () => {
    const next = vi.fn();
    sendMediaFile(response(failure("ECONNABORTED")) as never, "/media/0.ts", {}, next);
    expect(next).not.toHaveBeenCalled();
  });

  it("another failure before the headers went out reaches the error handler", () => {
    const next = vi.fn();
    const missing = failure("ENOENT");
    sendMediaFile(response(missing) as never, "/media/0.ts", {}, next);
    expect(next).toHaveBeenCalledWith(missing);
  });

  it("a failure after the headers went out cannot be answered any more", () => {
    const next = vi.fn();
    sendMediaFile(response(failure("EPIPE"), true) as never, "/media/0.ts", {}, next);
    expect(next).not.toHaveBeenCalled();
  });
});
