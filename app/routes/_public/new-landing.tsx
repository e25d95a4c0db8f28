export default function Page() {
  return <main>new-landing</main>;
}
