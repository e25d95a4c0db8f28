import { Link } from "react-router";

export function Logo() {
  return (
    <Link
      to="/"
      className="flex items-center gap-2 font-display text-xl font-bold text-brand-800"
      aria-label="Full House home"
    >
      <svg viewBox="0 0 64 64" className="size-8" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#185a37" />
        <path d="M18 16h24l-2 34a4 4 0 0 1-4 4H24a4 4 0 0 1-4-4z" fill="#e8b84a" />
        <path d="M18 16h24l-.6 9H18.6z" fill="#fbf8f3" />
        <path d="M42 24h4a5 5 0 0 1 5 5v6a5 5 0 0 1-5 5h-4.8l.4-5H46v-6h-4.4z" fill="#fbf8f3" />
      </svg>
      <span className="whitespace-nowrap">Full House</span>
    </Link>
  );
}
