import { expect, test } from "vitest";
import { IMAGE_MAX_BYTES } from "../constants/constants";
import { validateImage } from "./image.rules";

test("at most 5242880 bytes, only image/jpeg", () => {
  expect(validateImage({ size: 1000, type: "image/jpeg" })).toEqual({ ok: true, value: { size: 1000, type: "image/jpeg" } });
  expect(validateImage({ size: IMAGE_MAX_BYTES, type: "image/jpeg" }).ok).toBe(true);
  expect(validateImage({ size: IMAGE_MAX_BYTES + 1, type: "image/jpeg" })).toEqual({ ok: false, errors: ["ImageToBig"] });
  expect(validateImage({ size: 10, type: "image/png" })).toEqual({ ok: false, errors: ["ImageNotAllowed"] });
  expect(validateImage({ size: IMAGE_MAX_BYTES * 2, type: "image/gif" })).toEqual({ ok: false, errors: ["ImageToBig", "ImageNotAllowed"] });
});

test("the messenger check is strictly less than 5 MB", () => {
  expect(validateImage({ size: IMAGE_MAX_BYTES, type: "image/jpeg" }, { context: "messenger" })).toEqual({ ok: false, errors: ["ImageToBig"] });
  expect(validateImage({ size: IMAGE_MAX_BYTES - 1, type: "image/jpeg" }, { context: "messenger" }).ok).toBe(true);
});

test("keeps the file it was given as the value", () => {
  const file = { size: 5, type: "image/jpeg", name: "me.jpg" };
  const r = validateImage(file);
  expect(r.ok && r.value).toBe(file);
});
