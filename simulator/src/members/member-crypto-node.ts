import { createHmac, randomBytes, scrypt } from "node:crypto";
import { base64url, type MemberCrypto } from "./member-crypto";

/** scrypt (N=2^14, r=8, p=1, 32 bytes) and HMAC-SHA256 from node:crypto; the signing secret is random per host unless given. */
export const nodeMemberCrypto = (secret: string = randomBytes(32).toString("hex")): MemberCrypto => ({
  salt: () => randomBytes(16).toString("hex"),
  code: () => base64url(randomBytes(12)),
  hash: (password, salt) =>
    new Promise((resolve, reject) => {
      scrypt(password.normalize("NFKC"), salt, 32, { N: 16384, r: 8, p: 1 }, (error, key) => (error ? reject(error) : resolve(key.toString("hex"))));
    }),
  sign: (text) => Promise.resolve(base64url(createHmac("sha256", secret).update(text).digest())),
});
