import fc from "fast-check";
import { test } from "vitest";
import { IMAGE_MAX_BYTES } from "../constants/constants";
import { validateImage } from "./image.rules";

const context = fc.constantFrom("messenger" as const, "default" as const);

test("jpeg files under 5 MB always pass in both contexts", () => {
  fc.assert(fc.property(fc.integer({ min: 0, max: IMAGE_MAX_BYTES - 1 }), context, (size, c) => validateImage({ size, type: "image/jpeg" }, { context: c }).ok));
});

test("over 5 MB is always ImageToBig", () => {
  fc.assert(fc.property(fc.integer({ min: IMAGE_MAX_BYTES + 1, max: 10 * IMAGE_MAX_BYTES }), context, (size, c) => {
    const r = validateImage({ size, type: "image/jpeg" }, { context: c });
    return !r.ok && r.errors.includes("ImageToBig");
  }));
});

test("any other type is ImageNotAllowed", () => {
  fc.assert(fc.property(fc.string().filter((t) => t.toLowerCase() !== "image/jpeg"), (type) => {
    const r = validateImage({ size: 1, type });
    return !r.ok && r.errors.length === 1 && r.errors[0] === "ImageNotAllowed";
  }));
});
