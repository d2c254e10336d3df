import { notFound } from 'next/navigation';

// Any path no route claims: the branded 404 of its language.
export default function CatchAll() {
  notFound();
}
