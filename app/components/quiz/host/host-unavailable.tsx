import { Link } from "react-router";

/** The host screen when the quiz is not in this library, or could not be read. */
export function HostUnavailable({ missing }: { missing: boolean }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-stone-950 p-6 text-center text-white">
      <h1 className="font-display text-3xl font-bold">
        {missing ? "That quiz isn't in your library" : "The quiz couldn't be loaded"}
      </h1>
      <p className="text-white/80">
        {missing
          ? "It may belong to another account, or the link is wrong."
          : "Check the connection and try again."}
      </p>
      <Link to="/quiz-generator" className="rounded-lg bg-brass-400 px-5 py-3 font-semibold text-stone-950">
        Back to the quiz generator
      </Link>
    </main>
  );
}
