export default function Page() {
  return <main>quiz-night</main>;
}
