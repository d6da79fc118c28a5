import { expect, test } from "vitest";
import { IMAGE_MAX_BYTES } from "../constants/constants";
import { dataUrlImage, jpegDataUrlBase64, validateImage } from "./image.rules";

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

test("a data URL reads as its decoded jpeg, or as a type no rule allows", () => {
  // FF D8 FF E0 + 2 bytes: 6 bytes, base64 "/9j/4AAA".
  expect(dataUrlImage("data:image/jpeg;base64,/9j/4AAA")).toEqual({ size: 6, type: "image/jpeg" });
  expect(dataUrlImage("data:image/jpeg;base64,/9j/4A==")).toEqual({ size: 4, type: "image/jpeg" });
  // A png called jpeg, a png, broken base64, anything else: refused as not allowed.
  for (const bad of ["data:image/jpeg;base64,iVBORw0K", "data:image/png;base64,iVBORw0K", "data:image/jpeg;base64,/9j/4A", "hello"]) {
    expect(validateImage(dataUrlImage(bad))).toEqual({ ok: false, errors: ["ImageNotAllowed"] });
    expect(jpegDataUrlBase64(bad)).toBeNull();
  }
  expect(jpegDataUrlBase64("data:image/jpeg;base64,/9j/4AAA")).toBe("/9j/4AAA");
  // 5 MB decoded is too big for the messenger.
  // 1747627 groups of 4 characters: 5242881 bytes.
  const big = `data:image/jpeg;base64,/9j/${"A".repeat(1_747_626 * 4)}`;
  expect(dataUrlImage(big).size).toBeGreaterThan(IMAGE_MAX_BYTES);
  expect(validateImage(dataUrlImage(big), { context: "messenger" })).toEqual({ ok: false, errors: ["ImageToBig"] });
});
