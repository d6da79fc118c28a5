import type { DialInPhoneNumber, IvrSession } from "../domain/ivr.schema";

/** Test data for the dial-in tiers. */
export const IVR: IvrSession = { session: "ivr-1", callednumber: "0900123", displaynumber: "0900 12 34", tariff: 0.8, ttl: 60, expiresAt: 0, flag: "nl" };
export const phoneNumber = (id: "NL" | "BE" | "DE", tariff = 0.8): DialInPhoneNumber => ({ id, image: `${id}.svg`, options: [{ number: `+${id} 900`, tariff }] });
export const NUMBERS: readonly DialInPhoneNumber[] = [phoneNumber("BE", 1), phoneNumber("DE"), phoneNumber("NL")];
