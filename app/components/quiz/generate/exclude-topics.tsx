import { Plus, X } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "../../ui/button";
import { Input, Label } from "../../ui/input";
import { MAX_TOPICS } from "./quiz-form";

/** Topics to leave out: typed one at a time, shown as removable chips. */
export function ExcludeTopics({
  topics,
  onChange,
}: {
  topics: string[];
  onChange: (topics: string[]) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState("");
  const [notice, setNotice] = useState<string | null>(null);

  function add() {
    const topic = draft.trim();
    if (!topic) return setNotice("Type a topic to leave out");
    if (topics.some((existing) => existing.toLowerCase() === topic.toLowerCase())) {
      return setNotice(`"${topic}" is already excluded`);
    }
    if (topics.length >= MAX_TOPICS) return setNotice(`Up to ${MAX_TOPICS} topics`);
    onChange([...topics, topic.slice(0, 60)]);
    setDraft("");
    setNotice(null);
  }

  return (
    <div className="space-y-3">
      <div>
        <h2 className="font-display text-2xl font-bold">Exclude topics</h2>
        <p className="mt-1 text-sm text-muted">
          Anything your regulars are sick of, or that's too close to home.
        </p>
      </div>
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={`${id}-topic`} className="sr-only">
            Topic to exclude
          </Label>
          <Input
            id={`${id}-topic`}
            value={draft}
            maxLength={60}
            placeholder="e.g. Brexit, reality TV"
            aria-describedby={notice ? `${id}-notice` : undefined}
            onChange={(event) => {
              setDraft(event.target.value);
              setNotice(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                add();
              }
            }}
          />
        </div>
        <Button variant="outline" onClick={add}>
          <Plus className="size-4" aria-hidden="true" />
          Add
        </Button>
      </div>
      {notice && (
        <p id={`${id}-notice`} role="status" className="text-sm text-amber-900">
          {notice}
        </p>
      )}
      {topics.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Excluded topics">
          {topics.map((topic) => (
            <li
              key={topic}
              className="inline-flex items-center gap-1 rounded-full border border-stone-300 bg-white py-1 pr-1 pl-3 text-sm"
            >
              {topic}
              <button
                type="button"
                onClick={() => onChange(topics.filter((other) => other !== topic))}
                aria-label={`Remove ${topic}`}
                className="inline-flex size-7 items-center justify-center rounded-full hover:bg-stone-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
