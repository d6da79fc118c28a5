import { useLingui } from "@lingui/react/macro";
import type { LegalBlock, LegalDocument } from "./legal.types";
import styles from "./legal.module.css";

export type LegalPageProps = {
  document: LegalDocument;
  /** The language the document is written in, when it is not the page's (a site language without its own legal texts). */
  lang?: string | undefined;
};

/** §2.1 cookies, privacy and terms pages: a readable long-form layout with a table of contents. */
export function LegalPage({ document, lang }: LegalPageProps) {
  const { t } = useLingui();
  const updated = document.updated;
  return (
    <div className={styles.page} lang={lang}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{document.title}</h1>
        {updated ? <p className={styles.updated}>{t`Last updated: ${updated}`}</p> : null}
      </header>
      <div className={styles.layout}>
        {document.sections.length > 1 ? (
          <nav className={styles.toc} aria-label={t`Contents`}>
            <h2 className={styles.tocTitle}>{t`Contents`}</h2>
            <ol className={styles.tocList}>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a className={styles.tocLink} href={`#${section.id}`}>
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        ) : null}
        <article className={styles.article}>
          {document.intro?.map((text, index) => (
            <p key={index} className={`${styles.paragraph} ${styles.intro}`}>
              {text}
            </p>
          ))}
          {document.sections.map((section) => (
            <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`} className={styles.heading}>
                {section.heading}
              </h2>
              {section.blocks.map((block, index) => (
                <Block key={index} block={block} />
              ))}
            </section>
          ))}
        </article>
      </div>
    </div>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === "list") {
    return (
      <ul className={styles.list}>
        {block.items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p className={styles.paragraph}>{block.text}</p>;
}
