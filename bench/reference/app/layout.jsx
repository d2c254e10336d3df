export const metadata = { title: 'Bench reference', description: 'The least a Next.js page can be.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
