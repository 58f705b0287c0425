/** What a product list on the home page says when it has nothing to show. */
export function Empty({ text }: { text: string }) {
  return <p className="py-8 text-center text-slate-600">{text}</p>;
}
