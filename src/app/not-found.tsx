import Link from 'next/link';
import ko from '../../messages/ko/common.json';

// Paths outside the locale routes (rare: the proxy sends almost everything to [locale]).
export default function GlobalNotFound() {
  return (
    <html lang="ko">
      <body>
        <main id="main" className="container" style={{ padding: '120px 20px' }}>
          <h1>{ko.notFound.title}</h1>
          <p>{ko.notFound.body}</p>
          <Link href="/">{ko.notFound.home}</Link>
        </main>
      </body>
    </html>
  );
}
