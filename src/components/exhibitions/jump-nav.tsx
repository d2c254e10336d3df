import styles from './jump-nav.module.css';

/**
 * A long page's parts as a row of links under its introduction ("이 페이지에서"), one tap away on a
 * phone where the exhibition and lookbook pages run about 8,000 px (the thirteenth review: long
 * pages with no jump links). Plain anchors: nothing to load, and the browser's own focus and history.
 */
export function JumpNav({ label, items }: { label: string; items: { href: `#${string}`; text: string }[] }) {
  return (
    <nav className={styles.jump} aria-label={label}>
      <ul>
        {items.map((i) => (
          <li key={i.href}>
            <a href={i.href}>{i.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
