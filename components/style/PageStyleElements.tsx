/**
 * The styles of a page's style resources (lib/style/page-styles.ts), in order, after the page's own
 * (they are in the body, the product's stylesheets in the head), so an equal selector of theirs wins.
 * The CSS text was cleaned (it cannot close its element); the page policy allows inline styles
 * (decision 022), and the links are this site's `/style-assets/` addresses.
 */
import type { PageStyle } from '@/lib/style/page-styles';

export function PageStyleElements({ styles }: { styles: readonly PageStyle[] }) {
  return (
    <>
      {styles.map((s) =>
        'href' in s ? (
          <link key={s.code} rel="stylesheet" href={s.href} data-style-resource={s.code} />
        ) : (
          <style key={s.code} data-style-resource={s.code} dangerouslySetInnerHTML={{ __html: s.css }} />
        ),
      )}
    </>
  );
}
