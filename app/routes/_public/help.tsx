export default function Page() {
  return <main>help</main>;
}
