import { useRevalidator } from "react-router";
import { Button } from "../ui/button";

/** A part of the page the loader could not read just now, with a way to read it again. */
export function LoadFailed({ what }: { what: string }) {
  const revalidator = useRevalidator();
  const trying = revalidator.state === "loading";
  return (
    <div role="alert" className="mt-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">{what} couldn't be loaded just now.</p>
      <Button
        variant="outline"
        size="sm"
        className="mt-3"
        disabled={trying}
        onClick={() => void revalidator.revalidate()}
      >
        {trying ? "Trying again…" : "Try again"}
      </Button>
    </div>
  );
}
