/**
 * A name that ends a sentence's clause and is followed by the sentence's own period ("© 2026 Camstage Media B.V. All
 * rights reserved."): its own final period stands for both (issue 28: the footer read "B.V.. All rights reserved.").
 */
export const nameBeforePeriod = (name: string): string => name.trimEnd().replace(/\.$/, "");
