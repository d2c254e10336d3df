import Link from 'next/link';

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>One heading, one paragraph and one link: the floor the site is measured against.</p>
      <Link href="/">Again</Link>
    </main>
  );
}
