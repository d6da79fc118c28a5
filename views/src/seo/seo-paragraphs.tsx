import styles from "./category-seo-block.module.css";

/** Blank-line separated text as paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  const parts = text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== "");
  return (
    <>
      {parts.map((p, i) => (
        <p key={i} className={styles.paragraph}>
          {p}
        </p>
      ))}
    </>
  );
}
