import { Link } from "react-router";
import { buttonClasses } from "../ui/button";

export interface ToolLink {
  to: string;
  label: string;
}

/** The row of small outline links in a tool page's header that jump to the other tools. */
export function OtherToolsNav({ links }: { links: ToolLink[] }) {
  return (
    <nav aria-label="Other tools" className="flex flex-wrap gap-2">
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={buttonClasses({ variant: "outline", size: "sm" })}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
