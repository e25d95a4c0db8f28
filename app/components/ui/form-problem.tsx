/** The reason a form could not be sent, announced to screen readers; renders nothing when all is well. */
export function FormProblem({ problem }: { problem: string | null }) {
  if (!problem) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {problem}
    </p>
  );
}
