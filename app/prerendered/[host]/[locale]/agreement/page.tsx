/** User agreement (#user) and privacy policy (#privacy), linked from the login page's consent box; one render per host and locale. */
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { signInPage, type SignInParams } from '../params';
import styles from './agreement.module.css';

interface Section {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export async function generateMetadata({ params }: { params: SignInParams }): Promise<Metadata> {
  const { locale } = await signInPage(params);
  const t = await getTranslations({ locale, namespace: 'agreement' });
  return { title: t('title') };
}

function Document({ id, title, intro, sections }: { id: string; title: string; intro: string; sections: Section[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={styles.document}>
      <h2 id={`${id}-title`} className={styles.docTitle}>
        {title}
      </h2>
      <p className={styles.intro}>{intro}</p>
      {sections.map((s) => (
        <div key={s.heading} className={styles.section}>
          <h3 className={styles.heading}>{s.heading}</h3>
          {s.paragraphs?.map((p) => <p key={p}>{p}</p>)}
          {s.items ? (
            <ul>
              {s.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </section>
  );
}

export default async function AgreementPage({ params }: { params: SignInParams }) {
  const { locale } = await signInPage(params);
  const t = await getTranslations({ locale, namespace: 'agreement' });
  // Structured text (lists of sections), read raw: it carries no placeholders.
  const userSections = t.raw('user.sections') as Section[];
  const privacySections = t.raw('privacy.sections') as Section[];
  return (
    <main className={styles.page}>
      <article className={styles.card}>
        <header className={styles.header}>
          <h1 className={styles.title}>{t('title')}</h1>
          <p className={styles.updated}>{t('updated')}</p>
          <nav aria-label={t('contents')} className={styles.toc}>
            <a href="#user">{t('user.title')}</a>
            <a href="#privacy">{t('privacy.title')}</a>
          </nav>
        </header>
        <Document id="user" title={t('user.title')} intro={t('user.intro')} sections={userSections} />
        <Document id="privacy" title={t('privacy.title')} intro={t('privacy.intro')} sections={privacySections} />
        <footer className={styles.footer}>
          <a href="/login">{t('backToLogin')}</a>
        </footer>
      </article>
    </main>
  );
}
