import { cn } from "../../ui/cn";

/**
 * A picture-round image (a flag, mostly). The thin border sits on the picture itself, with no padding
 * round it, so a white flag (Japan's, England's) still shows its edge on a white card or a dark TV.
 */
export function QuestionPicture({ src, alt, className }: { src: string; alt: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      data-testid="question-picture"
      className={cn("block h-auto w-auto max-w-full border border-stone-400 object-contain", className)}
    />
  );
}
