import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { DialogFormActions } from "~/components/ui/dialog-form-actions";
import { FormProblem } from "~/components/ui/form-problem";
import { Input, Label } from "~/components/ui/input";
import { PLATFORM_LABELS, type ScheduledPostView } from "~/lib/contract/publishing";
import { refusalOf, withoutField } from "~/lib/page-data";
import { longLondonDate } from "~/lib/time";
import { toast } from "../ui/toaster";

/** "#QuizNight #Pub, beer" → ["QuizNight", "Pub", "beer"]: typed with or without #, spaces or commas. */
export function hashtagsFrom(typed: string) {
  return typed
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#+/, "").trim())
    .filter(Boolean);
}

interface EditPostDialogProps {
  post: ScheduledPostView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * New words for a post that has not gone out, saved through the calendar's "edit" intent (the
 * service PATCH /api/schedule/{id} uses, with Google's rules checked as there). The calendar shows
 * the new words when its loader is read again after the save; this dialog keeps only what is typed.
 */
export function EditPostDialog({ post, open, onOpenChange }: EditPostDialogProps) {
  const fetcher = useFetcher<{ post: ScheduledPostView } | { error: { code: string; message: string } }>();
  const [problem, setProblem] = useState<string | null>(null);
  const seen = useRef(fetcher.data);
  const close = useRef(onOpenChange);
  close.current = onOpenChange;
  const isGoogle = post.platform === "google";

  useEffect(() => {
    if (fetcher.data === seen.current || fetcher.data == null) return;
    seen.current = fetcher.data;
    const refusal = refusalOf(fetcher.data);
    if (refusal) {
      setProblem(withoutField(refusal));
      return;
    }
    setProblem(null);
    close.current(false);
    toast({ title: "Saved", description: "The post's new words are on your calendar.", variant: "success" });
  }, [fetcher.data]);

  const id = `edit-${post.id}`;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setProblem(null);
        onOpenChange(next);
      }}
      title="Edit this post"
      description={`${PLATFORM_LABELS[post.platform]}, ${longLondonDate(post.londonDate)} at ${post.londonTime} (UK time).`}
    >
      <form
        className="space-y-4"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          void fetcher.submit(
            {
              intent: "edit",
              id: post.id,
              content: String(form.get("content") ?? ""),
              hashtags: isGoogle ? [] : hashtagsFrom(String(form.get("hashtags") ?? "")),
            },
            { method: "post", action: "/calendar", encType: "application/json" },
          );
        }}
      >
        <div>
          <Label htmlFor={`${id}-content`}>Words</Label>
          <textarea
            id={`${id}-content`}
            name="content"
            defaultValue={post.content}
            required
            rows={8}
            maxLength={5000}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white p-3 text-base text-ink focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        {isGoogle ? (
          <p className="text-sm text-muted">
            Google posts take no hashtags; the words are checked against Google's rules.
          </p>
        ) : (
          <div>
            <Label htmlFor={`${id}-hashtags`}>Hashtags</Label>
            <Input
              id={`${id}-hashtags`}
              name="hashtags"
              defaultValue={post.hashtags.map((tag) => (tag.startsWith("#") ? tag : `#${tag}`)).join(" ")}
              placeholder="#QuizNight #LocalPub"
              className="mt-1"
            />
          </div>
        )}
        <FormProblem problem={problem} />
        <DialogFormActions
          onCancel={() => onOpenChange(false)}
          busy={fetcher.state !== "idle"}
          submitLabel="Save words"
          busyLabel="Saving…"
        />
      </form>
    </Dialog>
  );
}
