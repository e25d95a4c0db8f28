export default function Page() {
  return <main>account</main>;
}
